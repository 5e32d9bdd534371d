// The company's open jobs, the one query behind both calls that list them (GET /api/firma/opgaver
// for the portal, /ajax/firma/findopgaver for the catalogue's html): the jobs the company may see
// (job-visibility.ts), narrowed by categories, regions and search words, newest first, 20 a page.
// A hot path: the ids of every match come from the search index (sql.ts, words.ts) and are
// remembered until the open jobs change (memory.ts); the company's hidden jobs, the counts and the
// page holding a job are taken from them in JavaScript, and only the page's rows are read, with
// the page's photos (issue 30) in one more statement.
import type { CompanyOpenJobItem, Photo } from '@opgavetorvet/contracts';
import { dialectOf, perEngine } from '../../engine/dialect.js';
import type { Db } from '../../open.js';
import { all } from '../../prepared-sql.js';
import { filesOf } from '../files.js';
import { companyCategories } from '../job-visibility.js';
import { searchMemory, type SearchMemory } from './memory.js';
import { detailsSql, matchIdsSql, type OpenJobRow, type WordShape } from './sql.js';
import { searchWords, searchWordsOf } from './words.js';

export const OPEN_JOBS_PAGE_SIZE = 20;

/** Which page to answer: a number, or the page that holds a job (SPEC §2's ?jobid=). */
export type OpenJobsPage = number | { holding: number };

export interface OpenJobsFilter {
  /** Categories chosen (a top-level one includes its subcategories); none = all of the company's. */
  categoryIds?: number[];
  /** Regions the job's zip lies in; none = anywhere. */
  regionIds?: number[];
  /** The search words as typed. */
  search?: string;
  /** The company's hidden jobs (its cookie): left out unless showAll, counted either way. */
  hiddenIds: number[];
  showAll: boolean;
  page: OpenJobsPage;
}

export interface OpenJobsList {
  jobs: CompanyOpenJobItem[];
  /** The page answered (for a job's page: where it is, or 1 when the list does not hold it). */
  page: number;
  /** How many jobs the list holds (hidden ones only when all are shown). */
  total: number;
  /** How many of the matching jobs the company has hidden, listed or not. */
  hiddenTotal: number;
}

const namesSql = perEngine(
  (dialect) => `select id, name from categories where ${dialect.inIdList('id', '@ids')}`,
);

const memories = new WeakMap<object, SearchMemory>();

/** The remembered searches of one database (made on first use, kept while the database lives). */
function memoryOf(db: Db): SearchMemory {
  const session = (db as unknown as { session: object }).session;
  let memory = memories.get(session);
  if (!memory) {
    memory = searchMemory(db);
    memories.set(session, memory);
  }
  return memory;
}

/** Every open job of the filter the words (if any) match, newest first (hidden ones included). */
async function matchingIds(
  db: Db,
  filterParams: Record<string, string | number>,
  words: string[],
  withRegions: boolean,
): Promise<number[]> {
  const params: Record<string, string | number> = { ...filterParams };
  const categoryNames = await all<{ id: number; name: string }>(db, namesSql(db), { ids: params.categories });
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
  const rows = await all<{ id: number }>(db, matchIdsSql(dialectOf(db), withRegions, shapes), params);
  return rows.map((row) => row.id);
}

/** The ids of the company's open jobs the filter matches, newest first (hidden ones included). */
async function matchedIds(db: Db, companyId: number, filter: OpenJobsFilter): Promise<number[]> {
  const chosen = filter.categoryIds?.length ? filter.categoryIds : null;
  const categories = await companyCategories(db, companyId, chosen);
  if (categories.length === 0) return [];
  const words = searchWords(filter.search);
  const regions = filter.regionIds?.length ? filter.regionIds : null;
  const withRegions = regions !== null;
  const params: Record<string, string | number> = {
    company: companyId,
    categories: JSON.stringify(categories),
  };
  if (withRegions) params.regions = JSON.stringify(regions);
  // Remembered without the hidden jobs (they differ per cookie), which the caller takes out.
  const key = JSON.stringify([companyId, categories, regions, words]);
  return await memoryOf(db).ids(key, () => matchingIds(db, params, words, withRegions));
}

type DetailsRow = OpenJobRow & { description: string };

const NO_PHOTOS: Photo[] = [];

/** A row as the reply's item, built as a literal (V8 builds it faster than a spread of the row). */
const itemOf = (row: DetailsRow, hidden: Set<number>, photos: Map<number, Photo[]>): CompanyOpenJobItem => ({
  job_id: row.job_id,
  headline: row.headline,
  description: row.description,
  category_name: row.category_name,
  zip: row.zip,
  city: row.city,
  created_at: row.created_at,
  bids_count: row.bids_count,
  has_bid: Boolean(row.has_bid),
  hidden: hidden.has(row.job_id),
  photos: photos.get(row.job_id) ?? NO_PHOTOS,
});

/** One page of the company's open jobs by the filter, and how many there are. */
export async function companyOpenJobs(
  db: Db,
  companyId: number,
  filter: OpenJobsFilter,
): Promise<OpenJobsList> {
  const matched = await matchedIds(db, companyId, filter);
  const hidden = new Set(filter.hiddenIds);
  const listed = filter.showAll || hidden.size === 0 ? matched : matched.filter((id) => !hidden.has(id));
  const hiddenTotal = hidden.size === 0 ? 0 : matched.filter((id) => hidden.has(id)).length;
  const asked = filter.page;
  const page =
    typeof asked === 'number'
      ? asked
      : Math.floor(Math.max(0, listed.indexOf(asked.holding)) / OPEN_JOBS_PAGE_SIZE) + 1;
  const pageIds = listed.slice((page - 1) * OPEN_JOBS_PAGE_SIZE, page * OPEN_JOBS_PAGE_SIZE);
  const rows = pageIds.length
    ? await all<DetailsRow>(db, detailsSql(db), {
        company: companyId,
        ids: JSON.stringify(pageIds),
      })
    : [];
  // The page's photos in one more statement (issue 30), none when the page is empty.
  const photos = await filesOf(db, { jobIds: rows.map((row) => row.job_id) });
  return {
    jobs: rows.map((row) => itemOf(row, hidden, photos)),
    page,
    total: listed.length,
    hiddenTotal,
  };
}
