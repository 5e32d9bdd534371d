// The open jobs a company may see and bid on (its categories and their subcategories; a personalised
// order only by the company it is addressed to), filtered and paged. A hot path: every statement is
// prepared once per database and the lists pass as JSON so one plan serves every filter.
import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/open.js';

export const OPEN_JOBS_PAGE_SIZE = 20;
export const MAX_SEARCH_WORDS = 8;

export interface OpenJobFilter {
  /** Categories chosen in the form (a top-level one includes its subcategories); null = all of the company's. */
  categoryIds: number[] | null;
  regionIds: number[] | null;
  /** Lower-cased (da-DK) search words. */
  words: string[];
  /** Jobs hidden by the company's cookie (empty when show-all is on). */
  hiddenIds: number[];
  page: number;
  pageSize?: number;
}

export interface OpenJobRow {
  job_id: number;
  headline: string;
  category_name: string;
  zip: string;
  city: string;
  created_at: number;
  bids_count: number;
  has_bid: number;
}

export const FIELDS = `j.id job_id, j.headline, c.name category_name, j.zip, coalesce(z.city, '') city, j.created_at,
  (select count(*) from contacts ct join bids b on b.contact_id = ct.id
    where ct.job_id = j.id and b.withdrawn_at is null and ct.state not in ('withdrawn', 'declined')) bids_count,
  exists(select 1 from contacts ct join bids b on b.contact_id = ct.id
    where ct.job_id = j.id and ct.company_id = @company and b.withdrawn_at is null) has_bid`;

/** The where clause of one filter shape: with or without regions, and n search words. */
function whereOf(withRegions: boolean, words: number): string {
  const parts = [
    `j.status = 'open'`,
    `j.category_id in (select value from json_each(@categories))`,
    `(j.personalized_company_id is null or j.personalized_company_id = @company)`,
    `j.id not in (select value from json_each(@hidden))`,
  ];
  if (withRegions) parts.push(`z.region_id in (select value from json_each(@regions))`);
  for (let i = 0; i < words; i += 1) {
    parts.push(`(instr(da_lower(j.headline), @w${i}) > 0 or instr(da_lower(j.description), @w${i}) > 0
      or instr(da_lower(c.name), @w${i}) > 0 or j.zip = @w${i})`);
  }
  return parts.join(' and ');
}

export const FROM = `from jobs j join categories c on c.id = j.category_id left join zip_codes z on z.zip = j.zip`;

export interface OpenJobsQueries {
  /** The company's categories and the subcategories of its top-level ones. */
  allowedCategories(companyId: number): number[];
  /** The given categories and their subcategories. */
  withSubcategories(categoryIds: number[]): number[];
  page(companyId: number, filter: OpenJobFilter): { rows: OpenJobRow[]; total: number };
  /** Whether the company may see (and bid on) this job now: open, in its categories, addressed to no one else. */
  visibleOpenJob(companyId: number, jobId: number): boolean;
}

const cache = new WeakMap<Db, OpenJobsQueries>();

/** The prepared statements of one database (made on first use, kept while the database lives). */
export function openJobsQueries(db: Db): OpenJobsQueries {
  const known = cache.get(db);
  if (known) return known;
  const client = db.$client;
  const allowed = client.prepare(`select category_id id from company_categories where company_id = ?
    union select c.id from categories c join company_categories cc on cc.category_id = c.parent_id where cc.company_id = ?`).pluck();
  const withSubs = client.prepare(`select id from categories where id in (select value from json_each(@ids))
    or parent_id in (select value from json_each(@ids))`).pluck();
  const visible = client.prepare(`select 1 from jobs j where j.id = @job and j.status = 'open'
    and (j.personalized_company_id is null or j.personalized_company_id = @company)
    and (j.category_id in (select category_id from company_categories where company_id = @company)
      or j.category_id in (select c.id from categories c join company_categories cc on cc.category_id = c.parent_id where cc.company_id = @company))`).pluck();
  const shapes = new Map<string, { list: Statement; count: Statement }>();
  const shape = (withRegions: boolean, words: number) => {
    const key = `${withRegions ? 'r' : '-'}${words}`;
    let statements = shapes.get(key);
    if (!statements) {
      const where = whereOf(withRegions, words);
      statements = {
        list: client.prepare(`select ${FIELDS} ${FROM} where ${where} order by j.created_at desc, j.id desc limit @limit offset @offset`),
        count: client.prepare(`select count(*) ${FROM} where ${where}`).pluck(),
      };
      shapes.set(key, statements);
    }
    return statements;
  };

  const queries: OpenJobsQueries = {
    allowedCategories: (companyId) => allowed.all(companyId, companyId) as number[],
    withSubcategories: (ids) => (ids.length ? (withSubs.all({ ids: JSON.stringify(ids) }) as number[]) : []),
    visibleOpenJob: (companyId, jobId) => visible.get({ job: jobId, company: companyId }) === 1,
    page(companyId, filter) {
      const allowedIds = queries.allowedCategories(companyId);
      const chosen = filter.categoryIds ? new Set(queries.withSubcategories(filter.categoryIds)) : null;
      const categories = chosen ? allowedIds.filter((id) => chosen.has(id)) : allowedIds;
      if (categories.length === 0) return { rows: [], total: 0 };
      const words = filter.words.slice(0, MAX_SEARCH_WORDS);
      const withRegions = filter.regionIds !== null && filter.regionIds.length > 0;
      const params: Record<string, string | number> = {
        company: companyId,
        categories: JSON.stringify(categories),
        hidden: JSON.stringify(filter.hiddenIds),
      };
      if (withRegions) params.regions = JSON.stringify(filter.regionIds);
      words.forEach((word, i) => (params[`w${i}`] = word));
      const { list, count } = shape(withRegions, words.length);
      const total = count.get(params) as number;
      const size = filter.pageSize ?? OPEN_JOBS_PAGE_SIZE;
      const rows = list.all({ ...params, limit: size, offset: (filter.page - 1) * size }) as OpenJobRow[];
      return { rows, total };
    },
  };
  cache.set(db, queries);
  return queries;
}
