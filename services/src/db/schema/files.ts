// Stored files (issue 30): one row per uploaded photo or PDF, holding what the store's objects do
// not: its kind, the name it was sent with, its sizes, who uploaded it, and what it belongs to (a
// job, a message, a company's logo, a reference job) with its place and caption. The bytes live in
// the file store (lib/files/), written before this row commits; a row exists before the thing it
// belongs to (an upload is attached later, in that thing's transaction), so those columns are
// nullable. A removed file keeps its row (who removed it and why) and loses its objects to the sweep.
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { FILE_KINDS, FILE_PURPOSES } from '@opgavetorvet/contracts';
import { users } from './accounts.js';
import { createdAt, id } from './columns.js';
import { companies } from './companies.js';
import { companyReferences } from './company-references.js';
import { messages } from './communication.js';
import { jobs } from './jobs.js';

export const files = sqliteTable(
  'files',
  {
    id: id(),
    /** The file's name in addresses and bodies: 22 random URL-safe characters. */
    key: text().notNull(),
    kind: text({ enum: FILE_KINDS }).notNull(),
    /** What it was uploaded for; decides what it may be attached to. */
    purpose: text({ enum: FILE_PURPOSES }).notNull(),
    /** The name it was sent with (cleaned), what a PDF downloads as. */
    name: text().notNull(),
    /** The size of the file as sent. */
    bytes: integer().notNull(),
    /** An image's size after its orientation is applied; null for a PDF. */
    width: integer(),
    height: integer(),
    /** The widths stored (JSON list, e.g. [320,800]); [] for a PDF. */
    widths: text({ mode: 'json' }).$type<number[]>().notNull(),
    /** The uploading account; null for a visitor. */
    uploaderUserId: integer().references(() => users.id),
    /** The uploading session's file token: a visitor's upload is attached by that session only. */
    uploaderToken: text(),
    /** The address it came from. */
    uploaderAddress: text().notNull(),
    /** What it belongs to: at most one of these is set once it is attached (attachedAt). */
    jobId: integer().references(() => jobs.id, { onDelete: 'cascade' }),
    messageId: integer().references(() => messages.id, { onDelete: 'cascade' }),
    /** The company whose logo it is. */
    logoCompanyId: integer().references(() => companies.id, { onDelete: 'cascade' }),
    /** The company's reference job it shows (company_references; its rows go with it). */
    referenceId: integer().references(() => companyReferences.id, { onDelete: 'cascade' }),
    /** Its place among the files of what it belongs to, from 0. */
    sortOrder: integer(),
    /** A photo's caption, its alt text. */
    caption: text(),
    createdAt: createdAt(),
    attachedAt: integer(),
    removedAt: integer(),
    /** Why it was removed ('replaced', 'owner', 'admin', …). */
    removedReason: text(),
  },
  (t) => [
    uniqueIndex('files_key_idx').on(t.key),
    index('files_job_idx').on(t.jobId, t.sortOrder),
    index('files_message_idx').on(t.messageId, t.sortOrder),
    index('files_logo_idx').on(t.logoCompanyId),
    index('files_reference_idx').on(t.referenceId, t.sortOrder),
    // The sweep's uploads never attached to anything.
    index('files_unattached_idx')
      .on(t.createdAt)
      .where(sql`attached_at is null`),
  ],
);
