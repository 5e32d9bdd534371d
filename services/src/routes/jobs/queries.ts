// Reads of the jobs area: a customer's own jobs with bid and unread counts, and the open jobs a
// company may bid on (its categories and their subcategories), paged and searchable.
import { and, count, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { CompanyOpenJobItem, UserJobItem } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { categories, jobs, zipCodes } from '../../db/schema/index.js';

/** Bids that still stand: not withdrawn, and the customer has not declined them. */
const activeBidsOfJob = sql<number>`(select count(*) from contacts ct join bids b on b.contact_id = ct.id
  where ct.job_id = ${jobs.id} and b.withdrawn_at is null and ct.state not in ('withdrawn', 'declined'))`;

/** The customer's own jobs, newest first. Ownership is part of the where clause. */
export async function userJobs(db: Db, userId: number): Promise<UserJobItem[]> {
  return await db
    .select({
      job_id: jobs.id,
      headline: jobs.headline,
      category_name: categories.name,
      status: jobs.status,
      zip: jobs.zip,
      city: sql<string>`coalesce(${zipCodes.city}, '')`,
      created_at: jobs.createdAt,
      bids_count: activeBidsOfJob,
      unread_count: sql<number>`(select count(*) from contacts ct join messages m on m.contact_id = ct.id
        where ct.job_id = ${jobs.id} and m.sender = 'company' and m.read_at is null)`,
    })
    .from(jobs)
    .innerJoin(categories, eq(categories.id, jobs.categoryId))
    .leftJoin(zipCodes, eq(zipCodes.zip, jobs.zip))
    .where(eq(jobs.userId, userId))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .all();
}

export const COMPANY_JOBS_PAGE_SIZE = 20;

function openJobsFor(companyId: number, search: string): SQL {
  const conditions: SQL[] = [
    eq(jobs.status, 'open'),
    sql`(${jobs.categoryId} in (select category_id from company_categories where company_id = ${companyId})
      or ${jobs.categoryId} in (select c.id from categories c join company_categories cc on cc.category_id = c.parent_id
        where cc.company_id = ${companyId}))`,
    // A personalised order is addressed to one company; no other company sees it.
    sql`(${jobs.personalizedCompanyId} is null or ${jobs.personalizedCompanyId} = ${companyId})`,
  ];
  const words = search.trim().toLocaleLowerCase('da-DK').split(/\s+/).filter(Boolean).slice(0, 8);
  for (const word of words) {
    conditions.push(sql`(instr(da_lower(${jobs.headline}), ${word}) > 0 or instr(da_lower(${jobs.description}), ${word}) > 0
      or instr(da_lower(${categories.name}), ${word}) > 0 or ${jobs.zip} = ${word})`);
  }
  return and(...conditions) as SQL;
}

/** What the list leaves out or marks: the company's hidden jobs, and whether all are shown anyway. */
export interface HiddenChoice {
  hiddenIds: number[];
  showAll: boolean;
}

/** Which page of the list to answer: a number, or the page that holds a job (SPEC §2's ?jobid=). */
export type OpenJobsPage = number | { holding: number };

/**
 * One page of open jobs in the company's categories, newest first, and how many there are; the
 * company's hidden jobs are left out unless all are shown (SPEC §4), and counted either way.
 * Asked for the page holding a job, it answers the page the job is on in this same list, or page
 * 1 when the job is not in it (taken, hidden, another category); `page` says which it answered.
 */
export async function companyOpenJobs(
  db: Db,
  companyId: number,
  asked: OpenJobsPage,
  search: string,
  { hiddenIds, showAll }: HiddenChoice,
): Promise<{ jobs: CompanyOpenJobItem[]; page: number; total: number; hiddenTotal: number }> {
  const matching = openJobsFor(companyId, search);
  const hiddenJson = JSON.stringify(hiddenIds);
  const isHidden = sql`${jobs.id} in (select value from json_each(${hiddenJson}))`;
  const where = showAll ? matching : (and(matching, sql`not ${isHidden}`) as SQL);
  const countWhere = async (condition: SQL) =>
    (
      await db
        .select({ n: count() })
        .from(jobs)
        .innerJoin(categories, eq(categories.id, jobs.categoryId))
        .where(condition)
        .get()
    )?.n ?? 0;
  const page = typeof asked === 'number' ? asked : await pageHolding(db, where, asked.holding, countWhere);
  const total = await countWhere(where);
  const hiddenTotal = hiddenIds.length === 0 ? 0 : await countWhere(and(matching, isHidden) as SQL);
  const rows = await db
    .select({
      job_id: jobs.id,
      headline: jobs.headline,
      description: jobs.description,
      category_name: categories.name,
      zip: jobs.zip,
      city: sql<string>`coalesce(${zipCodes.city}, '')`,
      created_at: jobs.createdAt,
      bids_count: activeBidsOfJob,
      has_bid: sql<number>`exists(select 1 from contacts ct join bids b on b.contact_id = ct.id
        where ct.job_id = ${jobs.id} and ct.company_id = ${companyId} and b.withdrawn_at is null)`,
      hidden: sql<number>`${isHidden}`,
    })
    .from(jobs)
    .innerJoin(categories, eq(categories.id, jobs.categoryId))
    .leftJoin(zipCodes, eq(zipCodes.zip, jobs.zip))
    .where(where)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(COMPANY_JOBS_PAGE_SIZE)
    .offset((page - 1) * COMPANY_JOBS_PAGE_SIZE)
    .all();
  return {
    jobs: rows.map((row) => ({ ...row, has_bid: Boolean(row.has_bid), hidden: Boolean(row.hidden) })),
    page,
    total,
    hiddenTotal,
  };
}

/** The page of the list (newest first) that holds the job, or 1 when the list does not hold it. */
async function pageHolding(
  db: Db,
  where: SQL,
  jobId: number,
  countWhere: (condition: SQL) => Promise<number>,
): Promise<number> {
  const job = await db
    .select({ createdAt: jobs.createdAt })
    .from(jobs)
    .innerJoin(categories, eq(categories.id, jobs.categoryId))
    .where(and(where, eq(jobs.id, jobId)))
    .get();
  if (!job) return 1;
  const before = await countWhere(
    and(
      where,
      or(gt(jobs.createdAt, job.createdAt), and(eq(jobs.createdAt, job.createdAt), gt(jobs.id, jobId))),
    ) as SQL,
  );
  return Math.floor(before / COMPANY_JOBS_PAGE_SIZE) + 1;
}
