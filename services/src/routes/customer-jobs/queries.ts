// Reads of the customer's side of a job. Ownership is part of every where clause: a job or contact
// of another customer is simply not found (404), never filtered out afterwards.
import { and, avg, count, desc, eq } from 'drizzle-orm';
import type { SessionUser } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { AppError } from '../../errors.js';
import {
  bids,
  categories,
  companies,
  contacts,
  jobs,
  reviews,
  users,
  zipCodes,
} from '../../db/schema/index.js';

/** The database or a transaction on it: reads work on both. */
export type Reader = Pick<Db, 'select'>;

/** The customer's own job, or undefined. */
export function ownJob(db: Reader, jobId: number, userId: number) {
  return db
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
export type OwnJob = NonNullable<ReturnType<typeof ownJob>>;

/** Whose side a caller is on: the job's customer, or the contact's company. */
export type Side = { userId: number } | { companyId: number };

/** The caller's side; an account without either (the administrator) has no contacts. */
export function sideOf(user: SessionUser): Side {
  if (user.role === 'user') return { userId: user.id };
  if (user.role === 'company' && user.companyId !== null) return { companyId: user.companyId };
  throw new AppError(403, 'errors:::forbidden');
}

/** A contact on one of the customer's jobs, or of the company (optionally of that job), with its company. */
export function ownContact(db: Reader, contactId: number, owner: number | Side, jobId?: number) {
  const side: Side = typeof owner === 'number' ? { userId: owner } : owner;
  const where = [
    eq(contacts.id, contactId),
    'userId' in side ? eq(jobs.userId, side.userId) : eq(contacts.companyId, side.companyId),
  ];
  if (jobId !== undefined) where.push(eq(contacts.jobId, jobId));
  return db
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
export type OwnContact = NonNullable<ReturnType<typeof ownContact>>;

/** Every bid of a contact, newest first (a company may withdraw and bid again). */
export function bidsOfContact(db: Db, contactId: number) {
  return db
    .select()
    .from(bids)
    .where(eq(bids.contactId, contactId))
    .orderBy(desc(bids.createdAt), desc(bids.id))
    .all();
}
export type BidRow = ReturnType<typeof bidsOfContact>[number];

/** A company's public face: name, place, description, star average over its reviews. */
export function companyCard(db: Db, companyId: number) {
  const company = db
    .select({
      id: companies.id,
      userId: companies.userId,
      name: companies.name,
      slug: companies.slug,
      project: companies.project,
      city: companies.city,
      zip: companies.zip,
      description: companies.description,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .get();
  if (!company) return undefined;
  const score = db
    .select({ rating: avg(reviews.rating), n: count() })
    .from(reviews)
    .where(and(eq(reviews.companyId, companyId), eq(reviews.kind, 'review')))
    .get();
  return {
    ...company,
    rating: score?.rating == null ? null : Math.round(Number(score.rating) * 10) / 10,
    reviewsCount: score?.n ?? 0,
  };
}
export type CompanyCard = NonNullable<ReturnType<typeof companyCard>>;

/** The city of a zip code, '' when unknown. */
export function cityOf(db: Db, zip: string): string {
  return db.select({ city: zipCodes.city }).from(zipCodes).where(eq(zipCodes.zip, zip)).get()?.city ?? '';
}

/** Name, e-mail, phone and zip of an account (the customer on a booking confirmation). */
export function personOf(db: Db, userId: number) {
  return db
    .select({ name: users.name, email: users.email, phone: users.phone, zip: users.zip })
    .from(users)
    .where(eq(users.id, userId))
    .get();
}
