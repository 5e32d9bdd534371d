// Jobs (opgaver) and everything that links a job to a company: the contact with its state, the
// sealed bid, invitations, contract change proposals and cancellation requests.
import { CONTACT_STATES, JOB_STATUSES } from '@opgavetorvet/contracts/job-states';
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.js';
import { attributeOptions, carModels, categories, categoryAttributes } from './catalog.js';
import { createdAt, id } from './columns.js';
import { companies } from './companies.js';

// The states are declared once in the contracts (drizzle-kit loads them through the `./job-states`
// entry: `npm run db:generate` asks for its TypeScript source, the built service for its JavaScript).
export { CONTACT_STATES, JOB_STATUSES };
export type JobStatus = (typeof JOB_STATUSES)[number];

export const jobs = sqliteTable(
  'jobs',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    headline: text().notNull(),
    description: text().notNull(),
    zip: text().notNull(),
    status: text({ enum: JOB_STATUSES }).notNull().default('open'),
    /** A personalised work order is addressed to one company from its pricelist. */
    personalizedCompanyId: integer().references(() => companies.id),
    amount: integer(),
    wantedStartAt: integer(),
    createdAt: createdAt(),
    closedAt: integer(),
    /** When matching companies were told of the job; null while that is still to do (posted or re-opened). */
    announcedAt: integer(),
    /** An open job with no chosen company expires at this time; the customer's link moves it 30 days on. */
    openUntil: integer(),
    /** The customer withdrew the job (issue 32): when, why (a WITHDRAW_REASONS value) and her words for 'other'. */
    withdrawnAt: integer(),
    withdrawReason: text(),
    withdrawText: text(),
    /**
     * The administrator removed the job (issue 33): when, why (told to both sides) and the status it
     * had, which opening it again restores. Who did it is in the audit log.
     */
    removedAt: integer(),
    removedReason: text(),
    removedFromStatus: text({ enum: JOB_STATUSES }),
    /** The street address the customer gave when choosing a company: only the chosen company sees it. */
    streetAddress: text(),
  },
  (t) => [
    index('jobs_unannounced_idx')
      .on(t.id)
      .where(sql`announced_at is null`),
    index('jobs_status_created_idx').on(t.status, t.createdAt),
    // The administrator's job list (issue 33): every job newest first, and its created-days filter.
    index('jobs_created_idx').on(t.createdAt),
    index('jobs_category_status_idx').on(t.categoryId, t.status, t.createdAt),
    index('jobs_user_idx').on(t.userId, t.createdAt),
    // The open-jobs filter counts (and pages narrow filters) from this index alone.
    index('jobs_open_category_idx')
      .on(t.categoryId, t.personalizedCompanyId, t.zip, t.createdAt)
      .where(sql`status = 'open'`),
  ],
);

export const jobAttributes = sqliteTable(
  'job_attributes',
  {
    id: id(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    attributeId: integer()
      .notNull()
      .references(() => categoryAttributes.id),
    optionId: integer().references(() => attributeOptions.id),
    carModelId: integer().references(() => carModels.id),
    numberValue: integer(),
  },
  (t) => [index('job_attributes_job_idx').on(t.jobId)],
);

/** A dated addition to a job's text once it has offers (issue 32): the original text stays as it was. */
export const jobAdditions = sqliteTable(
  'job_additions',
  {
    id: id(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('job_additions_job_idx').on(t.jobId, t.createdAt)],
);

export type ContactState = (typeof CONTACT_STATES)[number];

/**
 * The first columns of a row about one job and one company (a contact, an invitation, a ticket):
 * its id, the job (deleted with it) and the company. A new set of builders per table.
 */
export function jobCompanyColumns() {
  return {
    id: id(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
  };
}

/** The link between a job and one company; at most one contact per job is the chosen supplier. */
export const contacts = sqliteTable(
  'contacts',
  {
    ...jobCompanyColumns(),
    state: text({ enum: CONTACT_STATES }).notNull().default('bid'),
    isWinner: integer({ mode: 'boolean' }).notNull().default(false),
    selectedAt: integer(),
    companySeenSelection: integer({ mode: 'boolean' }).notNull().default(false),
    finishedPriceOre: integer(),
    finishedAt: integer(),
    appointmentAt: integer(),
    expectedStartAt: integer(),
    expectedEndAt: integer(),
    smsSentAt: integer(),
    companyComment: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contacts_job_company_idx').on(t.jobId, t.companyId),
    uniqueIndex('contacts_one_winner_idx')
      .on(t.jobId)
      .where(sql`is_winner = 1`),
    index('contacts_company_winner_idx').on(t.companyId, t.isWinner, t.selectedAt),
    // The company's bookings (every contact it was ever chosen on), newest selection first.
    index('contacts_company_selected_idx')
      .on(t.companyId, t.selectedAt)
      .where(sql`selected_at is not null`),
    // The company's offers, newest first: its typical reply time ranks them from this index alone.
    index('contacts_company_created_idx').on(t.companyId, t.createdAt, t.id),
    // The administrator's dashboard (issue 33): the offers written in a period, and each job's
    // offers, first offer and choice, from the indexes alone.
    index('contacts_created_idx').on(t.createdAt, t.companyId, t.jobId),
    index('contacts_job_created_idx').on(t.jobId, t.createdAt, t.selectedAt),
  ],
);

/** The contact a row belongs to, deleted with it. */
export const contactRef = () =>
  integer()
    .notNull()
    .references(() => contacts.id, { onDelete: 'cascade' });

/** A sealed offer: only the customer of the job and the bidding company ever see its price. */
export const bids = sqliteTable(
  'bids',
  {
    id: id(),
    contactId: contactRef(),
    amount: integer().notNull(),
    minEstimate: integer(),
    maxEstimate: integer(),
    discount: integer(),
    hoursAmount: integer(),
    hoursDiscount: integer(),
    comment: text().notNull().default(''),
    createdAt: createdAt(),
    withdrawnAt: integer(),
  },
  (t) => [
    uniqueIndex('bids_one_active_idx')
      .on(t.contactId)
      .where(sql`withdrawn_at is null`),
    // A contact's bids, newest first: its newest bid on the job page and the won jobs, one seek each
    // (the partial index above serves only the active bid, so these scanned every bid).
    index('bids_contact_idx').on(t.contactId, t.createdAt, t.id),
  ],
);

export const invitations = sqliteTable(
  'invitations',
  {
    ...jobCompanyColumns(),
    /** 1..4 (MAX_INVITATIONS_PER_JOB): the position under the limit, so a slot is never taken twice. */
    slot: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_job_company_idx').on(t.jobId, t.companyId),
    uniqueIndex('invitations_job_slot_idx').on(t.jobId, t.slot),
  ],
);

export const contractChanges = sqliteTable(
  'contract_changes',
  {
    id: id(),
    contactId: contactRef(),
    message: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contract_changes_contact_idx').on(t.contactId)],
);

export const CANCELLATION_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;

export const cancellations = sqliteTable(
  'cancellations',
  {
    id: id(),
    contactId: contactRef(),
    text: text().notNull(),
    optionSelect: integer().notNull(),
    optionNewOne: integer({ mode: 'boolean' }).notNull().default(false),
    appointmentAt: integer(),
    status: text({ enum: CANCELLATION_STATUSES }).notNull().default('pending'),
    /** The contact's state before the request, restored by the company's undo or the admin's reject. */
    previousState: text({ enum: CONTACT_STATES }).notNull().default('confirmed'),
    decisionReason: text(),
    decidedByUserId: integer().references(() => users.id),
    createdAt: createdAt(),
    decidedAt: integer(),
  },
  (t) => [
    uniqueIndex('cancellations_one_pending_idx')
      .on(t.contactId)
      .where(sql`status = 'pending'`),
    index('cancellations_status_idx').on(t.status, t.createdAt),
    // A contact's cancel requests: the won jobs show each booking's newest decided one.
    index('cancellations_contact_idx').on(t.contactId, t.decidedAt),
  ],
);
