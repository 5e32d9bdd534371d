// GET /api/bruger/opgaver: the logged-in customer's own jobs, newest first, with how many bids
// still stand and how many company messages are unread.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UserJobsReply, errorResponses } from '@opgavetorvet/contracts';
import { userJobs } from './queries.js';

const userJobsRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/bruger/opgaver',
    {
      schema: {
        tags: ['jobs'],
        summary: "The customer's own jobs",
        response: {
          200: UserJobsReply,
          401: errorResponses[401],
          403: errorResponses[403],
          429: errorResponses[429],
        },
      },
    },
    async (request) => ({ jobs: await userJobs(fastify.db, request.customer.id) }),
  );
};

export default userJobsRoute;
