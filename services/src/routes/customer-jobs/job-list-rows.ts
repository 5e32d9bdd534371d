// The customer's job list (/bruger/opgaver), selected into its shape in one statement: each job with
// its category, city, the bids that still stand and the companies' unread messages. One query for
// GET /api/bruger/opgaver (every row) and the job block the list's idea link opens in place
// (/bruger/update_icon_idea: one row). Ownership is part of the where clause.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { UserJobItem } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { categories, jobs, zipCodes } from '../../db/schema/index.js';

/** Bids that still stand: not withdrawn, and the customer has not declined them. */
const activeBidsOfJob = sql<number>`(select count(*) from contacts ct join bids b on b.contact_id = ct.id
  where ct.job_id = ${jobs.id} and b.withdrawn_at is null and ct.state not in ('withdrawn', 'declined'))`;

/** The companies' messages on the job the customer has not read. */
const unreadOfJob = sql<number>`(select count(*) from contacts ct join messages m on m.contact_id = ct.id
  where ct.job_id = ${jobs.id} and m.sender = 'company' and m.read_at is null)`;

/** The customer's own jobs, newest first; with `jobId`, that one job's row (none if not hers). */
export async function customerJobList(db: Db, userId: number, jobId?: number): Promise<UserJobItem[]> {
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
      unread_count: unreadOfJob,
    })
    .from(jobs)
    .innerJoin(categories, eq(categories.id, jobs.categoryId))
    .leftJoin(zipCodes, eq(zipCodes.zip, jobs.zip))
    .where(and(eq(jobs.userId, userId), jobId === undefined ? undefined : eq(jobs.id, jobId)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .all();
}
