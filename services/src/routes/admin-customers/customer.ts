// GET /api/admin/kunder/:userId: one customer as the administrator sees them — contact details,
// whether they are blocked and why, their jobs, the offers they received, complaints, the reviews
// they wrote, their messages' counts and dates (not the texts) and the administrators' actions.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminCustomerParams, AdminCustomerReply, errorResponses } from '@opgavetorvet/contracts';
import { auditTrailOf } from '../../db/queries/audit-trail.js';
import { AppError } from '../../errors.js';
import { complaintsOf, jobsOf, offersOf, reviewsOf, threadsOf } from './activity.js';
import { customerById } from './queries.js';

const customerRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/admin/kunder/:userId',
    {
      schema: {
        tags: ['admin'],
        summary: "One customer: jobs, offers, complaints, reviews, messages' metadata, block state",
        params: AdminCustomerParams,
        response: { 200: AdminCustomerReply, ...errorResponses },
      },
    },
    async (request) => {
      const { db } = fastify;
      const userId = request.params.userId;
      const customer = await customerById(db, userId);
      if (!customer) throw new AppError(404, 'errors:::customer_not_found');
      return {
        ...customer,
        blocked: customer.blocked_at !== null,
        jobs: await jobsOf(db, userId),
        offers: await offersOf(db, userId),
        complaints: await complaintsOf(db, userId),
        reviews: await reviewsOf(db, userId),
        threads: await threadsOf(db, userId),
        audit: await auditTrailOf(db, 'user', userId),
      };
    },
  );
};

export default customerRoute;
