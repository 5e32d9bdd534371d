// The SQL of the open-jobs list, one prepared statement per filter shape (regions or not, how each
// search word is matched): the ids of every match, newest first (remembered by memory.ts), and the
// fields of one page of them. SQLite has no statistics here, so the index is named (a hint
// PostgreSQL's dialect leaves out). The indexed words read SQLite's FTS5 trigram table, or on
// PostgreSQL the pg_trgm index jobs_open_search_idx over the folded headline and description of
// open jobs (migrations-pg 0004). What the engines spell differently comes from db/engine/dialect.ts.
import { likeFolded, perEngine, type Dialect } from '../../engine/dialect.js';
import { seenByCompany } from '../job-visibility.js';
import type { WordMatch } from './words.js';

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
export const inListedCategories = (dialect: Dialect): string =>
  dialect.inIdList('j.category_id', '@categories');

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
function baseOf(dialect: Dialect, withRegions: boolean, words: WordShape[], plus = ''): string[] {
  const parts = [seenByCompany(`${plus}${inListedCategories(dialect)}`)];
  if (withRegions)
    parts.push(
      `${plus}j.zip in (select zip from zip_codes where ${dialect.inIdList('region_id', '@regions')})`,
    );
  words.forEach(({ match }, i) => {
    if (match === 'fts') return;
    const fold = match === 'ascii' ? 'lower' : 'da_lower';
    const has = (column: string) => `${dialect.textPosition(`${fold}(${column})`, `@w${i}`)} > 0`;
    parts.push(`(${has('j.headline')} or ${has('j.description')}
      or ${dialect.inIdList('j.category_id', `@c${i}`)} or j.zip = @w${i})`);
  });
  return parts;
}

const FTS_MATCH = 'select rowid from jobs_open_search where jobs_open_search match';
const PG_TEXT = `da_lower(headline || ' ' || description)`;

/**
 * The open jobs whose text has every given word: on SQLite one FTS5 query (@q<key>, the words as
 * phrases), on PostgreSQL one LIKE per word (@p<i>, '%word%') that the trigram index answers.
 */
function textMatch(dialect: Dialect, key: string, words: number[]): string {
  if (dialect.engine === 'sqlite') return `${FTS_MATCH} @q${key}`;
  const likes = words.map((i) => likeFolded(PG_TEXT, `@p${i}`));
  return `select id from jobs where status = 'open' and ${likes.join(' and ')}`;
}

/** The open jobs of the categories bound as the JSON list `list`, from jobs_open_category_idx. */
const openByCategory = (dialect: Dialect, list: string): string =>
  `select id from jobs ${dialect.indexHint('jobs_open_category_idx')} where status = 'open' and ${dialect.inIdList('category_id', list)}`;

/**
 * The open jobs an indexed word matches: the trigram index (substring of headline or description),
 * plus every job of a category whose name has the word, plus the jobs in that zip.
 */
function indexedWord(dialect: Dialect, { zip, category }: WordShape, i: number): string {
  const sets = [textMatch(dialect, String(i), [i])];
  if (category) sets.push(openByCategory(dialect, `@c${i}`));
  if (zip) sets.push(`${openByCategory(dialect, '@categories')} and zip = @w${i}`);
  return `j.id in (${sets.join(' union all ')})`;
}

/**
 * Every match's id, newest first, for a filter with words. With an indexed word the matches come
 * from the trigram index and are checked by id on jobs_open_id_idx (no text read); with only
 * short or unusual words every candidate of the category index reads its text, as before.
 */
export function matchIdsSql(dialect: Dialect, withRegions: boolean, words: WordShape[]): string {
  // Indexed words without other branches go to the index together (one AND query, no id list each).
  const alone = (word: WordShape) => word.match === 'fts' && !word.zip && !word.category;
  const indexed = words.flatMap((word, i) =>
    word.match === 'fts' && !alone(word) ? [indexedWord(dialect, word, i)] : [],
  );
  const aloneWords = words.flatMap((word, i) => (alone(word) ? [i] : []));
  if (aloneWords.length) indexed.unshift(`j.id in (${textMatch(dialect, '', aloneWords)})`);
  const parts = baseOf(dialect, withRegions, words, indexed.length && dialect.engine === 'sqlite' ? '+' : '');
  const where = [...parts, ...indexed].join(' and ');
  const index = indexed.length ? 'jobs_open_id_idx' : 'jobs_open_category_idx';
  return `select j.id from jobs j ${dialect.indexHint(index)} where ${where} ${ORDER}`;
}

/** The list fields and the description of given jobs (@ids), newest first. */
export const detailsSql = perEngine(
  (dialect) => `select ${FIELDS}, j.description ${FROM} where ${dialect.inIdList('j.id', '@ids')} ${ORDER}`,
);
