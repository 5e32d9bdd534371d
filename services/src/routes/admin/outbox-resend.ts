// POST /api/admin/udbakke/:id/send-igen: the administrator sends a failed e-mail or SMS again (the
// provider's outage is over, the address was put right). The row goes back to the queue with its
// tries from zero, in one transaction with its audit row, and the delivery worker is woken. A row
// in any other state is refused (409): one that was sent, or is being sent, is not sent again.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { OutboxIdParams, OutboxResendReply, errorResponses } from '@opgavetorvet/contracts';
import { outbox } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../../lib/audit.js';
import { resendFailed } from '../../lib/delivery/outbox-states.js';
import { inTransaction } from '../../lib/transaction.js';

const outboxResendRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/admin/udbakke/:id/send-igen',
    {
      schema: {
        tags: ['admin'],
        summary: 'Send a failed e-mail or SMS again: queued with its tries from zero',
        params: OutboxIdParams,
        response: { 200: OutboxResendReply, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const db = fastify.db;
      const recipient = await inTransaction(db, async () => {
        const row = await db
          .select({
            recipient: outbox.recipient,
            status: outbox.status,
            tries: outbox.tries,
            error: outbox.error,
          })
          .from(outbox)
          .where(eq(outbox.id, id))
          .get();
        if (!row) throw new AppError(404, 'errors:::outbox::not_found');
        if (!(await resendFailed(db, id))) throw new AppError(409, 'errors:::outbox::not_failed');
        await recordAudit(db, {
          actorId: request.admin.id,
          action: 'outbox.resend',
          targetType: 'outbox',
          targetId: id,
          before: { status: row.status, tries: row.tries, error: row.error },
          after: { status: 'queued', tries: 0 },
        });
        return row.recipient;
      });
      fastify.delivery.wake();
      return {
        type: 'success' as const,
        message: request.t('fragments-admin:::outbox::resent', { recipient }),
        id,
        state: 'queued' as const,
      };
    },
  );
};

export default outboxResendRoute;
