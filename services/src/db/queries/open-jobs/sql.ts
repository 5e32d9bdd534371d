// The SQL of the open-jobs list, one prepared statement per filter shape (regions or not, how each
// search word is matched): the ids of every match, newest first (remembered by memory.ts), and the
// fields of one page of them. SQLite has no statistics here, so the index is named. The indexed
// words read SQLite's FTS5 trigram table, or on PostgreSQL the pg_trgm index jobs_open_search_idx
// over the folded headline and description of open jobs (migrations-pg 0004).
import { seenByCompany } from '../job-visibility.js';
import type { WordMatch } from './words.js';

export type SearchEngine = 'sqlite' | 'postgres';

export const FIELDS = `j.id job_id, j.headline, c.name category_name, j.zip, coalesce(z.city, '') city, j.created_at,
  (select count(*) from contacts ct join bids b on b.contact_id = ct.id
    where ct.job_id = j.id and b.withdrawn_at is null and ct.state not in ('withdrawn', 'declined')) bids_count,
  exists(select 1 from contacts ct join bids b on b.contact_id = ct.id
    where ct.job_id = j.id and ct.company_id = @company and b.withdrawn_at is null) has_bid`;

export const FROM = `from jobs j join categories c on c.id = j.category_id left join zip_codes z on z.zip = j.zip`;
const ORDER = 'order by j.created_at desc, j.id desc';

/** A row of FIELDS (has_bid comes as 1/0 from either engine; the list hands it on as a boolean). */
export interface OpenJobRow {
  job_id: number;
  headline: string;
  category_name: string;
  zip: string;
  city: string;
  created_at: number;
  bids_count: number;
  has_bid: number | boolean;
}

/** The job `j` lies in the categories bound as the JSON list @categories (the company's, narrowed). */
export const IN_LISTED_CATEGORIES = 'j.category_id in (select value from json_each(@categories))';

/** How each word of a shape is matched, and whether its zip / category-name branches are needed. */
export interface WordShape {
  match: WordMatch;
  zip: boolean;
  category: boolean;
}

/**
 * The conditions every match meets: seen by the company (in the listed categories), regions through
 * the zip, and each word read from the text (headline or description: an ASCII word with SQLite's
 * own lower(), another with the JS da_lower), a category whose name has the word (@cN, found
 * beforehand) or the zip itself. `plus` keeps SQLite from seeking on category and zip when the
 * matches are read by id.
 */
function baseOf(withRegions: boolean, words: WordShape[], plus = ''): string[] {
  const parts = [seenByCompany(`${plus}${IN_LISTED_CATEGORIES}`)];
  if (withRegions)
    parts.push(
      `${plus}j.zip in (select zip from zip_codes where region_id in (select value from json_each(@regions)))`,
    );
  words.forEach(({ match }, i) => {
    if (match === 'fts') return;
    const fold = match === 'ascii' ? 'lower' : 'da_lower';
    parts.push(`(instr(${fold}(j.headline), @w${i}) > 0 or instr(${fold}(j.description), @w${i}) > 0
      or j.category_id in (select value from json_each(@c${i})) or j.zip = @w${i})`);
  });
  return parts;
}

const FTS_MATCH = 'select rowid from jobs_open_search where jobs_open_search match';
const PG_TEXT = `da_lower(headline || ' ' || description)`;

/**
 * The open jobs whose text has every given word: on SQLite one FTS5 query (@q<key>, the words as
 * phrases), on PostgreSQL one LIKE per word (@p<i>, '%word%') that the trigram index answers.
 */
function textMatch(engine: SearchEngine, key: string, words: number[]): string {
  if (engine === 'sqlite') return `${FTS_MATCH} @q${key}`;
  const likes = words.map((i) => `${PG_TEXT} like @p${i} escape '\\'`);
  return `select id from jobs where status = 'open' and ${likes.join(' and ')}`;
}
const OPEN_BY_CATEGORY = `select id from jobs indexed by jobs_open_category_idx where status = 'open' and category_id in`;

/**
 * The open jobs an indexed word matches: the trigram index (substring of headline or description),
 * plus every job of a category whose name has the word, plus the jobs in that zip.
 */
function indexedWord(engine: SearchEngine, { zip, category }: WordShape, i: number): string {
  const sets = [textMatch(engine, String(i), [i])];
  if (category) sets.push(`${OPEN_BY_CATEGORY} (select value from json_each(@c${i}))`);
  if (zip) sets.push(`${OPEN_BY_CATEGORY} (select value from json_each(@categories)) and zip = @w${i}`);
  return `j.id in (${sets.join(' union all ')})`;
}

/**
 * Every match's id, newest first, for a filter with words. With an indexed word the matches come
 * from the trigram index and are checked by id on jobs_open_id_idx (no text read); with only
 * short or unusual words every candidate of the category index reads its text, as before.
 */
export function matchIdsSql(
  withRegions: boolean,
  words: WordShape[],
  engine: SearchEngine = 'sqlite',
): string {
  // Indexed words without other branches go to the index together (one AND query, no id list each).
  const alone = (word: WordShape) => word.match === 'fts' && !word.zip && !word.category;
  const indexed = words.flatMap((word, i) =>
    word.match === 'fts' && !alone(word) ? [indexedWord(engine, word, i)] : [],
  );
  const aloneWords = words.flatMap((word, i) => (alone(word) ? [i] : []));
  if (aloneWords.length) indexed.unshift(`j.id in (${textMatch(engine, '', aloneWords)})`);
  const parts = baseOf(withRegions, words, indexed.length && engine === 'sqlite' ? '+' : '');
  const where = [...parts, ...indexed].join(' and ');
  const index = indexed.length ? 'jobs_open_id_idx' : 'jobs_open_category_idx';
  return `select j.id from jobs j indexed by ${index} where ${where} ${ORDER}`;
}

/** The list fields and the description of given jobs (@ids), newest first. */
export const DETAILS_SQL = `select ${FIELDS}, j.description ${FROM} where j.id in (select value from json_each(@ids)) ${ORDER}`;
