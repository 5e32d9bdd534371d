// Changes the listing's query in the address (sort, zip code, flags, page) and keeps its places:
// every change but a page change starts again on page 1.
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { keptQuery, withQuery } from './listing-url';

export function useListingNavigation(): {
  search: URLSearchParams;
  go: (changes: Record<string, string | null>) => void;
} {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const go = useCallback(
    (changes: Record<string, string | null>) => navigate(withQuery(pathname, keptQuery(search, changes))),
    [navigate, pathname, search],
  );
  return { search, go };
}
