// POST /api/admin/billeder/:key/fjern: the administrator removes a reported photo or file with a
// reason (issue 33). The file is marked removed ('admin'): it is 404 at once, gone from every list
// of what it belonged to, and the sweep deletes its objects. Its open reports are closed as
// removed with the reason, the action is audit-logged ('file.remove') and the uploading account is
// told by e-mail which file and why, all in one transaction (decide.ts). A file its owner had
// removed already only has its reports closed; nobody is told.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RemoveReportedFileBody } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { removeFiles } from '../../lib/files/attach.js';
import { decideReports, decisionSchema } from './decide.js';
import { tellUploaderRemoved } from './tell-uploader.js';

const removeRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/admin/billeder/:key/fjern',
    {
      schema: {
        ...decisionSchema('Remove a reported photo or file, telling its uploader why'),
        body: RemoveReportedFileBody,
      },
    },
    async (request) => {
      const reason = request.body.reason.trim();
      if (reason === '') throw new AppError(400, 'errors:::file_removal_reason');
      const file = await decideReports(fastify.db, request.admin.id, request.params.key, {
        state: 'removed',
        reason,
        async apply(context) {
          const removed = await removeFiles(fastify.db, [context.file.key], 'admin');
          if (removed.length > 0) await tellUploaderRemoved(fastify, context, reason);
          return { action: 'file.remove', after: { reason, removed: removed.length > 0 } };
        },
      });
      return { type: 'success' as const, message: request.t('admin:::billeder::removed_done'), file };
    },
  );
};

export default removeRoute;
