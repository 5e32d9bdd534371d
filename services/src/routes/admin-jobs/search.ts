// GET /api/admin/opgaver: a page of jobs by words (headline, description, customer), state,
// category, region and created days, newest first (queries.ts); GET /api/admin/opgaver/valg: the
// categories and regions the filters offer.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminJobFiltersReply,
  AdminJobSearchQuery,
  AdminJobSearchReply,
  errorResponses,
} from '@opgavetorvet/contracts';
import { filterChoices, searchJobs } from './queries.js';

const searchRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/admin/opgaver',
    {
      schema: {
        tags: ['admin'],
        summary: 'Find jobs by words, state, category, region and created days, a page at a time',
        querystring: AdminJobSearchQuery,
        response: { 200: AdminJobSearchReply, ...errorResponses },
      },
    },
    async (request) => await searchJobs(fastify.db, request.query),
  );

  fastify.get(
    '/api/admin/opgaver/valg',
    {
      schema: {
        tags: ['admin'],
        summary: "The job list's filter choices: categories and regions",
        response: { 200: AdminJobFiltersReply, ...errorResponses },
      },
    },
    async () => await filterChoices(fastify.db),
  );
};

export default searchRoute;
