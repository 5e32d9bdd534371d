// GET /api/firma/beskeder: the company's own conversations with customers (one per contact), the
// newest activity first, 20 a page, as JSON for the messages page. Each carries what the page
// needs to answer (/opgave/new_message: bid, customer, company), how many files the newest message
// has (its text may be empty then) and the customer's unread count.
// The company is part of the where clause, so another company's contacts are never listed.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CompanyConversationsQuery,
  CompanyConversationsReply,
  type CompanyConversation,
} from '@opgavetorvet/contracts';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/open.js';
import { perDatabase } from '../../db/per-database.js';
import { bids, contacts, files, jobs, messages, users } from '../../db/schema/index.js';
import { scopedResponses } from '../../lib/scoped-responses.js';

export const CONVERSATIONS_PAGE_SIZE = 20;

/** The contact's newest message (its last activity), joined once per conversation. */
const lastMessage = alias(messages, 'lm');
const lastAt = sql<number>`coalesce(${lastMessage.createdAt}, ${contacts.createdAt})`;

const statements = perDatabase((db: Db) => ({
  page: db
    .select({
      contact_id: contacts.id,
      job_id: contacts.jobId,
      headline: jobs.headline,
      customer_id: jobs.userId,
      customer_name: users.name,
      company_id: contacts.companyId,
      bid_id: sql<number | null>`(select ${bids.id} from ${bids} where ${bids.contactId} = ${contacts.id}
        order by ${bids.id} desc limit 1)`,
      last_message: lastMessage.body,
      last_sender: lastMessage.sender,
      last_at: lastAt,
      last_files: db.$count(files, and(eq(files.messageId, lastMessage.id), isNull(files.removedAt))),
      unread: db.$count(
        messages,
        and(eq(messages.contactId, contacts.id), eq(messages.sender, 'user'), isNull(messages.readAt)),
      ),
    })
    .from(contacts)
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .innerJoin(users, eq(users.id, jobs.userId))
    .leftJoin(
      lastMessage,
      sql`${lastMessage.id} = (select ${messages.id} from ${messages} where ${messages.contactId} = ${contacts.id}
        order by ${messages.createdAt} desc, ${messages.id} desc limit 1)`,
    )
    .where(eq(contacts.companyId, sql.placeholder('company')))
    .orderBy(desc(lastAt), desc(contacts.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(),
  total: db
    .select({ n: count() })
    .from(contacts)
    .where(eq(contacts.companyId, sql.placeholder('company')))
    .prepare(),
}));

const companyConversationsRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/firma/beskeder',
    {
      schema: {
        tags: ['messages'],
        summary: "The company's conversations with customers, latest activity first",
        querystring: CompanyConversationsQuery,
        response: scopedResponses(CompanyConversationsReply),
      },
    },
    async (request) => {
      const company = request.company.id;
      const page = request.query.page ?? 1;
      const conversations: CompanyConversation[] = await statements(fastify.db).page.all({
        company,
        limit: CONVERSATIONS_PAGE_SIZE,
        offset: (page - 1) * CONVERSATIONS_PAGE_SIZE,
      });
      const total = (await statements(fastify.db).total.get({ company }))?.n ?? 0;
      return { conversations, page, page_size: CONVERSATIONS_PAGE_SIZE, total };
    },
  );
};

export default companyConversationsRoute;
