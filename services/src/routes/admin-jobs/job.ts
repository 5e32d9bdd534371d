// GET /api/admin/opgaver/:jobId: any job as its customer's page shows it (the customer's own page's
// data function, domain/jobs/job-page-data.ts, read for the job's customer without marking her
// messages read), with the customer, the removal and its reason, which of remove and open again the
// job's status allows (the job's transition table) and the administrators' actions on it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminJobParams, AdminJobReply, errorResponses } from '@opgavetorvet/contracts';
import { auditTrailOf } from '../../db/queries/audit-trail.js';
import { jobPage } from '../../domain/jobs/job-page-data.js';
import { jobFrom } from '../../domain/jobs/transitions.js';
import { AppError } from '../../errors.js';
import { jobHead } from './queries.js';

const jobRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/admin/opgaver/:jobId',
    {
      schema: {
        tags: ['admin'],
        summary: 'One job as its customer sees it, with its removal, the actions allowed and the audit trail',
        params: AdminJobParams,
        response: { 200: AdminJobReply, ...errorResponses },
      },
    },
    async (request) => {
      const { db } = fastify;
      const head = await jobHead(db, request.params.jobId);
      if (!head) throw new AppError(404, 'errors:::job_not_found');
      const removed = head.removedAt !== null;
      return {
        page: await jobPage(db, { id: head.id, userId: head.userId }, false, { markRead: false }),
        customer: { user_id: head.userId, name: head.customerName, email: head.customerEmail },
        removal:
          head.removedAt !== null && head.removedFromStatus !== null
            ? {
                removed_at: head.removedAt,
                reason: head.removedReason ?? '',
                from_status: head.removedFromStatus,
              }
            : null,
        actions: {
          can_remove: !removed && jobFrom('remove_by_admin').includes(head.status),
          can_restore: removed && jobFrom('restore_by_admin').includes(head.status),
        },
        audit: await auditTrailOf(db, 'job', head.id),
      };
    },
  );
};

export default jobRoute;
