// The reviews area (SPEC §7 "Reviews, e-mails, comments"): a customer's review of a finished job,
// the company's answers and contact notes, review-request e-mails under their caps, paged lists,
// and the company's report of a review to the administrator (issue 33).
// The customer's call is in a customerScope, the company's in a companyScope; the lists and the
// public review written with a review request's signed link are open.
import type { FastifyPluginAsync } from 'fastify';
import { companyScope, customerScope } from '../../plugins/app/scopes.js';
import createReviewRoute from './create-review.js';
import createPublicReviewRoute from './create-public-review.js';
import commentReviewRoute from './comment-review.js';
import contactCommentRoute from './contact-comment.js';
import sendReviewEmailsRoute from './send-review-emails.js';
import loadReviewsRoutes from './load-reviews.js';
import reportReviewRoute from './report-review.js';

const reviews: FastifyPluginAsync = async (fastify) => {
  await fastify.register(customerScope, { routes: [createReviewRoute] });
  await fastify.register(companyScope, {
    routes: [commentReviewRoute, contactCommentRoute, sendReviewEmailsRoute, reportReviewRoute],
  });
  await fastify.register(loadReviewsRoutes);
  // The signed link of a review request is the authority: no login.
  await fastify.register(createPublicReviewRoute);
};

export default reviews;
