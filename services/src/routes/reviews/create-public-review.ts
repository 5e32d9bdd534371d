// POST /api/anmeldelser/offentlig: the person a company asked for a review (the signed link of its
// review request, review-link.ts) reviews the company publicly, logged in or not: SPEC §5's rating
// and fields plus the name shown with the review (the address never is). A forged link, another
// company's, an expired one (30 days) → 403, a used one → 409, each with its own text and nothing
// stored. The review is of kind 'public' ('Øvrige anmeldelser'), so the profile's rating, which
// counts customers' reviews only, is unchanged.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreateReviewReply, PublicReviewBody, errorResponses } from '@opgavetorvet/contracts';
import { categoryById } from '../../db/queries/categories.js';
import { nowSeconds } from '../../lib/danish.js';
import { AppError } from '../../errors.js';
import { insertReview, reviewRequest } from './queries.js';
import { checkReviewLink, requestIdOf } from './review-link.js';

const createPublicReviewRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/anmeldelser/offentlig',
    {
      schema: {
        tags: ['reviews'],
        summary: "Review a company with the signed link of its review request (kind 'public')",
        body: PublicReviewBody,
        response: { 200: CreateReviewReply, ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      const requestId = requestIdOf(body.token);
      const asked = requestId === null ? undefined : await reviewRequest(fastify.db, requestId);
      const check = checkReviewLink(fastify.linkSigner, body.token, asked, body.company_id, nowSeconds());
      if (check !== 'ok' || !asked) throw new AppError(403, `errors:::review_link_${check}`);
      if (!(await categoryById(fastify.db, body.category)))
        throw new AppError(400, 'errors:::category_unknown');
      // One insert marks the link used and stores the review: the unique index on
      // review_email_id refuses a second review of the same link, and nothing is stored then.
      const reviewId = await insertReview(
        fastify.db,
        {
          companyId: asked.companyId,
          kind: 'public',
          authorName: body.name.trim(),
          rating: body.rating,
          title: body.title.trim(),
          text: body.textreview.trim(),
          categoryId: body.category,
          reviewEmailId: asked.id,
        },
        'errors:::review_link_used',
      );
      return { type: 'success' as const, message: request.t('notices:::review_thanks'), review_id: reviewId };
    },
  );
};

export default createPublicReviewRoute;
