// The typeahead's data: suggestions for the debounced search text, at most 10 (SPEC §9). It waits
// for the session, because the POST needs the CSRF token.
import type { CategorySuggestion } from '@opgavetorvet/contracts';
import { useDebouncedValue, useSessionQuery } from '@opgavetorvet/ui';
import { useSearchCategoryQuery } from '../api/search-category-api';

export const SEARCH_DEBOUNCE_MS = 200;
export const MAX_SUGGESTIONS = 10;

export function useCategorySuggestions(text: string): CategorySuggestion[] {
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { isSuccess: sessionReady } = useSessionQuery();
  const { data } = useSearchCategoryQuery(search, { skip: search === '' || !sessionReady });
  if (text.trim() === '' || !data) return [];
  return data.slice(0, MAX_SUGGESTIONS);
}
