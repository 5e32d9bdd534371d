// What a person changes on their own account (issue 32): a new phone or e-mail waiting for its
// confirmation (the SMS code or the mailed link; only a hash of either is kept, so a copied
// database cannot confirm anything), and which kinds of notice reach them by which channel.
import { sql } from 'drizzle-orm';
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.js';
import { createdAt } from './columns.js';

export const CONTACT_FIELDS = ['phone', 'email'] as const;

/** One waiting change per account and field: a new request replaces the old one. */
export const contactChanges = sqliteTable(
  'contact_changes',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    field: text({ enum: CONTACT_FIELDS }).notNull(),
    /** The new phone number or e-mail address; users keeps the old one until it is confirmed. */
    newValue: text().notNull(),
    /** SHA-256 (base64url) of the SMS code or of the link's token. */
    secretHash: text().notNull(),
    /** After this (unix seconds) the code or link confirms nothing. */
    expiresAt: integer().notNull(),
    /** Wrong codes typed; at the limit the change is void and a new code must be asked for. */
    failedTries: integer().notNull().default(0),
    /** Codes or links sent in the current window (the sending limit). */
    sends: integer().notNull().default(1),
    windowStartsAt: integer().notNull(),
    lastSentAt: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.field] })],
);

/**
 * A person's choice for one kind of notice on one channel; no row means the kind's default
 * (lib/notice-settings.ts: on, except news, which needs a yes first).
 */
export const noticeSettings = sqliteTable(
  'notice_settings',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    channel: text().notNull(),
    enabled: integer({ mode: 'boolean' }).notNull(),
    updatedAt: integer()
      .notNull()
      .default(sql`(unixepoch())`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.channel] })],
);
