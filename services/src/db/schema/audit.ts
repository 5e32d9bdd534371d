// What administrators did: one row per action (who, what, on which record, when, the state before
// and after as JSON). Written in the transaction of the action itself; never changed afterwards.
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.js';

export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    /** The administrator's account. */
    actorId: integer()
      .notNull()
      .references(() => users.id),
    /** What was done, e.g. 'cancellation.decide', 'company.block', 'company.credit'. */
    action: text().notNull(),
    /** The kind of record and its id, e.g. 'company' 12. */
    targetType: text().notNull(),
    targetId: integer().notNull(),
    before: text({ mode: 'json' }),
    after: text({ mode: 'json' }),
    createdAt: integer()
      .notNull()
      .default(sql`(unixepoch())`),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);
