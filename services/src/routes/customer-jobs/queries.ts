// Reads of the customer's side of a job. Ownership is part of every where clause: a job of another
// customer is simply not found (404), never filtered out afterwards. A contact with its company and
// its bids are db/queries/contacts.ts (the messages area reads them too).
import { and, eq } from 'drizzle-orm';
import type { Db, Reader } from '../../db/open.js';
import { categories, jobs, users, zipCodes } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

/** The customer's own job, or undefined. */
export async function ownJob(db: Reader, jobId: number, userId: number) {
  return await db
    .select({
      id: jobs.id,
      userId: jobs.userId,
      headline: jobs.headline,
      description: jobs.description,
      status: jobs.status,
      zip: jobs.zip,
      categoryId: jobs.categoryId,
      categoryName: categories.name,
      createdAt: jobs.createdAt,
      personalizedCompanyId: jobs.personalizedCompanyId,
    })
    .from(jobs)
    .innerJoin(categories, eq(categories.id, jobs.categoryId))
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
    .get();
}
export type OwnJob = NonNullable<Awaited<ReturnType<typeof ownJob>>>;

/** The customer's own job; a job of another customer, or none, is 404 job_not_found. */
export async function ownJobOrNotFound(db: Reader, jobId: number, userId: number): Promise<OwnJob> {
  const job = await ownJob(db, jobId, userId);
  if (!job) throw new AppError(404, 'errors:::job_not_found');
  return job;
}

/** The city of a zip code, '' when unknown. */
export async function cityOf(db: Db, zip: string): Promise<string> {
  return (
    (await db.select({ city: zipCodes.city }).from(zipCodes).where(eq(zipCodes.zip, zip)).get())?.city ?? ''
  );
}

/** Name, e-mail, phone and zip of an account (the customer on a booking confirmation). */
export async function personOf(db: Db, userId: number) {
  return await db
    .select({ name: users.name, email: users.email, phone: users.phone, zip: users.zip })
    .from(users)
    .where(eq(users.id, userId))
    .get();
}
