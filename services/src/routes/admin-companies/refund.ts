// POST /api/admin/firmaer/:companyId/refusion/:ledgerId: the administrator gives back (a part of)
// one charge with a required reason (lib/payments/refund-rules.ts). A plan payment or a renewal is
// credited to the balance at once: its ledger row, credit note, mail and audit row in one
// transaction. A card top-up is written as pending with its audit row, then sent to Stripe; it is
// final when Stripe's webhook confirms it. Stripe refusing it releases it (502, audited); Stripe not
// answering leaves it pending for the webhook to decide (502 saying so).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminActionReply,
  AdminRefundParams,
  ErrorReply,
  RefundBody,
  errorResponses,
} from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { recordAudit } from '../../lib/audit.js';
import { formatKroner } from '../../lib/danish.js';
import { balanceOre, immediately } from '../../lib/ledger.js';
import { sendCardRefund } from '../../lib/payments/card-refund.js';
import { openRefund, type OpenedRefund } from '../../lib/payments/refund-rules.js';
import { changeCompany } from './company-change.js';

const refundRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/admin/firmaer/:companyId/refusion/:ledgerId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Refund (a part of) a charge: as credit on the balance, or a card top-up to the card',
        params: AdminRefundParams,
        body: RefundBody,
        response: { 200: AdminActionReply, ...errorResponses, 502: ErrorReply, 503: ErrorReply },
      },
    },
    async (request) => {
      const { db } = fastify;
      const admin = request.admin;
      const { companyId, ledgerId } = request.params;
      const amountOre = request.body.amount_ore;
      const reason = request.body.reason.trim();
      let opened: OpenedRefund | undefined;
      await changeCompany(db, admin.id, companyId, async () => {
        const before = { balance_ore: await balanceOre(db, companyId) };
        opened = await openRefund(fastify, { adminId: admin.id, companyId, ledgerId, amountOre, reason });
        return {
          action: 'company.refund',
          before,
          after: {
            balance_ore: await balanceOre(db, companyId),
            refund_id: opened.refundId,
            charge_ledger_id: ledgerId,
            amount_ore: amountOre,
            method: opened.method,
            status: opened.settled ? 'succeeded' : 'pending',
            credit_note_number: opened.settled?.creditNote.number ?? null,
            reason,
          },
        };
      });
      const { refundId, settled } = opened!;
      const amount = formatKroner(amountOre);
      if (settled)
        return {
          type: 'success' as const,
          message: request.t('admin:::firmaer::refund::done_balance', {
            amount,
            number: settled.creditNote.number,
          }),
        };
      const outcome = await sendCardRefund(fastify, refundId);
      if (outcome === 'refused') {
        await immediately(db, () =>
          recordAudit(db, {
            actorId: admin.id,
            action: 'company.refund_failed',
            targetType: 'company',
            targetId: companyId,
            after: { refund_id: refundId, amount_ore: amountOre },
          }),
        );
        throw new AppError(502, 'errors:::refund_card_refused');
      }
      if (outcome === 'unanswered') throw new AppError(502, 'errors:::refund_card_unanswered');
      return {
        type: 'success' as const,
        message: request.t('admin:::firmaer::refund::done_card', { amount }),
      };
    },
  );
};

export default refundRoute;
