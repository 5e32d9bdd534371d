// GET /api/admin/kunder?q=&page=: customers by name, e-mail, phone or zip, ADMIN_CUSTOMERS_PAGE_SIZE
// a page, newest first, with how many match in all.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminCustomerSearchQuery, AdminCustomerSearchReply, errorResponses } from '@opgavetorvet/contracts';
import { searchCustomers } from './queries.js';

const searchRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/admin/kunder',
    {
      schema: {
        tags: ['admin'],
        summary: 'Find customers by name, e-mail, phone or zip, a page at a time',
        querystring: AdminCustomerSearchQuery,
        response: { 200: AdminCustomerSearchReply, ...errorResponses },
      },
    },
    async (request) => searchCustomers(fastify.db, request.query.q ?? '', request.query.page ?? 1),
  );
};

export default searchRoute;
