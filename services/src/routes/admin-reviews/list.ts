// GET /api/admin/anmeldelser?status=open|decided: the reviews companies have reported (issue 33),
// one item per report with the review's text, the company's reason and the job; open (the default)
// the longest waiting first, decided the newest decision first (queries.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReviewReportsQuery, ReviewReportsReply, errorResponses } from '@opgavetorvet/contracts';
import { reportedReviews } from './queries.js';

const listRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/admin/anmeldelser',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reported reviews: waiting for a decision, or decided',
        querystring: ReviewReportsQuery,
        response: { 200: ReviewReportsReply, ...errorResponses },
      },
    },
    async (request) => ({
      reports: await reportedReviews(fastify.db, request.query.status ?? 'open'),
    }),
  );
};

export default listRoute;
