// POST /api/beskeder/:contactId/laest: the caller (customer or company) has read this thread (issue
// 32): what the other side wrote on it is marked read, nothing on any other thread and nothing the
// caller wrote. Another's thread is 404, as if it did not exist. The reply has the caller's unread
// count after it, as the red dot counts it (red-dot.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { InboxReadBody, InboxReadReply, InboxThreadParams, errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { sideOf } from '../../lib/contact-side.js';
import { emptyBodyIfNone } from '../../lib/empty-body.js';
import { mustBeLoggedIn } from '../../plugins/app/auth.js';
import { isOwnThread, markThreadRead } from './inbox-queries.js';
import { unreadCount } from './queries.js';

const threadReadRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/beskeder/:contactId/laest',
    {
      // A post without a body counts as the empty object; fields are still refused.
      preValidation: emptyBodyIfNone,
      preHandler: fastify.requireRole(['user', 'company']),
      schema: {
        tags: ['messages'],
        summary: "Marks the other side's messages of one of the caller's threads read",
        params: InboxThreadParams,
        body: InboxReadBody,
        response: { 200: InboxReadReply, ...errorResponses },
      },
    },
    async (request) => {
      const side = sideOf(mustBeLoggedIn(request));
      const { contactId } = request.params;
      if (!(await isOwnThread(fastify.db, side, contactId)))
        throw new AppError(404, 'errors:::thread_not_found');
      const marked = await markThreadRead(fastify.db, side, contactId);
      return { marked, get_unread_messages: await unreadCount(fastify.db, side) };
    },
  );
};

export default threadReadRoute;
