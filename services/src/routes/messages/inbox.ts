// GET /api/beskeder?page: the caller's inbox (issue 32), customer or company: one row per thread
// with a message the caller may read, newest message first, INBOX_PAGE_SIZE a page, each with both
// sides (an erased one as "Slettet bruger"), the job, the newest message and the caller's unread
// count of it. Listing marks nothing read.
// Two statements for any page (inbox-queries.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { INBOX_PAGE_SIZE, InboxQuery, InboxReply, errorResponses } from '@opgavetorvet/contracts';
import { sideOf } from '../../lib/contact-side.js';
import { withShownNames } from '../../lib/personal-data/shown-name.js';
import { mustBeLoggedIn } from '../../plugins/app/auth.js';
import { inboxPage } from './inbox-queries.js';

const inboxRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/beskeder',
    {
      preHandler: fastify.requireRole(['user', 'company']),
      schema: {
        tags: ['messages'],
        summary: "The caller's message threads, newest message first, 20 a page",
        querystring: InboxQuery,
        response: { 200: InboxReply, ...errorResponses },
      },
    },
    async (request) => {
      const side = sideOf(mustBeLoggedIn(request));
      const page = request.query.page ?? 1;
      const { threads, total } = await inboxPage(fastify.db, side, page, INBOX_PAGE_SIZE);
      const t = request.t.bind(request);
      return {
        threads: threads.map((thread) => withShownNames(thread, t)),
        page,
        page_size: INBOX_PAGE_SIZE,
        total,
      };
    },
  );
};

export default inboxRoute;
