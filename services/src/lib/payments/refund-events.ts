// Stripe's refund events (verified by the webhook): refund.created / refund.updated / refund.failed
// carry a Refund, charge.refunded a Charge with its refunds. Each refund is matched to ours by its
// Stripe id or the refund id in its metadata; its amount must be ours, in DKK. 'succeeded' makes it
// final once (ledger row, credit note, mail: refund-settle.ts), however often and in whatever
// parallel it is delivered; 'failed' or 'canceled' releases a pending one. Anything else is ignored.
import { eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { refunds } from '../../db/schema/index.js';
import { markRefundFailed, settleRefund } from './refund-settle.js';

const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'refund.failed', 'charge.refunded']);

export const isRefundEvent = (type: string): boolean => REFUND_EVENTS.has(type);

export type RefundEventOutcome = 'refund_settled' | 'refund_failed' | 'already_settled' | 'ignored';

/** The refunds an event carries. */
function refundsOf(event: Stripe.Event): Stripe.Refund[] {
  if (event.type === 'charge.refunded') return (event.data.object as Stripe.Charge).refunds?.data ?? [];
  return [event.data.object as Stripe.Refund];
}

async function handleRefund(fastify: FastifyInstance, refund: Stripe.Refund): Promise<RefundEventOutcome> {
  const ours = Number(refund.metadata?.refund_id);
  const row = await fastify.db
    .select({ id: refunds.id, amountOre: refunds.amountOre, stripeRefundId: refunds.stripeRefundId })
    .from(refunds)
    .where(
      Number.isInteger(ours) && ours > 0
        ? or(eq(refunds.stripeRefundId, refund.id), eq(refunds.id, ours))
        : eq(refunds.stripeRefundId, refund.id),
    )
    .get();
  if (!row || (row.stripeRefundId !== null && row.stripeRefundId !== refund.id)) return 'ignored';
  if (refund.amount !== row.amountOre || refund.currency?.toLowerCase() !== 'dkk') {
    fastify.log.warn({ refundId: row.id, stripeRefundId: refund.id }, 'refund event does not match ours');
    return 'ignored';
  }
  if (refund.status === 'succeeded')
    return (await settleRefund(fastify, row.id, refund.id)) ? 'refund_settled' : 'already_settled';
  if (refund.status === 'failed' || refund.status === 'canceled')
    return (await markRefundFailed(fastify.db, row.id, refund.id)) ? 'refund_failed' : 'already_settled';
  return 'ignored';
}

/** Acts on one verified refund event; the outcome of its last refund. */
export async function handleRefundEvent(
  fastify: FastifyInstance,
  event: Stripe.Event,
): Promise<RefundEventOutcome> {
  let outcome: RefundEventOutcome = 'ignored';
  for (const refund of refundsOf(event)) outcome = await handleRefund(fastify, refund);
  return outcome;
}
