// POST /bruger2/update_number_red_dot: how many messages from the other side the caller (customer
// or company) has not read; the page removes the red dot at 0.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RedDotBody, UnreadCountReply, errorResponses } from '@opgavetorvet/contracts';
import { mustBeLoggedIn } from '../../plugins/app/auth.js';
import { sideOf } from '../../lib/contact-side.js';
import { emptyBodyIfNone } from '../../lib/empty-body.js';
import { unreadCount } from './queries.js';

const redDotRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/bruger2/update_number_red_dot',
    {
      // A post without a body counts as the empty object; fields are still refused.
      preValidation: emptyBodyIfNone,
      preHandler: fastify.requireRole(['user', 'company']),
      schema: {
        tags: ['messages'],
        summary: 'Unread messages of the caller (the red dot)',
        body: RedDotBody,
        response: { 200: UnreadCountReply, ...errorResponses },
      },
    },
    async (request) => ({
      get_unread_messages: await unreadCount(fastify.db, sideOf(mustBeLoggedIn(request))),
    }),
  );
};

export default redDotRoute;
