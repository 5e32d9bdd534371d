// The joins every read of cancellation requests shares: from the request to its contact, the job
// and the company that asked to cancel; the customer's alias for the lists that name her.
import { eq } from 'drizzle-orm';
import { alias, type SQLiteSelect } from 'drizzle-orm/sqlite-core';
import { cancellations, companies, contacts, jobs, users } from '../../db/schema/index.js';

/** The customer whose job a request is about. */
export const customers = alias(users, 'customers');

/** A dynamic select `from(cancellations)` joined to the request's contact, job and company. */
export function withJobAndCompany<T extends SQLiteSelect>(query: T) {
  return query
    .innerJoin(contacts, eq(contacts.id, cancellations.contactId))
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .innerJoin(companies, eq(companies.id, contacts.companyId));
}
