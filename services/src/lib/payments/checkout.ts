// Card top-ups through Stripe Checkout: the service creates a Checkout Session (DKK, the amount, the
// company as client reference and in metadata, return addresses from PUBLIC_URL) and remembers it;
// the signed webhook's checkout.session.completed (or async_payment_succeeded) credits the balance
// once per session, whatever number of times and in whatever parallel it is delivered.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { PAGES } from '@opgavetorvet/contracts';
import { cardPayments, companies } from '../../db/schema/index.js';
import { nowSeconds } from '../danish.js';
import { creditPayment } from './credit-payment.js';

export async function startCheckout(
  fastify: FastifyInstance,
  stripe: Stripe,
  companyId: number,
  amountKr: number,
): Promise<{ url: string; sessionId: string }> {
  const company = await fastify.db
    .select({ email: companies.email })
    .from(companies)
    .where(eq(companies.id, companyId))
    .get();
  const amountOre = amountKr * 100;
  const base = fastify.config.publicUrl;
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    currency: 'dkk',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'dkk',
          unit_amount: amountOre,
          product_data: { name: fastify.translate('da-DK', 'mail:::receipt::checkout_line') },
        },
      },
    ],
    client_reference_id: String(companyId),
    metadata: { company_id: String(companyId), amount_ore: String(amountOre) },
    customer_email: company?.email,
    success_url: `${base}${PAGES.firmaKontoBetaling}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${base}${PAGES.firmaKonto}?betaling=annulleret`,
  });
  if (!session.url) throw new Error('Stripe returned a Checkout Session without a url');
  await fastify.db
    .insert(cardPayments)
    .values({ sessionId: session.id, companyId, amountOre, createdAt: nowSeconds() })
    .onConflictDoNothing()
    .run();
  return { url: session.url, sessionId: session.id };
}

const CREDITING_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

export type EventOutcome = 'credited' | 'already_credited' | 'ignored';

/** Acts on one verified event: a paid Checkout Session in DKK credits its company once. */
export async function handleStripeEvent(
  fastify: FastifyInstance,
  event: Stripe.Event,
): Promise<EventOutcome> {
  if (!CREDITING_EVENTS.has(event.type)) return 'ignored';
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.payment_status !== 'paid' || session.currency?.toLowerCase() !== 'dkk') return 'ignored';
  const amountOre = session.amount_total ?? 0;
  const companyId = Number(session.client_reference_id ?? session.metadata?.company_id);
  if (!Number.isInteger(companyId) || companyId <= 0 || !Number.isInteger(amountOre) || amountOre <= 0)
    return 'ignored';
  const company = await fastify.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .get();
  if (!company) {
    fastify.log.warn({ sessionId: session.id, companyId }, 'paid Checkout Session for an unknown company');
    return 'ignored';
  }
  const credited = await creditPayment(fastify, {
    companyId,
    amountOre,
    kind: 'card_topup',
    reason: fastify.translate('da-DK', 'mail:::receipt::ledger_card'),
    externalId: `stripe:${session.id}`,
    createdAt: nowSeconds(),
  });
  return credited ? 'credited' : 'already_credited';
}

/** The company's own Checkout Session, or undefined. */
export async function ownCardPayment(fastify: FastifyInstance, companyId: number, sessionId: string) {
  return await fastify.db
    .select({ amountOre: cardPayments.amountOre })
    .from(cardPayments)
    .where(and(eq(cardPayments.sessionId, sessionId), eq(cardPayments.companyId, companyId)))
    .get();
}
