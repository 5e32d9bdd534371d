// The listing's address: /firmaer[/{kategori|alle}[/{region}[/{by}]]] for the places, and the query
// for the rest (SPEC §2: page, score, name=1 flags, plus postnummer and sortering). Pure functions,
// so the selects, the checkboxes and the zip field all build links the same way.
import { LISTING_FLAGS, LISTING_SORTS, PAGES, pagePath, type ListingSort } from '@opgavetorvet/contracts';

export const LISTING_ROOT = PAGES.firmaer;
/** The category segment when only a region is chosen: /firmaer/alle/region-hovedstaden. */
export const ALL_CATEGORIES = 'alle';

export interface ListingPlaces {
  kategori?: string;
  region?: string;
  by?: string;
}

/** The path of a choice of places; a town only counts inside a region. */
export function listingPath({ kategori, region, by }: ListingPlaces): string {
  if (!kategori && !region) return LISTING_ROOT;
  const category = kategori || ALL_CATEGORIES;
  if (!region) return pagePath(PAGES.firmaerKategori, { kategori: category });
  if (!by) return pagePath(PAGES.firmaerRegion, { kategori: category, region });
  return pagePath(PAGES.firmaerBy, { kategori: category, region, by });
}

/** The places the route's parameters name ('alle' is no category). */
export function placesOf(params: Record<string, string | undefined>): ListingPlaces {
  return {
    kategori: params.kategori && params.kategori !== ALL_CATEGORIES ? params.kategori : undefined,
    region: params.region || undefined,
    by: params.by || undefined,
  };
}

/** The query parameters the listing keeps: everything else in the address is left out. */
const KEPT = ['postnummer', 'score', 'sortering', 'page', ...LISTING_FLAGS] as const;

/** The same query without the page (a new choice starts on page 1) and without unknown parameters. */
export function keptQuery(
  search: URLSearchParams,
  changes: Record<string, string | null> = {},
): URLSearchParams {
  const next = new URLSearchParams();
  for (const name of KEPT) {
    const value = name in changes ? changes[name] : name === 'page' ? null : search.get(name);
    if (value !== null && value !== '') next.set(name, value);
  }
  return next;
}

export function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export const isZip = (value: string): boolean => /^[0-9]{4}$/.test(value);

/** The sort the select shows: 'score' when score=1, else sortering, else the default. */
export type ListingOrder = ListingSort | 'score';
export function orderOf(search: URLSearchParams): ListingOrder {
  if (search.get('score') === '1') return 'score';
  const sort = search.get('sortering');
  return (LISTING_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ListingSort) : 'bedoemmelse';
}

/** The call's query string: the places and the kept query parameters, as the address gives them. */
export function apiQueryOf(places: ListingPlaces, search: URLSearchParams): string {
  const query = new URLSearchParams();
  if (places.kategori) query.set('kategori', places.kategori);
  if (places.region) query.set('region', places.region);
  if (places.region && places.by) query.set('by', places.by);
  for (const [name, value] of keptQuery(search, { page: search.get('page') })) query.set(name, value);
  return query.toString();
}

/** A company's public profile (SPEC §2 "/{slug}"). */
export const profilePath = (slug: string): string => `/${slug}`;
