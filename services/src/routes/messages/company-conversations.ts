// GET /api/firma/beskeder: the company's own conversations with customers (one per contact), the
// newest activity first, 20 a page, as JSON for the messages page. Each carries what the page
// needs to answer (/opgave/new_message: bid, customer, company) and the customer's unread count.
// The company is part of the where clause, so another company's contacts are never listed.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CompanyConversationsQuery,
  CompanyConversationsReply,
  errorResponses,
  type CompanyConversation,
} from '@opgavetorvet/contracts';
import { all, one } from '../../db/prepared-sql.js';

export const CONVERSATIONS_PAGE_SIZE = 20;

const pageSql = `
  select ct.id contact_id, ct.job_id, j.headline, j.user_id customer_id, u.name customer_name,
    ct.company_id,
    (select b.id from bids b where b.contact_id = ct.id order by b.id desc limit 1) bid_id,
    lm.body last_message, lm.sender last_sender, coalesce(lm.created_at, ct.created_at) last_at,
    (select count(*) from messages m
      where m.contact_id = ct.id and m.sender = 'user' and m.read_at is null) unread
  from contacts ct
  join jobs j on j.id = ct.job_id
  join users u on u.id = j.user_id
  left join messages lm on lm.id = (select m.id from messages m where m.contact_id = ct.id
    order by m.created_at desc, m.id desc limit 1)
  where ct.company_id = @company
  order by last_at desc, ct.id desc
  limit @limit offset @offset`;

const companyConversationsRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/firma/beskeder',
    {
      schema: {
        tags: ['messages'],
        summary: "The company's conversations with customers, latest activity first",
        querystring: CompanyConversationsQuery,
        response: {
          200: CompanyConversationsReply,
          400: errorResponses[400],
          401: errorResponses[401],
          403: errorResponses[403],
        },
      },
    },
    async (request) => {
      const company = request.company.id;
      const page = request.query.page ?? 1;
      const conversations = all<CompanyConversation>(fastify.db, pageSql, {
        company,
        limit: CONVERSATIONS_PAGE_SIZE,
        offset: (page - 1) * CONVERSATIONS_PAGE_SIZE,
      });
      const total =
        one<{ n: number }>(fastify.db, 'select count(*) n from contacts where company_id = @company', {
          company,
        })?.n ?? 0;
      return { conversations, page, page_size: CONVERSATIONS_PAGE_SIZE, total };
    },
  );
};

export default companyConversationsRoute;
