// POST /api/admin/billeder/:key/afvis: the administrator dismisses a file's open reports (issue
// 33): the file stays where it is, the reports are closed as dismissed and the action is
// audit-logged ('file.reports.dismiss'), in one transaction (decide.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { decideReports, decisionSchema } from './decide.js';

const dismissRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/admin/billeder/:key/afvis',
    { schema: decisionSchema("Dismiss a file's open reports; the file stays") },
    async (request) => {
      const file = await decideReports(fastify.db, request.admin.id, request.params.key, {
        state: 'dismissed',
        reason: null,
        apply: async () => ({ action: 'file.reports.dismiss', after: { state: 'dismissed' } }),
      });
      return { type: 'success' as const, message: request.t('admin:::billeder::dismissed_done'), file };
    },
  );
};

export default dismissRoute;
