// A stand-in for Stripe on loopback for the money journeys: it answers the Checkout Session call the
// service's `stripe` SDK makes (STRIPE_API_URL points here) and serves the "Checkout page" the
// browser is sent to, whose button leads to the session's success address; for a refund (issue 33)
// it answers the session's retrieval with its payment intent and refunds.create with a pending
// refund it remembers. The journey itself delivers the webhooks, signed with the SDK's own
// test-header helper.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const E2E_STRIPE_KEY = 'sk_test_e2e_opgavetorvet';
export const E2E_WEBHOOK_SECRET = 'whsec_e2e_opgavetorvet';

export interface CheckoutSession {
  id: string;
  amountOre: number;
  companyId: number;
  successUrl: string;
}

export interface Refund {
  id: string;
  amount: number;
  payment_intent: string;
  metadata: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  sessions: Map<string, CheckoutSession>;
  /** The refunds the service asked for, in order. */
  refunds: Refund[];
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, CheckoutSession>();
  const refunds: Refund[] = [];
  let counter = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0];
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        counter += 1;
        const id = `cs_test_e2e${Date.now().toString(36)}${counter}`;
        const session: CheckoutSession = {
          id,
          amountOre: Number(form.get('line_items[0][price_data][unit_amount]')),
          companyId: Number(form.get('client_reference_id')),
          successUrl: (form.get('success_url') ?? '').replace('{CHECKOUT_SESSION_ID}', id),
        };
        sessions.set(id, session);
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            mode: 'payment',
            status: 'open',
            payment_status: 'unpaid',
            currency: 'dkk',
            amount_total: session.amountOre,
            client_reference_id: String(session.companyId),
            url: `${fake.url}/pay/${id}`,
          }),
        );
        return;
      }
      const retrieved = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/.exec(path);
      if (request.method === 'GET' && retrieved) {
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            id: retrieved[1],
            object: 'checkout.session',
            payment_status: 'paid',
            status: 'complete',
            currency: 'dkk',
            payment_intent: `pi_${retrieved[1]}`,
          }),
        );
        return;
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        const refund: Refund = {
          id: `re_test_e2e${Date.now().toString(36)}${refunds.length + 1}`,
          amount: Number(form.get('amount')),
          payment_intent: form.get('payment_intent') ?? '',
          metadata: { refund_id: form.get('metadata[refund_id]') ?? '' },
        };
        refunds.push(refund);
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ ...refund, object: 'refund', currency: 'dkk', status: 'pending' }));
        return;
      }
      const pay = /^\/pay\/([A-Za-z0-9_]+)$/.exec(path);
      const session = pay ? sessions.get(pay[1]) : undefined;
      if (request.method === 'GET' && session) {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.end(
          `<!doctype html><html lang="da"><title>Testbetaling</title><h1>Testbetaling</h1>` +
            `<p>${session.amountOre / 100} kr.</p><a href="${escapeHtml(session.successUrl)}">Betal</a></html>`,
        );
        return;
      }
      response.statusCode = 404;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeStripe = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sessions,
    refunds,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

/** checkout.session.completed for a paid session, as its JSON body and Stripe-Signature header. */
export function signedCompletedEvent(session: CheckoutSession): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id: `evt_${session.id}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        payment_status: 'paid',
        status: 'complete',
        currency: 'dkk',
        amount_total: session.amountOre,
        client_reference_id: String(session.companyId),
      },
    },
  });
  const signature = new Stripe(E2E_STRIPE_KEY).webhooks.generateTestHeaderString({
    payload,
    secret: E2E_WEBHOOK_SECRET,
  });
  return { payload, signature };
}

/** refund.updated for a refund Stripe has made (succeeded), as its JSON body and Stripe-Signature header. */
export function signedRefundEvent(refund: Refund): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id: `evt_${refund.id}`,
    object: 'event',
    type: 'refund.updated',
    data: { object: { ...refund, object: 'refund', currency: 'dkk', status: 'succeeded' } },
  });
  const signature = new Stripe(E2E_STRIPE_KEY).webhooks.generateTestHeaderString({
    payload,
    secret: E2E_WEBHOOK_SECRET,
  });
  return { payload, signature };
}
