// GET /api/firma/kom-godt-i-gang: the calling company's start checklist (issue 31), which
// /firma/opgaver shows until every item is done: categories, regions, profile text, logo, opening
// times and a phone for SMS notifications (docs/decisions.md says why that one).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StartChecklistReply, errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { scopedResponses } from '../../lib/scoped-responses.js';
import { startChecklistOf } from './queries.js';

const startChecklistRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/firma/kom-godt-i-gang',
    {
      schema: {
        tags: ['company-start'],
        summary: "The company's start checklist: which items are done",
        response: { ...scopedResponses(StartChecklistReply), 404: errorResponses[404] },
      },
    },
    async (request) => {
      const items = await startChecklistOf(fastify.db, request.company.id);
      if (!items) throw new AppError(404, 'errors:::not_found');
      return { items, done: Object.values(items).every(Boolean) };
    },
  );
};

export default startChecklistRoute;
