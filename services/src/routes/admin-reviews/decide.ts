// What keeping and removing a reported review have in common: the route schema (the report's id in
// the path, ReviewReportActionReply back), and one IMMEDIATE transaction that finds the report
// with its review (404 when there is none), closes it with the administrator's decision (409 when
// it was decided already), makes the decision's own change, writes the audit row naming the acting
// administrator and queues the mails, so the decision, the log and the mails exist together. The
// reply is the report as the decided list shows it now.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ReviewReportActionReply,
  ReviewReportParams,
  errorResponses,
  type ReportedReview,
  type ReviewRemovalReason,
} from '@opgavetorvet/contracts';
import { reviewReports, reviews } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../../lib/audit.js';
import { nowSeconds } from '../../lib/danish.js';
import { inTransaction } from '../../lib/transaction.js';
import { reportedReviewsByIds } from './queries.js';
import { tellAuthorRemoved, tellCompanyDecision, type ReportedReviewRow } from './tell.js';

export const decisionSchema = (summary: string) => ({
  tags: ['admin'],
  summary,
  params: ReviewReportParams,
  response: { 200: ReviewReportActionReply, ...errorResponses },
});

/** Keep the review, or remove it on one of the grounds. */
export type ReviewDecision = { state: 'kept' } | { state: 'removed'; reason: ReviewRemovalReason };

async function reportWithReview(fastify: FastifyInstance, reportId: number): Promise<ReportedReviewRow> {
  const row = await fastify.db
    .select({ report: reviewReports, review: reviews })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .where(eq(reviewReports.id, reportId))
    .get();
  if (!row) throw new AppError(404, 'errors:::review_report_unknown');
  return row;
}

export async function decideReport(
  fastify: FastifyInstance,
  adminId: number,
  reportId: number,
  decision: ReviewDecision,
): Promise<ReportedReview> {
  const { db } = fastify;
  await inTransaction(db, async () => {
    const row = await reportWithReview(fastify, reportId);
    const now = nowSeconds();
    const removalReason = decision.state === 'removed' ? decision.reason : null;
    const closed = await db
      .update(reviewReports)
      .set({ state: decision.state, decidedByUserId: adminId, decidedAt: now, removalReason })
      .where(and(eq(reviewReports.id, reportId), eq(reviewReports.state, 'open')))
      .returning({ id: reviewReports.id })
      .all();
    if (closed.length === 0) throw new AppError(409, 'errors:::review_report_decided');
    if (removalReason !== null)
      await db
        .update(reviews)
        .set({ removedAt: now, removedReason: removalReason })
        .where(eq(reviews.id, row.review.id))
        .run();
    const { review, report } = row;
    await recordAudit(db, {
      actorId: adminId,
      action: removalReason === null ? 'review.report.keep' : 'review.remove',
      targetType: 'review',
      targetId: review.id,
      before: {
        report_id: report.id,
        company_id: report.companyId,
        company_reason: report.reason,
        review: {
          rating: review.rating,
          title: review.title,
          text: review.text,
          removed_at: review.removedAt,
        },
      },
      after: { state: decision.state, removal_reason: removalReason },
    });
    await tellCompanyDecision(fastify, row, removalReason);
    if (removalReason !== null) await tellAuthorRemoved(fastify, row, removalReason);
  });
  const [report] = await reportedReviewsByIds(db, [reportId]);
  if (!report) throw new Error('a decided report is missing from the list');
  return report;
}
