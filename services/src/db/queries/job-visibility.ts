// "Who may see this job", written once (CONVENTIONS.md, one path per thing): a company sees, and may
// bid on, a job while it is open, lies in the company's categories (one the company chose, or a
// subcategory of a top-level one it chose) and is addressed to no other company (a personalised
// order is its addressee's alone). SQL text over the job `j` and the company `@company`, read by the
// open-jobs list, the checked-jobs list, a job's description and the bid (which refuses each part
// with its own text).
import { perEngine } from '../engine/dialect.js';
import type { Queryable } from '../engine/store.js';
import { all, one } from '../prepared-sql.js';

/** The company's categories: its own and the subcategories of its top-level ones. */
const COMPANY_CATEGORIES_SQL = `select category_id id from company_categories where company_id = @company
    union select c.id from categories c join company_categories cc on cc.category_id = c.parent_id where cc.company_id = @company`;
const withSubcategoriesSql = perEngine(
  (dialect) => `select id from categories where ${dialect.inIdList('id', '@ids')}
    or ${dialect.inIdList('parent_id', '@ids')}`,
);

/** The parts of the rule, each a condition on `j`. */
export const SEEN_BY_COMPANY = {
  open: `j.status = 'open'`,
  inCategories: `(j.category_id in (${COMPANY_CATEGORIES_SQL}))`,
  addressed: `(j.personalized_company_id is null or j.personalized_company_id = @company)`,
} as const;

/**
 * The whole rule as one condition. A list that has already narrowed the company's categories
 * (`companyCategories`) and binds them as a JSON list passes its own category condition over them.
 */
export function seenByCompany(inCategories: string = SEEN_BY_COMPANY.inCategories): string {
  return `${SEEN_BY_COMPANY.open} and ${inCategories} and ${SEEN_BY_COMPANY.addressed}`;
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

/**
 * The company's categories (as `inCategories` reads them), or those of them among `chosen` and the
 * subcategories of `chosen` (a top-level category includes its subcategories); null = all of them.
 */
export async function companyCategories(
  db: Queryable,
  companyId: number,
  chosen: number[] | null,
): Promise<number[]> {
  const own = ids(await all<{ id: number }>(db, COMPANY_CATEGORIES_SQL, { company: companyId }));
  if (chosen === null) return own;
  if (chosen.length === 0) return [];
  const picked = new Set(
    ids(await all<{ id: number }>(db, withSubcategoriesSql(db), { ids: JSON.stringify(chosen) })),
  );
  return own.filter((id) => picked.has(id));
}

const SEES_JOB_SQL = `select 1 ok from jobs j where j.id = @job and ${seenByCompany()}`;

/** Whether the company may see (and bid on) this job now. */
export async function companySeesJob(db: Queryable, companyId: number, jobId: number): Promise<boolean> {
  return (await one<{ ok: number }>(db, SEES_JOB_SQL, { job: jobId, company: companyId })) !== undefined;
}
