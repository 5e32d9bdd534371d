// GET /api/beskeder/:contactId: one of the caller's threads (customer or company), listed or not
// (issue 32): its job, both sides (an erased one as "Slettet bruger") and the bid an answer goes
// with, and its newest message the caller may read (null: none yet). The inbox shows it above an
// open thread that is not on the shown page, or that has no messages yet (a company writing first).
// Another's thread is 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { InboxThreadHead, InboxThreadParams, errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { sideOf } from '../../lib/contact-side.js';
import { withShownNames } from '../../lib/personal-data/shown-name.js';
import { mustBeLoggedIn } from '../../plugins/app/auth.js';
import { threadHead } from './inbox-queries.js';

const threadHeadRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/beskeder/:contactId',
    {
      preHandler: fastify.requireRole(['user', 'company']),
      schema: {
        tags: ['messages'],
        summary: "One of the caller's threads, with or without messages",
        params: InboxThreadParams,
        response: { 200: InboxThreadHead, ...errorResponses },
      },
    },
    async (request) => {
      const head = await threadHead(fastify.db, sideOf(mustBeLoggedIn(request)), request.params.contactId);
      if (!head) throw new AppError(404, 'errors:::thread_not_found');
      return withShownNames(head, request.t.bind(request));
    },
  );
};

export default threadHeadRoute;
