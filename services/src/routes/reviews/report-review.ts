// POST /api/firma/anmeldelser/:id/anmeld: "Anmeld anmeldelse" (issue 33). A company reports a review
// of itself to the administrator with a reason (required: only spaces is refused by the schema).
// A review of another company is refused as unknown (404, nothing written); a removed review
// cannot be reported (409). A second report while one is open adds nothing and is thanked alike:
// the schema's unique index holds one open report per review. The review stays shown meanwhile;
// the administrator keeps it or removes it (routes/admin-reviews).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { MessageReply, ReportReviewBody, ReviewIdParams, errorResponses } from '@opgavetorvet/contracts';
import { reviewReports, reviews } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

const reportReviewRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/firma/anmeldelser/:id/anmeld',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Report a review of the own company to the administrator, with a reason',
        params: ReviewIdParams,
        body: ReportReviewBody,
        response: { 200: MessageReply, ...errorResponses },
      },
    },
    async (request) => {
      const review = await fastify.db
        .select({ id: reviews.id, removedAt: reviews.removedAt })
        .from(reviews)
        .where(and(eq(reviews.id, request.params.id), eq(reviews.companyId, request.company.id)))
        .get();
      if (!review) throw new AppError(404, 'errors:::review_not_found');
      if (review.removedAt !== null) throw new AppError(409, 'errors:::review_report_removed');
      await fastify.db
        .insert(reviewReports)
        .values({
          reviewId: review.id,
          companyId: request.company.id,
          reporterUserId: request.company.userId,
          reason: request.body.reason.trim(),
        })
        .onConflictDoNothing()
        .run();
      return { type: 'success' as const, message: request.t('notices:::review_reported') };
    },
  );
};

export default reportReviewRoute;
