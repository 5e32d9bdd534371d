// Reports of stored photos and files (issues 30 and 33): anyone who may see a file may report it
// with a reason; the administrator then removes the file or dismisses the reports, and the decision
// (who, when, the removal's reason) is kept on every report it closed. One open report per reporter
// and file, in the schema: an account by its id, a visitor by its address. Deleted with the file.
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { FILE_REPORT_STATES } from '@opgavetorvet/contracts';
import { users } from './accounts.js';
import { createdAt, id } from './columns.js';
import { files } from './files.js';

export const fileReports = sqliteTable(
  'file_reports',
  {
    id: id(),
    fileId: integer()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** The reporting account; null for a visitor. */
    reporterUserId: integer().references(() => users.id),
    /** The address the report came from (a visitor is known by it alone). */
    reporterAddress: text().notNull(),
    reason: text().notNull(),
    createdAt: createdAt(),
    state: text({ enum: FILE_REPORT_STATES }).notNull().default('open'),
    /** The administrator who decided, and when; null while open. */
    decidedByUserId: integer().references(() => users.id),
    decidedAt: integer(),
    /** The removal's reason, the uploader is told it; null for a dismissal. */
    decisionReason: text(),
  },
  (t) => [
    // The administrator's queue: open reports, oldest first.
    index('file_reports_state_idx').on(t.state, t.createdAt),
    index('file_reports_file_idx').on(t.fileId, t.state),
    uniqueIndex('file_reports_open_account_idx')
      .on(t.fileId, t.reporterUserId)
      .where(sql`state = 'open' and reporter_user_id is not null`),
    uniqueIndex('file_reports_open_address_idx')
      .on(t.fileId, t.reporterAddress)
      .where(sql`state = 'open' and reporter_user_id is null`),
  ],
);
