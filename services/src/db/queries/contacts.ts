// Reads of a contact (a company's link to a job) seen from one side, shared by the customer's job
// pages and the messages: the contact with its company and job, and its bids (for a list of
// contacts, its newest bid as a subquery). The side is part of every where clause, so a contact of
// someone else is simply not found (404).
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db, Reader } from '../open.js';
import { bids, companies, contacts, jobs } from '../schema/index.js';

/** Whose side a caller is on: the job's customer, or the contact's company. */
export type Side = { userId: number } | { companyId: number };

/** A contact on one of the customer's jobs, or of the company (optionally of that job), with its company. */
export async function ownContact(db: Reader, contactId: number, owner: number | Side, jobId?: number) {
  const side: Side = typeof owner === 'number' ? { userId: owner } : owner;
  const where = [
    eq(contacts.id, contactId),
    'userId' in side ? eq(jobs.userId, side.userId) : eq(contacts.companyId, side.companyId),
  ];
  if (jobId !== undefined) where.push(eq(contacts.jobId, jobId));
  return await db
    .select({
      id: contacts.id,
      jobId: contacts.jobId,
      state: contacts.state,
      isWinner: contacts.isWinner,
      selectedAt: contacts.selectedAt,
      appointmentAt: contacts.appointmentAt,
      companyId: companies.id,
      companyUserId: companies.userId,
      companyName: companies.name,
      companySlug: companies.slug,
      companyProject: companies.project,
      companyPhone: companies.phone,
      companyMobile: companies.notifyPhone,
      companyEmail: companies.email,
      companyAddress: companies.address,
      companyZip: companies.zip,
      companyCity: companies.city,
      companyCvr: companies.cvr,
      customerId: jobs.userId,
      headline: jobs.headline,
      jobStatus: jobs.status,
      jobZip: jobs.zip,
    })
    .from(contacts)
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    .where(and(...where))
    .get();
}
export type OwnContact = NonNullable<Awaited<ReturnType<typeof ownContact>>>;

/** Every bid of a contact, newest first (a company may withdraw and bid again). */
export async function bidsOfContact(db: Db, contactId: number) {
  return await db
    .select()
    .from(bids)
    .where(eq(bids.contactId, contactId))
    .orderBy(desc(bids.createdAt), desc(bids.id))
    .all();
}
export type BidRow = Awaited<ReturnType<typeof bidsOfContact>>[number];

const ofContact = alias(bids, 'contact_bids');

/** The id of a contact's newest bid (the first of bidsOfContact), correlated on the `contactId` column. */
export function newestBidId(contactId: SQLiteColumn): SQL<number | null> {
  return sql`(select ${ofContact.id} from ${bids} ${ofContact} where ${ofContact.contactId} = ${contactId}
    order by ${ofContact.createdAt} desc, ${ofContact.id} desc limit 1)`;
}
