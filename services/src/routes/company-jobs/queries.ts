// Reads of the company side of one job: the job as this company may see it (with its own contact),
// the job's attribute answers, and the customer once this company is chosen.
import { and, asc, eq, sql } from 'drizzle-orm';
import { dialectOf, fragment } from '../../db/engine/dialect.js';
import type { Db } from '../../db/open.js';
import { perDatabase } from '../../db/per-database.js';
import { withAnswerJoins } from '../../db/queries/job-answers.js';
import { companySeesJob } from '../../db/queries/job-visibility.js';
import {
  attributeOptions,
  carModels,
  categories,
  categoryAttributes,
  contacts,
  jobAttributes,
  jobs,
  users,
  zipCodes,
  type ContactState,
} from '../../db/schema/index.js';

const placeholder = sql.placeholder;

const statements = perDatabase((db) => ({
  job: db
    .select({
      job_id: jobs.id,
      headline: jobs.headline,
      description: jobs.description,
      zip: jobs.zip,
      city: sql<string>`coalesce(${zipCodes.city}, '')`,
      status: jobs.status,
      created_at: jobs.createdAt,
      wanted_start_at: jobs.wantedStartAt,
      user_id: jobs.userId,
      category_id: categories.id,
      category_name: categories.name,
      contact_id: contacts.id,
      contact_state: contacts.state,
      is_winner: sql<number | null>`${contacts.isWinner}`,
      selected_at: contacts.selectedAt,
    })
    .from(jobs)
    .innerJoin(categories, eq(categories.id, jobs.categoryId))
    .leftJoin(zipCodes, eq(zipCodes.zip, jobs.zip))
    .leftJoin(contacts, and(eq(contacts.jobId, jobs.id), eq(contacts.companyId, placeholder('company'))))
    .where(eq(jobs.id, placeholder('job')))
    .prepare(),
  answers: withAnswerJoins(
    db
      .select({
        name: categoryAttributes.name,
        unit: categoryAttributes.unit,
        value: sql<string>`${fragment(
          dialectOf(db).stringAgg,
          sql`coalesce(${attributeOptions.label}, cast(${jobAttributes.numberValue} as text), ${carModels.make} || ' ' || ${carModels.model})`,
          sql`', '`,
        )}`,
      })
      .from(jobAttributes)
      .$dynamic(),
  )
    .where(eq(jobAttributes.jobId, placeholder('job')))
    .groupBy(categoryAttributes.id)
    .orderBy(asc(categoryAttributes.sort), asc(categoryAttributes.id))
    .prepare(),
  customer: db
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, placeholder('user')))
    .prepare(),
}));

export interface CompanyJobView {
  job_id: number;
  headline: string;
  description: string;
  zip: string;
  city: string;
  status: string;
  created_at: number;
  wanted_start_at: number | null;
  user_id: number;
  category_id: number;
  category_name: string;
  contact_id: number | null;
  contact_state: ContactState | null;
  is_winner: number | null;
  selected_at: number | null;
}

/**
 * The job when this company may see it: an open job it may see (db/queries/job-visibility.ts), or
 * one it was chosen for (its own contact has a selection time). Undefined otherwise, so the caller
 * answers 404.
 */
export async function jobForCompany(
  db: Db,
  companyId: number,
  jobId: number,
): Promise<CompanyJobView | undefined> {
  const job: CompanyJobView | undefined = await statements(db).job.get({ company: companyId, job: jobId });
  if (!job) return undefined;
  if (job.selected_at !== null) return job;
  return (await companySeesJob(db, companyId, jobId)) ? job : undefined;
}

export interface AnswerRow {
  name: string;
  unit: string | null;
  value: string;
}

/** The job's attribute answers, one row per attribute (ticked checkboxes joined). */
export async function jobAnswers(db: Db, jobId: number): Promise<AnswerRow[]> {
  return await statements(db).answers.all({ job: jobId });
}

export interface Customer {
  name: string;
  email: string;
  phone: string | null;
}

export async function customerOf(db: Db, userId: number): Promise<Customer | undefined> {
  return await statements(db).customer.get({ user: userId });
}

/** The street address the customer gave for the job's chosen company (issue 32); read only for that company. */
export async function jobStreetAddress(db: Db, jobId: number): Promise<string | null> {
  const row = await db.select({ street: jobs.streetAddress }).from(jobs).where(eq(jobs.id, jobId)).get();
  return row?.street ?? null;
}
