// POST /api/anmeldelser: a customer reviews the company of one of her jobs: rating 1-5 ('Please
// select number of stars you want to give (1-5)'), title, text and category ('All fields must be
// filled'). Only her own contact (else 404), only once the job is finished (else 403), only once
// per contact (the unique index; a second → 409).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreateReviewBody, CreateReviewReply, errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { refuseBlockedCustomer } from '../../lib/customer-block.js';
import { categoryById } from '../../db/queries/categories.js';
import { customerContact, insertReview } from './queries.js';
import { mayReview } from './rules.js';

const createReviewRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/anmeldelser',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Review the company of a finished job',
        body: CreateReviewBody,
        response: { 200: CreateReviewReply, ...errorResponses },
      },
    },
    async (request) => {
      const user = request.customer;
      await refuseBlockedCustomer(fastify.db, user.id);
      const body = request.body;
      const contact = await customerContact(fastify.db, user.id, body.contact_id);
      if (!contact) throw new AppError(404, 'errors:::not_found');
      if (!mayReview(contact.state)) throw new AppError(403, 'errors:::review_not_allowed');
      if (!(await categoryById(fastify.db, body.category)))
        throw new AppError(400, 'errors:::category_unknown');
      const reviewId = await insertReview(fastify.db, {
        companyId: contact.companyId,
        userId: user.id,
        contactId: contact.id,
        kind: 'review',
        authorName: user.name,
        rating: body.rating,
        title: body.title.trim(),
        text: body.textreview.trim(),
        categoryId: body.category,
      });
      return { type: 'success' as const, message: request.t('notices:::review_thanks'), review_id: reviewId };
    },
  );
};

export default createReviewRoute;
