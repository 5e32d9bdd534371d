// POST /ajax/firma/comment_new_review: the company answers (or edits its answer to) a review of
// itself. Negative reviews are never hidden; the answer is shown under them. Empty → SPEC §5's
// 'Dette felt må ikke være tomt.'; another company's review → 404, unchanged.
import { createElement } from 'react';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommentReviewBody, CommentReviewReply, errorResponses } from '@opgavetorvet/contracts';
import { fragmentT } from '../../lib/fragment-translator.js';
import { renderHtml } from '../../lib/html.js';
import { answerReview } from './queries.js';
import { ReviewItem } from './review-list.js';

const commentReviewRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/ajax/firma/comment_new_review',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Answer a review of the own company',
        body: CommentReviewBody,
        response: { 200: CommentReviewReply, ...errorResponses },
      },
    },
    async (request) => {
      const review = await answerReview(
        fastify.db,
        request.company.id,
        request.body.review,
        request.body.comment.trim(),
      );
      return {
        type: 'success' as const,
        message: request.t('notices:::review_answer_saved'),
        html: renderHtml(
          createElement(ReviewItem, { t: fragmentT(request), lang: request.lang, review, answerForm: false }),
        ),
      };
    },
  );
};

export default commentReviewRoute;
