// What one customer has done, for the administrator's customer page: their jobs (with how many offers
// each got), the offers they received, their complaints, the reviews they wrote, and per conversation
// how many messages went each way and when — never what the messages say. One query per list, newest
// first, at most ACTIVITY_LIMIT rows each.
import { and, asc, desc, eq, isNull, max, min, sql } from 'drizzle-orm';
import type {
  AdminCustomerComplaint,
  AdminCustomerJob,
  AdminCustomerOffer,
  AdminCustomerReview,
  AdminCustomerThread,
} from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import {
  bids,
  categories,
  companies,
  complaints,
  contacts,
  jobs,
  messages,
  reviews,
} from '../../db/schema/index.js';

export const ACTIVITY_LIMIT = 100;

// Nested, so its columns keep their table names (as in a selected field's own SQL they would not).
const contactsOfJob = sql`select count(*) from ${contacts} where ${contacts.jobId} = ${jobs.id}`;

/** A column of a select over `jobs`: the companies that made an offer on the job. */
const offerCount = sql<number>`(${contactsOfJob})`;

export async function jobsOf(db: Db, userId: number): Promise<AdminCustomerJob[]> {
  const rows = await db
    .select({
      job_id: jobs.id,
      headline: jobs.headline,
      category: categories.name,
      status: jobs.status,
      created_at: jobs.createdAt,
      offer_count: offerCount,
    })
    .from(jobs)
    .innerJoin(categories, eq(categories.id, jobs.categoryId))
    .where(eq(jobs.userId, userId))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(ACTIVITY_LIMIT)
    .all();
  return rows.map((row) => ({ ...row, offer_count: Number(row.offer_count) }));
}

export async function offersOf(db: Db, userId: number): Promise<AdminCustomerOffer[]> {
  return await db
    .select({
      contact_id: contacts.id,
      job_id: jobs.id,
      headline: jobs.headline,
      company_id: companies.id,
      company: companies.name,
      state: contacts.state,
      amount: bids.amount,
      created_at: contacts.createdAt,
    })
    .from(contacts)
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    .leftJoin(bids, and(eq(bids.contactId, contacts.id), isNull(bids.withdrawnAt)))
    .where(eq(jobs.userId, userId))
    .orderBy(desc(contacts.createdAt), desc(contacts.id))
    .limit(ACTIVITY_LIMIT)
    .all();
}

export async function complaintsOf(db: Db, userId: number): Promise<AdminCustomerComplaint[]> {
  return await db
    .select({
      complaint_id: complaints.id,
      company_name: complaints.companyName,
      status: complaints.status,
      created_at: complaints.createdAt,
    })
    .from(complaints)
    .where(eq(complaints.userId, userId))
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .limit(ACTIVITY_LIMIT)
    .all();
}

export async function reviewsOf(db: Db, userId: number): Promise<AdminCustomerReview[]> {
  return await db
    .select({
      review_id: reviews.id,
      company_id: companies.id,
      company: companies.name,
      rating: reviews.rating,
      title: reviews.title,
      created_at: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(ACTIVITY_LIMIT)
    .all();
}

/** Per conversation on the customer's jobs: messages sent and received, the first and the last. */
export async function threadsOf(db: Db, userId: number): Promise<AdminCustomerThread[]> {
  const rows = await db
    .select({
      contact_id: contacts.id,
      job_id: jobs.id,
      headline: jobs.headline,
      company: companies.name,
      sent: sql<number>`sum(case when ${messages.sender} = 'user' then 1 else 0 end)`,
      received: sql<number>`sum(case when ${messages.sender} = 'company' then 1 else 0 end)`,
      first_at: min(messages.createdAt),
      last_at: max(messages.createdAt),
    })
    .from(messages)
    .innerJoin(contacts, eq(contacts.id, messages.contactId))
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    .where(eq(jobs.userId, userId))
    .groupBy(contacts.id, jobs.id, jobs.headline, companies.name)
    .orderBy(desc(max(messages.createdAt)), asc(contacts.id))
    .limit(ACTIVITY_LIMIT)
    .all();
  return rows.map((row) => ({
    ...row,
    sent: Number(row.sent),
    received: Number(row.received),
    first_at: Number(row.first_at),
    last_at: Number(row.last_at),
  }));
}
