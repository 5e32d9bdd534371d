// What people say to each other: messages on a contact, reviews and the company's answers,
// review-request e-mails (with their caps), complaints, support cases, tickets on overdue jobs,
// calendar events and the secret address of their feed, and where each help item stands for the
// administrator (complaint answers, ticket thread states; the outbox that carries e-mail and SMS
// is notices.ts).
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  sqliteTable,
  text,
  uniqueIndex,
  type AnySQLiteColumn,
} from 'drizzle-orm/sqlite-core';
import { REVIEW_REMOVAL_REASONS } from '@opgavetorvet/contracts';
import { users } from './accounts.js';
import { categories } from './catalog.js';
import { createdAt, id } from './columns.js';
import { companies, companyRef } from './companies.js';
import { contactRef, contacts, jobCompanyColumns } from './jobs.js';

export const SENDERS = ['user', 'company', 'system'] as const;

export const messages = sqliteTable(
  'messages',
  {
    id: id(),
    contactId: contactRef(),
    sender: text({ enum: SENDERS }).notNull(),
    body: text().notNull(),
    /** The preset decline answer chosen, when the message declines a bid. */
    option: text(),
    createdAt: createdAt(),
    readAt: integer(),
  },
  (t) => [
    index('messages_contact_idx').on(t.contactId, t.createdAt),
    index('messages_unread_idx')
      .on(t.contactId, t.sender)
      .where(sql`read_at is null`),
    // The red dot counts a side's unread messages starting from the (few) unread ones.
    index('messages_unread_sender_idx')
      .on(t.sender, t.contactId)
      .where(sql`read_at is null`),
  ],
);

export const REVIEW_KINDS = ['review', 'public', 'friend'] as const;

export const reviews = sqliteTable(
  'reviews',
  {
    id: id(),
    companyId: companyRef(),
    userId: integer().references(() => users.id),
    contactId: integer().references(() => contacts.id),
    kind: text({ enum: REVIEW_KINDS }).notNull().default('review'),
    authorName: text().notNull(),
    rating: integer().notNull(),
    title: text().notNull(),
    text: text().notNull(),
    categoryId: integer().references(() => categories.id),
    comment: text(),
    createdAt: createdAt(),
    /** The review request whose signed link wrote this public review: a link writes one review. */
    reviewEmailId: integer().references((): AnySQLiteColumn => reviewEmails.id),
    /** Removed by the administrator (issue 33): when, and on which of REVIEW_REMOVAL_REASONS. */
    removedAt: integer(),
    removedReason: text({ enum: REVIEW_REMOVAL_REASONS }),
  },
  (t) => [
    uniqueIndex('reviews_contact_idx').on(t.contactId),
    uniqueIndex('reviews_review_email_idx').on(t.reviewEmailId),
    index('reviews_company_idx').on(t.companyId, t.kind, t.createdAt),
  ],
);

export const reviewEmails = sqliteTable(
  'review_emails',
  {
    id: id(),
    companyId: companyRef(),
    email: text().notNull(),
    sentAt: integer().notNull(),
  },
  (t) => [index('review_emails_company_idx').on(t.companyId, t.sentAt)],
);

/** Where a help item (support case, complaint, ticket thread) stands for the administrator. */
export const HELP_STATUSES = ['open', 'answered', 'closed'] as const;

export const complaints = sqliteTable('complaints', {
  id: integer().primaryKey({ autoIncrement: true }),
  userId: integer().references(() => users.id),
  companyId: integer().references(() => companies.id),
  companyName: text().notNull(),
  userName: text().notNull(),
  text: text().notNull(),
  status: text({ enum: HELP_STATUSES }).notNull().default('open'),
  createdAt: createdAt(),
});

/** Opgavetorvet's answers to a complaint (the complaint's own text is its first message). */
export const complaintMessages = sqliteTable(
  'complaint_messages',
  {
    id: id(),
    complaintId: integer()
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    sender: text({ enum: ['user', 'staff'] }).notNull(),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('complaint_messages_complaint_idx').on(t.complaintId, t.createdAt)],
);

export const supportCases = sqliteTable(
  'support_cases',
  {
    id: id(),
    companyId: companyRef(),
    subject: text().notNull(),
    status: text({ enum: ['open', 'answered', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
  },
  (t) => [index('support_cases_company_idx').on(t.companyId, t.createdAt)],
);

export const supportMessages = sqliteTable(
  'support_messages',
  {
    id: id(),
    caseId: integer()
      .notNull()
      .references(() => supportCases.id, { onDelete: 'cascade' }),
    sender: text({ enum: ['company', 'staff'] }).notNull(),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_case_idx').on(t.caseId, t.createdAt)],
);

export const tickets = sqliteTable(
  'tickets',
  {
    ...jobCompanyColumns(),
    contactId: integer()
      .notNull()
      .references(() => contacts.id),
    sender: text({ enum: ['company', 'staff', 'user'] })
      .notNull()
      .default('company'),
    text: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tickets_contact_idx').on(t.contactId, t.createdAt)],
);

export const calendarEvents = sqliteTable(
  'calendar_events',
  {
    id: id(),
    companyId: companyRef(),
    contactId: integer().references(() => contacts.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    type: text().notNull().default('job'),
    startsAt: integer().notNull(),
    endsAt: integer(),
  },
  (t) => [
    index('calendar_events_company_idx').on(t.companyId, t.startsAt),
    index('calendar_events_contact_idx').on(t.contactId),
  ],
);

/**
 * The secret address of a company's bookings as a calendar feed (/ical/{token}.ics). The token is
 * not stored: it is an HMAC of `nonce` (so it can be shown again) and the row keeps its SHA-256 for
 * the look-up; a new nonce makes a new token and the old one finds no row.
 */
export const calendarFeeds = sqliteTable(
  'calendar_feeds',
  {
    companyId: integer()
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    nonce: text().notNull(),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_idx').on(t.tokenHash)],
);

/** The state of the ticket thread on a won job (one per contact; no row = open). */
export const ticketThreads = sqliteTable('ticket_threads', {
  contactId: integer()
    .primaryKey()
    .references(() => contacts.id, { onDelete: 'cascade' }),
  status: text({ enum: HELP_STATUSES }).notNull().default('open'),
  updatedAt: integer()
    .notNull()
    .default(sql`(unixepoch())`),
});
