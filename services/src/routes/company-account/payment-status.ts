// GET /api/firma/konto/betaling/:sessionId: the return page asks whether the webhook of its own
// Checkout Session has arrived ('paid', with the receipt) or not yet ('pending').
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { PaymentStatusParams, PaymentStatusReply, errorResponses } from '@opgavetorvet/contracts';
import { balanceLedger, receipts } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { balanceOre } from '../../lib/ledger.js';
import { ownCardPayment } from '../../lib/payments/checkout.js';

const paymentStatusRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/firma/konto/betaling/:sessionId',
    {
      schema: {
        tags: ['company-account'],
        summary: 'Whether the own card payment has been received',
        params: PaymentStatusParams,
        response: { 200: PaymentStatusReply, ...errorResponses },
      },
    },
    async (request) => {
      const companyId = request.company.id;
      const { sessionId } = request.params;
      const payment = await ownCardPayment(fastify, companyId, sessionId);
      if (!payment) throw new AppError(404, 'errors:::card_payment_unknown');
      const credited = await fastify.db
        .select({ amountOre: balanceLedger.amountOre, receiptId: receipts.id })
        .from(balanceLedger)
        .leftJoin(receipts, eq(receipts.ledgerId, balanceLedger.id))
        .where(
          and(eq(balanceLedger.externalId, `stripe:${sessionId}`), eq(balanceLedger.companyId, companyId)),
        )
        .get();
      return {
        status: credited ? ('paid' as const) : ('pending' as const),
        amount_ore: credited?.amountOre ?? payment.amountOre,
        balance_ore: await balanceOre(fastify.db, companyId),
        receipt_id: credited?.receiptId ?? null,
      };
    },
  );
};

export default paymentStatusRoute;
