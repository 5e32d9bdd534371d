// POST /api/firma/konto/fyld-op: starts a card top-up of 100–50 000 whole kroner as a Stripe
// Checkout Session and answers its address; the balance changes only when the webhook confirms the
// payment. Without STRIPE_SECRET_KEY 503 'card payment is not set up'; Stripe failing 502. The
// card payment's callback cookie (SPEC §3/§9, 1 day) carries the Checkout Session's id, so the
// return page finds its payment also when the address comes back without ?session_id.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorReply, TopUpBody, TopUpReply, errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { startCheckout } from '../../lib/payments/checkout.js';

/** SPEC §3/§9: the card payment provider's callback cookie, kept 1 day; read by the return page. */
export const CARD_PAYMENT_COOKIE = 'kortbetaling';
const ONE_DAY_SECONDS = 24 * 60 * 60;

const topUpRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/firma/konto/fyld-op',
    {
      schema: {
        tags: ['company-account'],
        summary: 'Start a card top-up (Stripe Checkout)',
        body: TopUpBody,
        response: { 200: TopUpReply, ...errorResponses, 502: ErrorReply, 503: ErrorReply },
      },
    },
    async (request, reply) => {
      const companyId = request.company.id;
      const stripe = fastify.stripe;
      if (!stripe) throw new AppError(503, 'errors:::card_payment_not_set_up');
      try {
        const { url, sessionId } = await startCheckout(fastify, stripe, companyId, request.body.amount_kr);
        reply.setCookie(CARD_PAYMENT_COOKIE, sessionId, {
          path: '/',
          sameSite: 'lax',
          secure: fastify.config.cookieSecure,
          httpOnly: false,
          maxAge: ONE_DAY_SECONDS,
        });
        return { url, session_id: sessionId };
      } catch (err) {
        request.log.error({ err }, 'Stripe Checkout Session could not be created');
        throw new AppError(502, 'errors:::card_payment_failed');
      }
    },
  );
};

export default topUpRoute;
