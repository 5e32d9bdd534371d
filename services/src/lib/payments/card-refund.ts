// A pending card refund sent to Stripe through the SDK: the top-up's Checkout Session gives the
// payment intent, and refunds.create gives back the amount (the refund's id as idempotency key and
// in metadata, so the webhook finds it even before the answer is stored). Stripe refusing it (an
// answer with an HTTP status, or a refund that failed at once) releases it; no answer at all leaves
// it pending, since Stripe may have made it: the webhook then confirms or refuses it. The ledger
// row and credit note come with the webhook's confirmation (refund-events.ts).
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { balanceLedger, refunds } from '../../db/schema/index.js';
import { markRefundFailed } from './refund-settle.js';
import { checkoutSessionOf } from './refund-rules.js';

/** 'sent': Stripe took it; 'refused': Stripe said no (released); 'unanswered': still pending. */
export type CardRefundOutcome = 'sent' | 'refused' | 'unanswered';

export async function sendCardRefund(fastify: FastifyInstance, refundId: number): Promise<CardRefundOutcome> {
  const { db } = fastify;
  const stripe = fastify.stripe;
  const refund = await db
    .select({
      id: refunds.id,
      companyId: refunds.companyId,
      amountOre: refunds.amountOre,
      externalId: balanceLedger.externalId,
    })
    .from(refunds)
    .innerJoin(balanceLedger, eq(balanceLedger.id, refunds.chargeLedgerId))
    .where(eq(refunds.id, refundId))
    .get();
  const sessionId = checkoutSessionOf(refund?.externalId ?? null);
  if (!stripe || !refund || !sessionId) {
    await markRefundFailed(db, refundId, null);
    return 'refused';
  }
  try {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    const paymentIntent =
      typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (!paymentIntent) {
      fastify.log.warn({ refundId, sessionId }, 'Checkout Session without a payment intent');
      await markRefundFailed(db, refundId, null);
      return 'refused';
    }
    const created = await stripe.refunds.create(
      {
        payment_intent: paymentIntent,
        amount: refund.amountOre,
        reason: 'requested_by_customer',
        metadata: { refund_id: String(refund.id), company_id: String(refund.companyId) },
      },
      { idempotencyKey: `opgavetorvet-refund-${refund.id}` },
    );
    await db
      .update(refunds)
      .set({ stripeRefundId: created.id })
      .where(and(eq(refunds.id, refund.id), isNull(refunds.stripeRefundId)))
      .run();
    if (created.status === 'failed' || created.status === 'canceled') {
      await markRefundFailed(db, refund.id, created.id);
      return 'refused';
    }
    return 'sent';
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError && typeof err.statusCode === 'number') {
      fastify.log.warn({ err, refundId }, 'Stripe refused the refund');
      await markRefundFailed(db, refundId, null);
      return 'refused';
    }
    fastify.log.error({ err, refundId }, 'no answer from Stripe to a refund; it stays pending');
    return 'unanswered';
  }
}
