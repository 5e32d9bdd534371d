// The review's category: the category tree (GET /api/categories) as grouped options.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useReviewCategoriesQuery } from '../api/reviews-api';

export function CategorySelect({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (category: number | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { data } = useReviewCategoriesQuery();
  const known = data?.categories.some((top) => top.id === value || top.children.some((c) => c.id === value));
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('bruger:::reviews::field_category')}
      </label>
      <select
        id={id}
        className="field__input"
        value={value !== null && (known || !data) ? String(value) : ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{t('bruger:::reviews::choose_category')}</option>
        {data?.categories.map((top) => (
          <optgroup key={top.id} label={top.name}>
            <option value={top.id}>{top.name}</option>
            {top.children.map((child) => (
              <option key={child.id} value={child.id}>
                {child.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
