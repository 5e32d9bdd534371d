// The job list's filters in the page's address (?q=&status=&kategori=&omraade=&fra=&til=&side=), so
// a search can be reloaded and linked, and the call's query built from them: an empty or malformed
// value is no filter.
import { ADMIN_JOB_STATES, type AdminJobSearchQuery, type AdminJobState } from '@opgavetorvet/contracts';

/** The filter form's values, every one a text as its field holds it ('' = none). */
export interface FilterValues {
  q: string;
  state: string;
  category: string;
  region: string;
  from: string;
  to: string;
}

const PARAMS: Record<keyof FilterValues, string> = {
  q: 'q',
  state: 'status',
  category: 'kategori',
  region: 'omraade',
  from: 'fra',
  to: 'til',
};

export const NO_FILTERS: FilterValues = { q: '', state: '', category: '', region: '', from: '', to: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const id = (text: string): number | undefined => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined);
const isState = (text: string): text is AdminJobState =>
  (ADMIN_JOB_STATES as readonly string[]).includes(text);

export function filtersOf(params: URLSearchParams): FilterValues {
  const values = { ...NO_FILTERS };
  for (const key of Object.keys(PARAMS) as (keyof FilterValues)[])
    values[key] = params.get(PARAMS[key]) ?? '';
  return values;
}

/** The page of the address (?side=), 1 without one. */
export const pageOf = (params: URLSearchParams): number => id(params.get('side') ?? '') ?? 1;

/** The address's parameters of the filters and the page (page 1 and empty filters left out). */
export function paramsOf(values: FilterValues, page = 1): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of Object.keys(PARAMS) as (keyof FilterValues)[]) {
    const value = values[key].trim();
    if (value !== '') params[PARAMS[key]] = value;
  }
  if (page > 1) params.side = String(page);
  return params;
}

/** The call's query of the filters and the page. */
export function queryOf(values: FilterValues, page: number): AdminJobSearchQuery {
  const query: AdminJobSearchQuery = {};
  const q = values.q.trim();
  if (q !== '') query.q = q;
  if (isState(values.state)) query.state = values.state;
  const category = id(values.category);
  if (category !== undefined) query.category_id = category;
  const region = id(values.region);
  if (region !== undefined) query.region_id = region;
  if (DAY.test(values.from)) query.from = values.from;
  if (DAY.test(values.to)) query.to = values.to;
  if (page > 1) query.page = page;
  return query;
}
