// A stand-in for Stripe's API on loopback (node:http, 127.0.0.1, a free port): it answers the
// Checkout Session call the SDK makes with a plausible session (and the refund calls, see
// stripe-refunds.ts) and remembers each request, so
// tests run the real `stripe` SDK (STRIPE_API_URL points it here) without the network. Webhooks
// are signed with the SDK's own test-header helper.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { answerRefundCall, refundCalls, type RefundCalls } from './stripe-refunds.js';

export interface StripeCall {
  method: string;
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

export interface FakeStripe extends RefundCalls {
  url: string;
  calls: StripeCall[];
  /** When set, the next session calls answer this HTTP status with a Stripe error body. */
  failWith: number | null;
  close(): Promise<void>;
}

export const TEST_STRIPE_KEY = 'sk_test_opgavetorvet';
export const TEST_WEBHOOK_SECRET = 'whsec_opgavetorvet_test';

export async function startFakeStripe(): Promise<FakeStripe> {
  let counter = 0;
  const fake: FakeStripe = {
    url: '',
    calls: [],
    failWith: null,
    ...refundCalls(),
    close: async () => undefined,
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const path = (request.url ?? '').split('?')[0];
      fake.calls.push({
        method: request.method ?? '',
        path,
        authorization: request.headers.authorization,
        form,
      });
      response.setHeader('content-type', 'application/json');
      if (answerRefundCall(fake, request, path, form, response)) return;
      if (request.method !== 'POST' || path !== '/v1/checkout/sessions') {
        response.statusCode = 404;
        response.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }),
        );
        return;
      }
      if (fake.failWith) {
        response.statusCode = fake.failWith;
        response.end(JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong' } }));
        return;
      }
      counter += 1;
      const id = `cs_test_${Date.now().toString(36)}${counter}`;
      const amount = Number(form.get('line_items[0][price_data][unit_amount]'));
      response.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          currency: form.get('currency') ?? 'dkk',
          amount_total: amount,
          amount_subtotal: amount,
          client_reference_id: form.get('client_reference_id'),
          metadata: {
            company_id: form.get('metadata[company_id]'),
            amount_ore: form.get('metadata[amount_ore]'),
          },
          success_url: form.get('success_url'),
          cancel_url: form.get('cancel_url'),
          livemode: false,
          created: Math.floor(Date.now() / 1000),
          expires_at: Math.floor(Date.now() / 1000) + 86400,
          url: `https://checkout.stripe.com/c/pay/${id}`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}

/** A checkout.session.completed event for a paid session, as Stripe would send it. */
export function checkoutCompletedEvent(fields: {
  sessionId: string;
  companyId: number;
  amountOre: number;
  eventId?: string;
  currency?: string;
  paymentStatus?: string;
}): string {
  return JSON.stringify({
    id: fields.eventId ?? `evt_${fields.sessionId}`,
    object: 'event',
    type: 'checkout.session.completed',
    api_version: '2025-01-27',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: fields.sessionId,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: fields.paymentStatus ?? 'paid',
        currency: fields.currency ?? 'dkk',
        amount_total: fields.amountOre,
        client_reference_id: String(fields.companyId),
        metadata: { company_id: String(fields.companyId) },
      },
    },
  });
}

/** The Stripe-Signature header for `payload`, made by the SDK's own helper. */
export function signatureFor(payload: string, secret = TEST_WEBHOOK_SECRET): string {
  return new Stripe(TEST_STRIPE_KEY).webhooks.generateTestHeaderString({ payload, secret });
}
