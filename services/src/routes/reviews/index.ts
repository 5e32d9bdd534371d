// The reviews area (SPEC §7 "Reviews, e-mails, comments"): a customer's review of a finished job,
// the company's answers and contact notes, review-request e-mails under their caps, paged lists.
import type { FastifyPluginAsync } from 'fastify';
import createReviewRoute from './create-review.js';
import commentReviewRoute from './comment-review.js';
import contactCommentRoute from './contact-comment.js';
import sendReviewEmailsRoute from './send-review-emails.js';
import loadReviewsRoutes from './load-reviews.js';

const reviews: FastifyPluginAsync = async (fastify) => {
  await fastify.register(createReviewRoute);
  await fastify.register(commentReviewRoute);
  await fastify.register(contactCommentRoute);
  await fastify.register(sendReviewEmailsRoute);
  await fastify.register(loadReviewsRoutes);
};

export default reviews;
