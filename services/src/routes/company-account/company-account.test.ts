// Rules of the company account: the top-up starts a Stripe Checkout Session (the real SDK against a
// loopback server) in DKK for 100–50 000 whole kroner with the company as client reference and
// return addresses from PUBLIC_URL, never the Host header; the balance changes only by the webhook;
// without STRIPE_SECRET_KEY the page says card payment is not set up; the history shows every
// movement with the balance after it; receipts are the owner's only.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAccount,
  loggedIn,
  visitor,
  type Agent,
  type TestAccount,
} from '../../test/helpers.js';
import { addBalance, balanceOf } from '../../test/fixtures.js';
import {
  TEST_STRIPE_KEY,
  TEST_WEBHOOK_SECRET,
  checkoutCompletedEvent,
  signatureFor,
  startFakeStripe,
  type FakeStripe,
} from '../../test/stripe-server.js';

let app: FastifyInstance;
let stripe: FakeStripe;
let firma: TestAccount;
let agent: Agent;
let companyId: number;

beforeAll(async () => {
  stripe = await startFakeStripe();
  app = await buildTestApp({
    publicUrl: 'https://opgavetorvet.example',
    stripeSecretKey: TEST_STRIPE_KEY,
    stripeWebhookSecret: TEST_WEBHOOK_SECRET,
    stripeApiUrl: stripe.url,
  });
  firma = await createAccount(app, 'company');
  companyId = firma.companyId!;
  agent = await loggedIn(app, firma);
});
afterAll(async () => {
  await app.close();
  await stripe.close();
});

const deliver = (payload: string) =>
  app.inject({
    method: 'POST',
    url: '/api/betaling/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signatureFor(payload) },
    payload,
  });

describe('POST /api/firma/konto/fyld-op', () => {
  it('creates a DKK Checkout Session for the amount with the company as reference and PUBLIC_URL return addresses', async () => {
    const response = await agent.post('/api/firma/konto/fyld-op', { amount_kr: 500 }, {});
    expect(response.statusCode).toBe(200);
    const { url, session_id } = response.json() as { url: string; session_id: string };
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${session_id}`);
    const call = stripe.calls.at(-1)!;
    expect(call.path).toBe('/v1/checkout/sessions');
    expect(call.authorization).toBe(`Bearer ${TEST_STRIPE_KEY}`);
    expect(call.form.get('currency')).toBe('dkk');
    expect(call.form.get('mode')).toBe('payment');
    expect(call.form.get('line_items[0][price_data][unit_amount]')).toBe('50000');
    expect(call.form.get('line_items[0][price_data][currency]')).toBe('dkk');
    expect(call.form.get('client_reference_id')).toBe(String(companyId));
    expect(call.form.get('metadata[company_id]')).toBe(String(companyId));
    expect(call.form.get('success_url')).toBe(
      'https://opgavetorvet.example/firma/konto/betaling?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(call.form.get('cancel_url')).toBe('https://opgavetorvet.example/firma/konto?betaling=annulleret');
    // Starting a payment changes no balance.
    expect(await balanceOf(app, companyId)).toBe(0);
  });

  it("keeps the session's id in the card payment callback cookie for 1 day (SPEC §3/§9)", async () => {
    const response = await agent.post('/api/firma/konto/fyld-op', { amount_kr: 300 });
    const { session_id } = response.json() as { session_id: string };
    const cookies = response.cookies as { name: string; value: string; httpOnly?: boolean }[];
    const cookie = cookies.find((c) => c.name === 'kortbetaling');
    expect(cookie).toMatchObject({ value: session_id, maxAge: 86400, path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('takes its return addresses from PUBLIC_URL, never from the Host header', async () => {
    const response = await agent.post('/api/firma/konto/fyld-op', { amount_kr: 100 });
    expect(response.statusCode).toBe(200);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/firma/konto/fyld-op',
      headers: {
        host: 'evil.example',
        cookie: agent.cookieHeader()!,
        'x-csrf-token': agent.csrfToken,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ amount_kr: 100 }),
    });
    expect(sent.statusCode).toBe(200);
    expect(stripe.calls.at(-1)!.form.get('success_url')).toMatch(/^https:\/\/opgavetorvet\.example\//);
  });

  it.each<[number | string, string]>([
    [99, 'too small'],
    [50_001, 'too large'],
    ['150.5', 'not whole kroner'],
    ['mange', 'not a number'],
  ])('refuses %s (%s) with the Danish text and calls nobody', async (amount, _why) => {
    const calls = stripe.calls.length;
    const response = await agent.post('/api/firma/konto/fyld-op', { amount_kr: amount });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      type: 'validation_errors',
      messages: ['Beløbet skal være et helt antal kroner mellem 100 og 50.000 kr.'],
    });
    expect(stripe.calls).toHaveLength(calls);
  });

  it('accepts the bounds 100 and 50 000', async () => {
    for (const amount of [100, 50_000])
      expect((await agent.post('/api/firma/konto/fyld-op', { amount_kr: amount })).statusCode).toBe(200);
  });

  it('answers 502 in Danish when Stripe fails, and nothing changes', async () => {
    stripe.failWith = 500;
    try {
      const response = await agent.post('/api/firma/konto/fyld-op', { amount_kr: 200 });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        type: 'error',
        message: 'Betalingen kunne ikke startes. Prøv igen om lidt.',
      });
    } finally {
      stripe.failWith = null;
    }
  });

  it('is for companies only', async () => {
    expect((await (await visitor(app)).post('/api/firma/konto/fyld-op', { amount_kr: 500 })).statusCode).toBe(
      401,
    );
    const customer = await loggedIn(app, await createAccount(app, 'user'));
    expect((await customer.post('/api/firma/konto/fyld-op', { amount_kr: 500 })).statusCode).toBe(403);
  });
});

describe('without STRIPE_SECRET_KEY', () => {
  it('the account says card payment is not set up and a top-up is refused with that text', async () => {
    const bare = await buildTestApp();
    const company = await loggedIn(bare, await createAccount(bare, 'company'));
    expect((await company.get('/api/firma/konto')).json()).toMatchObject({
      card_payment: false,
      balance_ore: 0,
    });
    const response = await company.post('/api/firma/konto/fyld-op', { amount_kr: 500 });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(
      'Kortbetaling er ikke sat op endnu. Kontakt Opgavetorvet, hvis I vil indbetale via bankoverførsel.',
    );
    await bare.close();
  });
});

describe('the return page and the history', () => {
  it("shows 'pending' until the webhook arrives, then 'paid' with the receipt; the history has the running balance", async () => {
    const started = (await agent.post('/api/firma/konto/fyld-op', { amount_kr: 500 })).json() as {
      session_id: string;
    };
    const status = () => agent.get(`/api/firma/konto/betaling/${started.session_id}`);
    expect((await status()).json()).toMatchObject({
      status: 'pending',
      amount_ore: 50_000,
      receipt_id: null,
    });

    const before = await balanceOf(app, companyId);
    const payload = checkoutCompletedEvent({ sessionId: started.session_id, companyId, amountOre: 50_000 });
    expect((await deliver(payload)).statusCode).toBe(200);
    const paid = (await status()).json();
    expect(paid).toMatchObject({ status: 'paid', amount_ore: 50_000, balance_ore: before + 50_000 });
    expect(paid.receipt_id).toEqual(expect.any(Number));

    const account = (await agent.get('/api/firma/konto')).json();
    expect(account).toMatchObject({
      card_payment: true,
      min_kr: 100,
      max_kr: 50_000,
      balance_ore: before + 50_000,
    });
    expect(account.lines[0]).toMatchObject({
      kind: 'card_topup',
      text: 'Indbetaling via kort',
      amount_ore: 50_000,
      balance_ore: before + 50_000,
      receipt_id: paid.receipt_id,
    });
  });

  it('a session of another company is not found', async () => {
    const started = (await agent.post('/api/firma/konto/fyld-op', { amount_kr: 300 })).json() as {
      session_id: string;
    };
    const other = await loggedIn(app, await createAccount(app, 'company'));
    expect((await other.get(`/api/firma/konto/betaling/${started.session_id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/firma/konto/kvittering/:receiptId', () => {
  it('gives the owner the PDF and another company 404', async () => {
    const session = `cs_test_receipt_${Date.now()}`;
    await deliver(checkoutCompletedEvent({ sessionId: session, companyId, amountOre: 125_000 }));
    const line = (await agent.get('/api/firma/konto')).json().lines[0] as {
      receipt_id: number;
      receipt_number: number;
    };
    const pdf = await agent.get(`/api/firma/konto/kvittering/${line.receipt_id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `inline; filename="kvittering-${line.receipt_number}.pdf"`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const other = await loggedIn(app, await createAccount(app, 'company'));
    const refused = await other.get(`/api/firma/konto/kvittering/${line.receipt_id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ type: 'error', message: 'Kvitteringen findes ikke.' });
    expect(
      (await (await visitor(app)).get(`/api/firma/konto/kvittering/${line.receipt_id}`)).statusCode,
    ).toBe(401);
  });
});

describe('the ledger', () => {
  it('the balance is the sum of the rows and every row carries the balance after it', async () => {
    await addBalance(app, companyId, 1_000);
    const account = (await agent.get('/api/firma/konto')).json() as {
      balance_ore: number;
      lines: { amount_ore: number; balance_ore: number }[];
    };
    const sum = account.lines.reduce((total, line) => total + line.amount_ore, 0);
    expect(account.balance_ore).toBe(sum);
    expect(account.balance_ore).toBe(await balanceOf(app, companyId));
    const oldestFirst = [...account.lines].reverse();
    let running = 0;
    for (const line of oldestFirst) {
      running += line.amount_ore;
      expect(line.balance_ore).toBe(running);
    }
  });
});
