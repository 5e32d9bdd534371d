// The open jobs a company may see and bid on (its categories and their subcategories; a personalised
// order only by the company it is addressed to), filtered and paged. A hot path: every statement is
// prepared once per database and the lists pass as JSON so one plan serves every filter.
import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/open.js';
import { DETAILS_SQL, prepareMatchIds, type WordShape } from './open-jobs-sql.js';
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
  const allowed = client
    .prepare(
      `select category_id id from company_categories where company_id = ?
    union select c.id from categories c join company_categories cc on cc.category_id = c.parent_id where cc.company_id = ?`,
    )
    .pluck();
  const withSubs = client
    .prepare(
      `select id from categories where id in (select value from json_each(@ids))
    or parent_id in (select value from json_each(@ids))`,
    )
    .pluck();
  const visible = client
    .prepare(
      `select 1 from jobs j where j.id = @job and j.status = 'open'
    and (j.personalized_company_id is null or j.personalized_company_id = @company)
    and (j.category_id in (select category_id from company_categories where company_id = @company)
      or j.category_id in (select c.id from categories c join company_categories cc on cc.category_id = c.parent_id where cc.company_id = @company))`,
    )
    .pluck();
  const names = client.prepare(
    'select id, name from categories where id in (select value from json_each(@ids))',
  );
  const details = client.prepare(DETAILS_SQL);
  const memory = searchMemory(client);
  const matchShapes = new Map<string, Statement>();
  const matchIds = (withRegions: boolean, words: WordShape[]): Statement => {
    const key = `${withRegions ? 'r' : '-'}${words.map((w) => `${w.match[0]}${w.zip ? 'z' : ''}${w.category ? 'c' : ''}`).join(',')}`;
    let statement = matchShapes.get(key);
    if (!statement) matchShapes.set(key, (statement = prepareMatchIds(client, withRegions, words)));
    return statement;
  };

  /** Every open job of the filter the words (if any) match, newest first (hidden ones included). */
  const matchingIds = (
    filterParams: Record<string, string | number>,
    words: string[],
    withRegions: boolean,
  ): number[] => {
    const params: Record<string, string | number> = { ...filterParams };
    const categoryNames = names.all({ ids: params.categories }) as { id: number; name: string }[];
    const found = searchWordsOf(words);
    const shapes = found.map((word, i): WordShape => {
      const inName = categoryNames.filter((c) => c.name.toLocaleLowerCase('da-DK').includes(word.word));
      params[`w${i}`] = word.word;
      params[`c${i}`] = JSON.stringify(inName.map((c) => c.id));
      if (word.match === 'fts') params[`q${i}`] = word.phrase;
      return { match: word.match, zip: word.zipLike, category: inName.length > 0 };
    });
    // The indexed words without zip or category branches, as one AND query of the index.
    const alone = found.filter((word, i) => word.match === 'fts' && !shapes[i].zip && !shapes[i].category);
    if (alone.length) params.q = alone.map((word) => word.phrase).join(' ');
    return matchIds(withRegions, shapes).all(params) as number[];
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
      };
      if (withRegions) params.regions = JSON.stringify(filter.regionIds);
      const size = filter.pageSize ?? OPEN_JOBS_PAGE_SIZE;
      const offset = (filter.page - 1) * size;
      // Remembered without the hidden jobs (they differ per cookie), which are taken out here.
      const key = JSON.stringify([companyId, categories, filter.regionIds, words]);
      const matched = memory.ids(key, () => matchingIds(params, words, withRegions));
      const hidden = new Set(filter.hiddenIds);
      const ids = hidden.size ? matched.filter((id) => !hidden.has(id)) : matched;
      const pageIds = ids.slice(offset, offset + size);
      const rows = pageIds.length
        ? (details.all({ company: companyId, ids: JSON.stringify(pageIds) }) as OpenJobRow[])
        : [];
      return { rows, total: ids.length };
    },
  };
  cache.set(db, queries);
  return queries;
}
