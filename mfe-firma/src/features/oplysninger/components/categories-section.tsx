// The profile's categories as a multiselect tree: each top-level category opens to its
// subcategories. SPEC §5/§8: ticking a category under a third top-level category is refused with
// the spec's error notification; the choice is checked with the call's schema (nothing ticked is
// 'Vælg venligst mindst én kategori'); the server repeats the checks and its refusal is shown the same way.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryTreeNode } from '@opgavetorvet/contracts';
import { Badge, Button, Card, notify, notifyFromResult, useAppDispatch } from '@opgavetorvet/ui';
import { checkForm } from '@opgavetorvet/ui/forms';
import { useSaveFirmaCategoriesMutation } from '../api/settings-api';
import { MAX_TOP_CATEGORIES, chosenTopLevels, toggleCategory, topLevelIndex } from '../lib/category-rules';
import { categoriesForm, checkedBody } from '../lib/settings-forms';

interface Props {
  tree: CategoryTreeNode[];
  savedIds: number[];
  onSaved: () => void;
}

export function CategoriesSection({ tree, savedIds, onSaved }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const index = useMemo(() => topLevelIndex(tree), [tree]);
  const [selected, setSelected] = useState(() => new Set(savedIds));
  const [save, { isLoading }] = useSaveFirmaCategoriesMutation();
  const tops = chosenTopLevels(selected, index);
  // Opened once for the saved choice; afterwards the person opens and closes them.
  const [openAtStart] = useState(() => chosenTopLevels(savedIds, index));

  const toggle = (id: number) => {
    const result = toggleCategory(selected, id, index);
    if (result.refused) dispatch(notify([{ type: 'error', note: t('errors:::max_two_top_categories') }]));
    setSelected(result.selected);
  };

  const submit = async () => {
    const body = await checkedBody(
      checkForm(categoriesForm, { category_ids: [...selected] }, {}, t),
      dispatch,
    );
    if (!body) return;
    const result = await save(body);
    if (dispatch(notifyFromResult(result, 'success'))) onSaved();
  };

  const box = (id: number, label: string) => (
    <label className="checkbox" key={id}>
      <input type="checkbox" checked={selected.has(id)} onChange={() => toggle(id)} />
      <span>{label}</span>
    </label>
  );

  return (
    <Card className="settings-section" data-testid="categories-section" aria-labelledby="categories-title">
      <h2 className="card__title" id="categories-title">
        {t('firma:::oplysninger::categories::title')}
      </h2>
      <p className="muted">{t('firma:::oplysninger::categories::help', { max: MAX_TOP_CATEGORIES })}</p>
      <p data-testid="top-count">
        {t('firma:::oplysninger::categories::top_count', { count: tops.size, max: MAX_TOP_CATEGORIES })}
      </p>
      <div className="category-tree">
        {tree.map((top) => {
          const count = [top, ...top.children].filter((c) => selected.has(c.id)).length;
          return (
            <details
              key={top.id}
              className="category-tree__top"
              open={openAtStart.has(top.id)}
              data-testid="category-top"
            >
              <summary>
                <span className="category-tree__name">{top.name}</span>
                {count > 0 && (
                  <Badge tone="success">{t('firma:::oplysninger::categories::chosen', { count })}</Badge>
                )}
              </summary>
              <div className="checkbox-grid">
                {box(top.id, t('firma:::oplysninger::categories::whole', { name: top.name }))}
                {top.children.map((child) => box(child.id, child.name))}
              </div>
            </details>
          );
        })}
      </div>
      <div className="form-actions">
        <Button onClick={submit} busy={isLoading}>
          {t('firma:::oplysninger::categories::save')}
        </Button>
      </div>
    </Card>
  );
}
