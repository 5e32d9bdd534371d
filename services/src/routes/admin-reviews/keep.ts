// POST /api/admin/anmeldelser/:id/behold: the administrator keeps a reported review (issue 33): it
// stays on the profile as it is (a review is never hidden for being negative), the report is closed
// as kept, the action is audit-logged ('review.report.keep') and the company is told, in one
// transaction (decide.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { decideReport, decisionSchema } from './decide.js';

const keepRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/admin/anmeldelser/:id/behold',
    { schema: decisionSchema('Keep a reported review; it stays on the profile') },
    async (request) => {
      const report = await decideReport(fastify, request.admin.id, request.params.id, { state: 'kept' });
      return { type: 'success' as const, message: request.t('admin:::anmeldelser::kept_done'), report };
    },
  );
};

export default keepRoute;
