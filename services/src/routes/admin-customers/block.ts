// POST /api/admin/kunder/:userId/spaerring: blocks or unblocks a customer with a required reason.
// A blocked customer cannot log in (their sessions end here, every way in refuses them), post a job,
// or write messages and reviews. The change, its audit row and the mail telling the customer are one
// transaction; blocking twice (or unblocking one who is not blocked) is 409.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminActionReply,
  AdminCustomerParams,
  BlockCustomerBody,
  errorResponses,
} from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { recordAudit } from '../../lib/audit.js';
import { inTransaction } from '../../lib/transaction.js';
import { changeUserBlock } from '../../lib/user-block.js';
import { customerById } from './queries.js';
import { tellCustomer } from './tell-customer.js';

const blockRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/admin/kunder/:userId/spaerring',
    {
      schema: {
        tags: ['admin'],
        summary: 'Block or unblock a customer, with a reason (the customer is told by mail)',
        params: AdminCustomerParams,
        body: BlockCustomerBody,
        response: { 200: AdminActionReply, ...errorResponses },
      },
    },
    async (request) => {
      const { db } = fastify;
      const { userId } = request.params;
      const { blocked } = request.body;
      const reason = request.body.reason.trim();
      await inTransaction(db, async () => {
        const customer = await customerById(db, userId);
        if (!customer) throw new AppError(404, 'errors:::customer_not_found');
        const block = await changeUserBlock(db, userId, blocked, reason);
        if (!block)
          throw new AppError(
            409,
            blocked ? 'errors:::customer_already_blocked' : 'errors:::customer_not_blocked',
          );
        await recordAudit(db, {
          actorId: request.admin.id,
          action: blocked ? 'customer.block' : 'customer.unblock',
          targetType: 'user',
          targetId: userId,
          before: { blocked_at: customer.blocked_at, blocked_reason: customer.blocked_reason },
          after: { blocked_at: block.blockedAt, reason },
        });
        if (customer.deleted_at === null) await tellCustomer(fastify, customer, blocked, reason);
      });
      return {
        type: 'success' as const,
        message: request.t(blocked ? 'admin:::kunder::blocked_done' : 'admin:::kunder::unblocked_done'),
      };
    },
  );
};

export default blockRoute;
