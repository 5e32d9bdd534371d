// The regions the company works in: one checkbox per region, saved as a whole set, checked with the
// call's schema first (at least one: 'Vælg venligst mindst én region').
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegionItem } from '@opgavetorvet/contracts';
import { Button, Card, notifyFromResult, useAppDispatch } from '@opgavetorvet/ui';
import { checkForm } from '@opgavetorvet/ui/forms';
import { useSaveFirmaRegionsMutation } from '../api/settings-api';
import { checkedBody, regionsForm } from '../lib/settings-forms';

interface Props {
  regions: RegionItem[];
  savedIds: number[];
  onSaved: () => void;
}

export function RegionsSection({ regions, savedIds, onSaved }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [selected, setSelected] = useState(() => new Set(savedIds));
  const [save, { isLoading }] = useSaveFirmaRegionsMutation();

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const submit = async () => {
    const body = await checkedBody(checkForm(regionsForm, { region_ids: [...selected] }, {}, t), dispatch);
    if (!body) return;
    const result = await save(body);
    if (dispatch(notifyFromResult(result, 'success'))) onSaved();
  };

  return (
    <Card className="settings-section" data-testid="regions-section" aria-labelledby="regions-title">
      <h2 className="card__title" id="regions-title">
        {t('firma:::oplysninger::regions::title')}
      </h2>
      <p className="muted">{t('firma:::oplysninger::regions::help')}</p>
      <div className="checkbox-grid">
        {regions.map((region) => (
          <label className="checkbox" key={region.id}>
            <input type="checkbox" checked={selected.has(region.id)} onChange={() => toggle(region.id)} />
            <span>{region.name}</span>
          </label>
        ))}
      </div>
      <div className="form-actions">
        <Button onClick={submit} busy={isLoading}>
          {t('firma:::oplysninger::regions::save')}
        </Button>
      </div>
    </Card>
  );
}
