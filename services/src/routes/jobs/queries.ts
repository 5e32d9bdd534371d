// Reads of the jobs area: a customer's own jobs with bid and unread counts. (A company's open jobs
// are the one open-jobs query of db/queries/open-jobs, shared with the catalogue's findopgaver.)
import { desc, eq, sql } from 'drizzle-orm';
import type { UserJobItem } from '@opgavetorvet/contracts';
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
