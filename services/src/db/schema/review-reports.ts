// Reports of reviews (issue 33): a company reports a review of itself with a reason; the
// administrator keeps the review or removes it on one of REVIEW_REMOVAL_REASONS, and the decision
// (who, when, the ground) is kept on the report. One open report per review, in the schema: a
// second report while one is open adds nothing. Deleted with the review.
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { REVIEW_REMOVAL_REASONS, REVIEW_REPORT_STATES } from '@opgavetorvet/contracts';
import { users } from './accounts.js';
import { createdAt, id } from './columns.js';
import { companyRef } from './companies.js';
import { reviews } from './communication.js';

export const reviewReports = sqliteTable(
  'review_reports',
  {
    id: id(),
    reviewId: integer()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    /** The reporting company (the review's own) and the account that reported. */
    companyId: companyRef(),
    reporterUserId: integer().references(() => users.id),
    reason: text().notNull(),
    createdAt: createdAt(),
    state: text({ enum: REVIEW_REPORT_STATES }).notNull().default('open'),
    /** The administrator who decided, and when; null while open. */
    decidedByUserId: integer().references(() => users.id),
    decidedAt: integer(),
    /** The ground the review was removed on; null while open or when kept. */
    removalReason: text({ enum: REVIEW_REMOVAL_REASONS }),
  },
  (t) => [
    // The administrator's queue: open reports, oldest first.
    index('review_reports_state_idx').on(t.state, t.createdAt),
    uniqueIndex('review_reports_open_idx')
      .on(t.reviewId)
      .where(sql`state = 'open'`),
  ],
);
