// POST /api/admin/annulleringer/:id/beslutning: the administrator approves or rejects a company's
// pending cancellation request, with a reason. One transaction of conditional updates (only a
// pending request, only a contact still awaiting the decision): approve cancels the contact and
// the job; reject restores the contact's state from before the request. Approving a request that
// says the customer wants a new company (optionnewone) cancels the contact and puts the job back
// out for bids instead. Both sides are told by e-mail and SMS, and the decision with its reason is
// written into the company's conversation, so it sees it in the messages modals as well. The
// decision is written to the audit log in its transaction. The change is domain/jobs/.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CancellationDecisionBody,
  CancellationDecisionReply,
  CancellationIdParams,
  errorResponses,
} from '@opgavetorvet/contracts';
import { decideCancellation } from '../../domain/jobs/cancellation-decision.js';
import { AppError } from '../../errors.js';

const decideCancellationRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/admin/annulleringer/:id/beslutning',
    {
      schema: {
        tags: ['admin'],
        summary: "Approve or reject a company's pending cancellation request, with a reason",
        params: CancellationIdParams,
        body: CancellationDecisionBody,
        response: { 200: CancellationDecisionReply, ...errorResponses },
      },
    },
    async (request) => {
      const admin = request.admin;
      const approve = request.body.decision === 'approve';
      const reason = request.body.reason.trim();
      if (!reason) throw new AppError(400, 'errors:::decision_reason');
      const done = await decideCancellation(fastify, {
        id: request.params.id,
        approve,
        reason,
        adminId: admin.id,
      });
      return {
        type: 'success' as const,
        message: request.t(
          done.backOutForBids
            ? 'fragments-admin:::decision::approved_new_company'
            : approve
              ? 'fragments-admin:::decision::approved'
              : 'fragments-admin:::decision::rejected',
          { headline: done.headline },
        ),
        cancellation_id: request.params.id,
        status: approve ? ('approved' as const) : ('rejected' as const),
        contact_state: done.contactState,
        job_status: done.jobStatus,
      };
    },
  );
};

export default decideCancellationRoute;
