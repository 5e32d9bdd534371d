// The open jobs a company may see and bid on (its categories and their subcategories; a personalised
// order only by the company it is addressed to), filtered and paged. A hot path: every statement is
// prepared once per database and the lists pass as JSON so one plan serves every filter.
import type { Db } from '../../db/open.js';
import { all, one } from '../../db/prepared-sql.js';
import { DETAILS_SQL, matchIdsSql, type WordShape } from './open-jobs-sql.js';
import { searchMemory } from './open-jobs-memory.js';
import { searchWordsOf } from './open-jobs-words.js';

export { FIELDS, FROM } from './open-jobs-sql.js';

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

export interface OpenJobsQueries {
  /** The company's categories and the subcategories of its top-level ones. */
  allowedCategories(companyId: number): Promise<number[]>;
  /** The given categories and their subcategories. */
  withSubcategories(categoryIds: number[]): Promise<number[]>;
  page(companyId: number, filter: OpenJobFilter): Promise<{ rows: OpenJobRow[]; total: number }>;
  /** Whether the company may see (and bid on) this job now: open, in its categories, addressed to no one else. */
  visibleOpenJob(companyId: number, jobId: number): Promise<boolean>;
}

const ALLOWED_SQL = `select category_id id from company_categories where company_id = @company
    union select c.id from categories c join company_categories cc on cc.category_id = c.parent_id where cc.company_id = @company`;
const WITH_SUBS_SQL = `select id from categories where id in (select value from json_each(@ids))
    or parent_id in (select value from json_each(@ids))`;
/** The job `j` lies in the company's (@company) categories: one of its own, or a subcategory of one. */
export const IN_COMPANY_CATEGORIES_SQL = `(j.category_id in (${ALLOWED_SQL}))`;
const VISIBLE_SQL = `select 1 ok from jobs j where j.id = @job and j.status = 'open'
    and (j.personalized_company_id is null or j.personalized_company_id = @company)
    and ${IN_COMPANY_CATEGORIES_SQL}`;
const NAMES_SQL = 'select id, name from categories where id in (select value from json_each(@ids))';

const cache = new WeakMap<object, OpenJobsQueries>();

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

/** The queries of one database (made on first use, kept while the database lives). */
export function openJobsQueries(db: Db): OpenJobsQueries {
  const session = (db as unknown as { session: object }).session;
  const known = cache.get(session);
  if (known) return known;
  const memory = searchMemory(db);

  /** Every open job of the filter the words (if any) match, newest first (hidden ones included). */
  const matchingIds = async (
    filterParams: Record<string, string | number>,
    words: string[],
    withRegions: boolean,
  ): Promise<number[]> => {
    const params: Record<string, string | number> = { ...filterParams };
    const categoryNames = await all<{ id: number; name: string }>(db, NAMES_SQL, { ids: params.categories });
    const found = searchWordsOf(words);
    const shapes = found.map((word, i): WordShape => {
      const inName = categoryNames.filter((c) => c.name.toLocaleLowerCase('da-DK').includes(word.word));
      params[`w${i}`] = word.word;
      params[`c${i}`] = JSON.stringify(inName.map((c) => c.id));
      if (word.match === 'fts') {
        params[`q${i}`] = word.phrase;
        params[`p${i}`] = word.pattern;
      }
      return { match: word.match, zip: word.zipLike, category: inName.length > 0 };
    });
    // The indexed words without zip or category branches, as one AND query of the index.
    const alone = found.filter((word, i) => word.match === 'fts' && !shapes[i].zip && !shapes[i].category);
    if (alone.length) params.q = alone.map((word) => word.phrase).join(' ');
    return ids(await all<{ id: number }>(db, matchIdsSql(withRegions, shapes, db.engine), params));
  };

  const queries: OpenJobsQueries = {
    allowedCategories: async (companyId) =>
      ids(await all<{ id: number }>(db, ALLOWED_SQL, { company: companyId })),
    withSubcategories: async (categoryIds) =>
      categoryIds.length
        ? ids(await all<{ id: number }>(db, WITH_SUBS_SQL, { ids: JSON.stringify(categoryIds) }))
        : [],
    visibleOpenJob: async (companyId, jobId) =>
      (await one<{ ok: number }>(db, VISIBLE_SQL, { job: jobId, company: companyId })) !== undefined,
    async page(companyId, filter) {
      const allowedIds = await queries.allowedCategories(companyId);
      const chosen = filter.categoryIds ? new Set(await queries.withSubcategories(filter.categoryIds)) : null;
      const categories = chosen ? allowedIds.filter((id) => chosen.has(id)) : allowedIds;
      if (categories.length === 0) return { rows: [], total: 0 };
      const words = filter.words.slice(0, MAX_SEARCH_WORDS);
      const withRegions = filter.regionIds !== null && filter.regionIds.length > 0;
      const params: Record<string, string | number> = {
        company: companyId,
        categories: JSON.stringify(categories),
      };
      if (withRegions) params.regions = JSON.stringify(filter.regionIds);
      const size = filter.pageSize ?? OPEN_JOBS_PAGE_SIZE;
      const offset = (filter.page - 1) * size;
      // Remembered without the hidden jobs (they differ per cookie), which are taken out here.
      const key = JSON.stringify([companyId, categories, filter.regionIds, words]);
      const matched = await memory.ids(key, () => matchingIds(params, words, withRegions));
      const hidden = new Set(filter.hiddenIds);
      const visibleIds = hidden.size ? matched.filter((id) => !hidden.has(id)) : matched;
      const pageIds = visibleIds.slice(offset, offset + size);
      const rows = pageIds.length
        ? await all<OpenJobRow>(db, DETAILS_SQL, { company: companyId, ids: JSON.stringify(pageIds) })
        : [];
      return { rows, total: visibleIds.length };
    },
  };
  cache.set(session, queries);
  return queries;
}
