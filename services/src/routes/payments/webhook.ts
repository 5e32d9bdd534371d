// POST /api/betaling/webhook: Stripe's events. The body is kept raw (this plugin's own JSON parser)
// because the signature covers the exact bytes; stripe.webhooks.constructEvent checks it against
// STRIPE_WEBHOOK_SECRET. A missing or wrong signature (or no secret configured) is 400 and changes
// nothing; a paid Checkout Session credits its company once (lib/payments/checkout.ts), and a
// refund's confirmation or refusal makes a card refund final or releases it once
// (lib/payments/refund-events.ts). No CSRF token (Stripe cannot have one: the signature is the
// authority) and no session.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorReply, WebhookReply } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { handleStripeEvent } from '../../lib/payments/checkout.js';
import { handleRefundEvent, isRefundEvent } from '../../lib/payments/refund-events.js';

const WEBHOOK_BODY_LIMIT = 512 * 1024;

const webhookRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => {
      done(null, body);
    },
  );

  fastify.post(
    '/api/betaling/webhook',
    {
      config: { csrf: false },
      schema: {
        tags: ['payments'],
        summary:
          'Stripe webhook (signed): a paid Checkout Session credits the company once; a refund is confirmed once',
        headers: Type.Object({ 'stripe-signature': Type.Optional(Type.String({ maxLength: 2000 })) }),
        body: Type.Unsafe<Buffer>({}),
        response: { 200: WebhookReply, 400: ErrorReply },
      },
    },
    async (request) => {
      const secret = fastify.config.stripeWebhookSecret;
      const signature = request.headers['stripe-signature'];
      if (!secret || typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new AppError(400, 'errors:::webhook_signature');
      }
      let event;
      try {
        event = fastify.stripeVerifier.webhooks.constructEvent(request.body, signature, secret);
      } catch {
        throw new AppError(400, 'errors:::webhook_signature');
      }
      const outcome = isRefundEvent(event.type)
        ? await handleRefundEvent(fastify, event)
        : await handleStripeEvent(fastify, event);
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
      return { received: true };
    },
  );
};

export default webhookRoute;
