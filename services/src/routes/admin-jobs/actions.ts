// POST /api/admin/opgaver/:jobId/fjern closes and removes a job (illegal or abusive content) and
// POST …/genaabn opens it again, each with a reason the customer and every company with an offer or
// chosen are told by mail; the job's transitions (domain/jobs/admin-removal.ts) write the change, its
// audit row naming the administrator and the mails in one transaction. A status the table does not
// allow is 409 with its text and changes nothing.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminJobActionBody,
  AdminJobActionReply,
  AdminJobParams,
  errorResponses,
} from '@opgavetorvet/contracts';
import { removeJobByAdmin, restoreJobByAdmin } from '../../domain/jobs/admin-removal.js';
import { nowSeconds } from '../../lib/danish.js';

const ACTIONS = [
  {
    path: 'fjern',
    change: removeJobByAdmin,
    done: 'admin:::opgaver::removed_done',
    summary: 'Close and remove a job, telling both sides why',
  },
  {
    path: 'genaabn',
    change: restoreJobByAdmin,
    done: 'admin:::opgaver::restored_done',
    summary: 'Open a removed job again, telling both sides why',
  },
] as const;

const actionsRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  for (const action of ACTIONS) {
    fastify.post(
      `/api/admin/opgaver/:jobId/${action.path}`,
      {
        schema: {
          tags: ['admin'],
          summary: action.summary,
          params: AdminJobParams,
          body: AdminJobActionBody,
          response: { 200: AdminJobActionReply, ...errorResponses },
        },
      },
      async (request) => {
        const outcome = await action.change(fastify, {
          jobId: request.params.jobId,
          adminId: request.admin.id,
          reason: request.body.reason,
          now: nowSeconds(),
        });
        return {
          type: 'success' as const,
          message: request.t(action.done, { count: outcome.companiesTold }),
          status: outcome.status,
        };
      },
    );
  }
};

export default actionsRoute;
