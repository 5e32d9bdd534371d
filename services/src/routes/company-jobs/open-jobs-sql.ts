// The SQL of the open-jobs filter, one prepared set per filter shape (regions or not, which search
// words are plain ASCII). Conditions read only jobs columns, so counting can run on
// jobs_open_category_idx alone; SQLite has no statistics here, so the index is named (indexed by).
import type { Database, Statement } from 'better-sqlite3';

export const FIELDS = `j.id job_id, j.headline, c.name category_name, j.zip, coalesce(z.city, '') city, j.created_at,
  (select count(*) from contacts ct join bids b on b.contact_id = ct.id
    where ct.job_id = j.id and b.withdrawn_at is null and ct.state not in ('withdrawn', 'declined')) bids_count,
  exists(select 1 from contacts ct join bids b on b.contact_id = ct.id
    where ct.job_id = j.id and ct.company_id = @company and b.withdrawn_at is null) has_bid`;

export const FROM = `from jobs j join categories c on c.id = j.category_id left join zip_codes z on z.zip = j.zip`;
const via = (index: string) =>
  `from jobs j indexed by ${index} join categories c on c.id = j.category_id left join zip_codes z on z.zip = j.zip`;
const ORDER = 'order by j.created_at desc, j.id desc';

/**
 * The conditions every match meets: regions through the zip, each word in headline or description (an ASCII word
 * with SQLite's own lower(), another with the JS da_lower), a category whose name has the word
 * (@cN, found beforehand), or the zip itself.
 */
function baseOf(withRegions: boolean, asciiWords: boolean[]): string[] {
  const parts = [`j.status = 'open'`, `j.category_id in (select value from json_each(@categories))`];
  if (withRegions)
    parts.push(
      `j.zip in (select zip from zip_codes where region_id in (select value from json_each(@regions)))`,
    );
  asciiWords.forEach((ascii, i) => {
    const fold = ascii ? 'lower' : 'da_lower';
    parts.push(`(instr(${fold}(j.headline), @w${i}) > 0 or instr(${fold}(j.description), @w${i}) > 0
      or j.category_id in (select value from json_each(@c${i})) or j.zip = @w${i})`);
  });
  return parts;
}

const ADDRESSED = `(j.personalized_company_id is null or j.personalized_company_id = @company)`;
const NOT_HIDDEN = `j.id not in (select value from json_each(@hidden))`;

/**
 * The count without words, on the index alone: jobs addressed to no one plus those addressed to
 * this company (two index seeks instead of a check per entry), minus the hidden ones that match.
 */
function countOf(base: string): string {
  const open = `select count(*) from jobs j indexed by jobs_open_category_idx where ${base}`;
  return `select (${open} and j.personalized_company_id is null) + (${open} and j.personalized_company_id = @company)
    - (select count(*) from json_each(@hidden) h cross join jobs j on j.id = h.value where ${base} and ${ADDRESSED})`;
}

export interface ShapeStatements {
  /** Matches counted on the index alone (no words). */
  count: Statement;
  /** A page walking open jobs newest first: cheap while matches are a good share of open jobs. */
  byDate: Statement;
  /** A page read from the category index and sorted: cheap while matches are few. */
  byCategory: Statement;
  /** Every match's id, newest first (with words: one pass over the text instead of two). */
  matchIds: Statement;
}

export function prepareShape(client: Database, withRegions: boolean, asciiWords: boolean[]): ShapeStatements {
  const base = baseOf(withRegions, asciiWords).join(' and ');
  const where = `${base} and ${ADDRESSED} and ${NOT_HIDDEN}`;
  return {
    count: client.prepare(countOf(base)).pluck(),
    byDate: client.prepare(
      `select ${FIELDS} ${via('jobs_status_created_idx')} where ${where} ${ORDER} limit @limit offset @offset`,
    ),
    byCategory: client.prepare(
      `select ${FIELDS} ${via('jobs_open_category_idx')} where ${where} ${ORDER} limit @limit offset @offset`,
    ),
    matchIds: client
      .prepare(`select j.id from jobs j indexed by jobs_open_category_idx where ${where} ${ORDER}`)
      .pluck(),
  };
}

/** The list fields of given jobs, newest first. */
export const DETAILS_SQL = `select ${FIELDS} ${FROM} where j.id in (select value from json_each(@ids)) ${ORDER}`;
