// The joins every read of cancellation requests shares: from the request to its contact, the job
// and the company that asked to cancel; the customer's alias for the lists that name her.
import { eq } from 'drizzle-orm';
import { alias, type SQLiteSelect } from 'drizzle-orm/sqlite-core';
import { cancellations, companies, contacts, jobs, users } from '../../db/schema/index.js';

/** The customer whose job a request is about. */
export const customers = alias(users, 'customers');

/**
 * What a card of a request shows, pending or decided: the job, the company asking, the customer,
 * the reason with its category, whether the customer wants a new company, the agreed date.
 */
export const requestColumns = {
  job_id: jobs.id,
  headline: jobs.headline,
  company_name: companies.name,
  user_name: customers.name,
  text: cancellations.text,
  option_select: cancellations.optionSelect,
  option_new_one: cancellations.optionNewOne,
  appointment_at: cancellations.appointmentAt,
  created_at: cancellations.createdAt,
};

/** A dynamic select `from(cancellations)` joined to the request's contact, job and company. */
export function withJobAndCompany<T extends SQLiteSelect>(query: T) {
  return query
    .innerJoin(contacts, eq(contacts.id, cancellations.contactId))
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .innerJoin(companies, eq(companies.id, contacts.companyId));
}
