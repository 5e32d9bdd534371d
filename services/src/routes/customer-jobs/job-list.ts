// GET /api/bruger/opgaver: the logged-in customer's own jobs, newest first, with how many bids
// still stand and how many company messages are unread (the list's one query, job-list-rows.ts,
// which also draws the job block of /bruger/update_icon_idea).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UserJobsReply, errorResponses } from '@opgavetorvet/contracts';
import { customerJobList } from './job-list-rows.js';

const jobListRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/bruger/opgaver',
    {
      schema: {
        tags: ['bruger'],
        summary: "The customer's own jobs",
        response: {
          200: UserJobsReply,
          401: errorResponses[401],
          403: errorResponses[403],
          429: errorResponses[429],
        },
      },
    },
    async (request) => ({ jobs: await customerJobList(fastify.db, request.customer.id) }),
  );
};

export default jobListRoute;
