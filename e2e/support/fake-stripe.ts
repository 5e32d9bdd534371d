// A stand-in for Stripe on loopback for the money journey: it answers the Checkout Session call the
// service's `stripe` SDK makes (STRIPE_API_URL points here) and serves the "Checkout page" the
// browser is sent to, whose button leads to the session's success address. The journey itself
// delivers the webhook, signed with the SDK's own test-header helper.
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

export interface FakeStripe {
  url: string;
  sessions: Map<string, CheckoutSession>;
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, CheckoutSession>();
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
