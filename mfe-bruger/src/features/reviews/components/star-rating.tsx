// Star rating 1 to 5 (SPEC §2 review form, §5 labels): five radio buttons drawn as stars, each named
// by its number and label ('4 stjerner: Meget tilfredsstillende'); the chosen label is shown beside.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export const RATINGS = [1, 2, 3, 4, 5] as const;

export function StarRating({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (rating: number) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="attribute-field">
      <legend className="field__label">{t('bruger:::reviews::stars_legend')}</legend>
      <div className="star-rating">
        {RATINGS.map((rating) => (
          <label
            key={rating}
            className={`star-rating__star${value !== null && rating <= value ? ' star-rating__star--on' : ''}`}
          >
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              aria-label={t('bruger:::reviews::star', {
                count: rating,
                label: t(`bruger:::reviews::stars::${rating}`),
              })}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
        <span className="star-rating__label" aria-hidden="true">
          {value === null ? t('bruger:::reviews::no_stars') : t(`bruger:::reviews::stars::${value}`)}
        </span>
      </div>
    </fieldset>
  );
}
