// The city and category suggestions of /firma/search_city_category, each item carrying the value
// the filter form takes (zip, category id).
import type { Translate } from '../../../lib/translator.js';

export interface CitySuggestion {
  zip: string;
  city: string;
  region_id: number;
}

export interface CategorySuggestion {
  id: number;
  name: string;
  parent_name: string | null;
}

interface SuggestionsProps {
  cities: CitySuggestion[];
  categories: CategorySuggestion[];
  t: Translate;
}

export function Suggestions({ cities, categories, t }: SuggestionsProps) {
  if (cities.length === 0 && categories.length === 0) {
    return <p className="suggest-empty">{t('errors:::select_no_results')}</p>;
  }
  return (
    <div>
      {cities.length > 0 ? (
        <ul aria-label={t('fragments-firma:::suggest::cities')}>
          {cities.map((c) => (
            <li key={c.zip} data-kind="city" data-zip={c.zip} data-region-id={c.region_id}>
              {c.zip} {c.city}
            </li>
          ))}
        </ul>
      ) : null}
      {categories.length > 0 ? (
        <ul aria-label={t('fragments-firma:::suggest::categories')}>
          {categories.map((c) => (
            <li key={c.id} data-kind="category" data-category-id={c.id}>
              {c.parent_name
                ? t('fragments-firma:::suggest::in_parent', { name: c.name, parent: c.parent_name })
                : c.name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
