// What the product sends people: the outbox of e-mail and SMS that the delivery worker drains
// (each row written in the same transaction as the change it reports, claimed for a lease right
// before it is sent, retried with a growing back-off and finally 'failed' with its reason); what a
// person chose to receive is account-settings.ts (notice_settings).
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns.js';
import { companyRef } from './companies.js';
import { jobs } from './jobs.js';

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
/** queued → sending (claimed by the worker) → sent, or back to queued for a retry, or failed. */
export const OUTBOX_STATES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export const outbox = sqliteTable(
  'outbox',
  {
    id: id(),
    channel: text({ enum: OUTBOX_CHANNELS }).notNull(),
    recipient: text().notNull(),
    /**
     * The notice as queued (texts or their translation keys, link path, unsubscribe kind): the
     * worker renders it into subject, body and html before it is sent.
     */
    notice: text({ mode: 'json' }),
    subject: text(),
    /** The plain text (the SMS, or the mail's text part); null until the worker has rendered it. */
    body: text(),
    /** The mail's HTML part. */
    html: text(),
    /** The kind of notice (an unsubscribe link names it); null for a message that cannot be turned off. */
    kind: text(),
    /** The one-click unsubscribe address of an alert or reminder (the List-Unsubscribe header). */
    unsubscribeUrl: text(),
    status: text({ enum: OUTBOX_STATES }).notNull().default('queued'),
    tries: integer().notNull().default(0),
    /** Not sent before this time (unix seconds): the back-off after a failed try. */
    nextAttemptAt: integer().notNull().default(0),
    /** When a worker claimed the row ('sending'): after the claim lease it is stale and queued again. */
    claimedAt: integer(),
    /** The worker (one per service process) holding the claim: only it records the outcome. */
    claimedBy: text(),
    /**
     * When the hand-over of the current claim to the SMTP server or SMS gateway started (the try is
     * counted then); null when a claim never reached the provider, so a stale one costs no try.
     */
    handedOverAt: integer(),
    /** Why the last try failed. */
    error: text(),
    createdAt: createdAt(),
    sentAt: integer(),
  },
  (t) => [
    index('outbox_status_idx').on(t.status, t.createdAt),
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    // The rows still to render (few at any time).
    index('outbox_unrendered_idx')
      .on(t.id)
      .where(sql`body is null`),
  ],
);

/** How a company hears of a new job: Pro and Pro+ at once, Basic in the next daily digest. */
export const ALERT_DELIVERIES = ['instant', 'digest'] as const;

/** One row per company told of a job: the primary key is the one-notice-per-company-per-job rule. */
export const jobAlerts = sqliteTable(
  'job_alerts',
  {
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    companyId: companyRef(),
    delivery: text({ enum: ALERT_DELIVERIES }).notNull(),
    createdAt: integer().notNull(),
    /** When a digest alert went into a daily digest (null while it waits). */
    digestedAt: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.companyId] }),
    index('job_alerts_digest_idx').on(t.delivery, t.digestedAt, t.companyId),
  ],
);

/** The scheduler's tasks: which process holds a task's lease until when, and its last run. */
export const taskRuns = sqliteTable('task_runs', {
  task: text().primaryKey(),
  leaseHolder: text(),
  leaseUntil: integer().notNull().default(0),
  /** The scheduled time (unix seconds) of the last occurrence that was run. */
  lastRunAt: integer().notNull().default(0),
});

/**
 * Reminders that go out once: the kind and what it is about ('job:12:1767225600' for an expiry
 * warning of that opening period, 'contact:34' for a contact's reminders). The primary key is the
 * once.
 */
export const remindersSent = sqliteTable(
  'reminders_sent',
  {
    kind: text().notNull(),
    subject: text().notNull(),
    sentAt: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subject] })],
);
