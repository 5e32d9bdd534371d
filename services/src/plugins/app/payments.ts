// Card payment: `fastify.stripe` is the Stripe SDK made from STRIPE_SECRET_KEY (and STRIPE_API_URL),
// or null when card payment is not set up; `fastify.stripeVerifier` checks webhook signatures.
import fp from 'fastify-plugin';
import type Stripe from 'stripe';
import { makeStripe, makeWebhookVerifier } from '../../lib/payments/stripe-client.js';

declare module 'fastify' {
  interface FastifyInstance {
    stripe: Stripe | null;
    stripeVerifier: Stripe;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('stripe', makeStripe(fastify.config));
    fastify.decorate('stripeVerifier', fastify.stripe ?? makeWebhookVerifier());
  },
  { name: 'payments', dependencies: ['config'] },
);
