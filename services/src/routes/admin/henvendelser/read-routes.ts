// GET /api/admin/henvendelser (the inbox: open items, unanswered first, or the closed ones),
// GET /api/admin/henvendelser/antal (what is unanswered, for the header) and
// GET /api/admin/henvendelser/:kind/:id (one item with its thread). Administrator only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  HelpCountsReply,
  HelpInboxQuery,
  HelpInboxReply,
  HelpItemParams,
  HelpThreadReply,
  errorResponses,
} from '@opgavetorvet/contracts';
import { AppError } from '../../../errors.js';
import { threadOf } from '../../../lib/help/threads.js';
import { helpCounts, helpInbox, helpItem } from './queries.js';

const refusals = { 401: errorResponses[401], 403: errorResponses[403], 429: errorResponses[429] };

const readRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/admin/henvendelser',
    {
      schema: {
        tags: ['admin'],
        summary: 'Support cases, complaints and ticket threads: open ones (unanswered first) or closed ones',
        querystring: HelpInboxQuery,
        response: { 200: HelpInboxReply, 400: errorResponses[400], ...refusals },
      },
    },
    async (request) => ({ items: await helpInbox(fastify.db, request.query.visning === 'lukkede') }),
  );

  fastify.get(
    '/api/admin/henvendelser/antal',
    {
      schema: {
        tags: ['admin'],
        summary: 'How many help items are unanswered, and cancellation requests pending',
        response: { 200: HelpCountsReply, ...refusals },
      },
    },
    async () => helpCounts(fastify.db),
  );

  fastify.get(
    '/api/admin/henvendelser/:kind/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One help item with its whole thread, oldest message first',
        params: HelpItemParams,
        response: { 200: HelpThreadReply, 400: errorResponses[400], 404: errorResponses[404], ...refusals },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const item = await helpItem(fastify.db, kind, id);
      if (!item) throw new AppError(404, 'errors:::help::not_found');
      return { item, messages: await threadOf(fastify.db, kind, id) };
    },
  );
};

export default readRoutes;
