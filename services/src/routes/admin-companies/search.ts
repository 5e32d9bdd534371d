// GET /api/admin/firmaer?q=: companies by name, CVR or e-mail (at most 25), each with its balance.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminCompanySearchQuery, AdminCompanySearchReply, errorResponses } from '@opgavetorvet/contracts';
import { searchCompanies } from './queries.js';

const searchRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/admin/firmaer',
    {
      schema: {
        tags: ['admin'],
        summary: 'Find companies by name, CVR or e-mail',
        querystring: AdminCompanySearchQuery,
        response: { 200: AdminCompanySearchReply, ...errorResponses },
      },
    },
    async (request) => ({ companies: await searchCompanies(fastify.db, request.query.q ?? '') }),
  );
};

export default searchRoute;
