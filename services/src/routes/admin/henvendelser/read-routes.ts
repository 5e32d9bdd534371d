// GET /api/admin/henvendelser (the inbox: a page of the items the kind, state and age filters
// match, unanswered first, with the filters' counts; inbox-page.ts),
// GET /api/admin/henvendelser/antal (what is unanswered, for the header) and
// GET /api/admin/henvendelser/:kind/:id (one item with its thread). Administrator only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  HELP_INBOX_PAGE_SIZE,
  HelpCountsReply,
  HelpInboxQuery,
  HelpInboxReply,
  HelpItemParams,
  HelpThreadReply,
  errorResponses,
} from '@opgavetorvet/contracts';
import { AppError } from '../../../errors.js';
import { threadOf } from '../../../lib/help/threads.js';
import { nowSeconds } from '../../../lib/danish.js';
import { helpInboxPage } from './inbox-page.js';
import { helpCounts, helpItem } from './queries.js';

const refusals = { 401: errorResponses[401], 403: errorResponses[403], 429: errorResponses[429] };

const readRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/admin/henvendelser',
    {
      schema: {
        tags: ['admin'],
        summary:
          'A page of support cases, complaints and ticket threads by kind, state and age, unanswered first',
        querystring: HelpInboxQuery,
        response: { 200: HelpInboxReply, 400: errorResponses[400], ...refusals },
      },
    },
    async (request) => {
      const { type, age, visning } = request.query;
      const page = request.query.page ?? 1;
      const status = request.query.status ?? (visning === 'lukkede' ? 'closed' : 'active');
      const filter = { type: type ?? null, status, age: age ?? null };
      const found = await helpInboxPage(fastify.db, filter, page, nowSeconds());
      return { ...found, page, page_size: HELP_INBOX_PAGE_SIZE };
    },
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
