// Rules of Stripe's webhook: the balance is credited only by a correctly signed event (the SDK's own
// test-header helper signs it); a wrong or missing signature is 400 and changes nothing; one paid
// Checkout Session credits once however often, and however parallel, it is delivered; every payment
// gets a receipt whose number follows the last without gaps, also when payments arrive together.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAccount, type TestAccount } from '../../test/helpers.js';
import { balanceOf } from '../../test/fixtures.js';
import { queuedTo } from '../../test/outbox.js';
import { sqlAll } from '../../test/sql.js';
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
let firma: TestAccount & { companyId: number };

beforeAll(async () => {
  stripe = await startFakeStripe();
  app = await buildTestApp({
    publicUrl: 'https://opgavetorvet.example',
    stripeSecretKey: TEST_STRIPE_KEY,
    stripeWebhookSecret: TEST_WEBHOOK_SECRET,
    stripeApiUrl: stripe.url,
  });
  firma = (await createAccount(app, 'company')) as TestAccount & { companyId: number };
});
afterAll(async () => {
  await app.close();
  await stripe.close();
});

const deliver = (payload: string, signature: string | null) =>
  app.inject({
    method: 'POST',
    url: '/api/betaling/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });

const receiptNumbers = async () =>
  (await sqlAll<{ number: number }>(app.db, 'select number from receipts order by number')).map(
    (row) => row.number,
  );

let sessions = 0;
const newSession = () => `cs_test_webhook_${++sessions}`;

describe('POST /api/betaling/webhook', () => {
  it('credits the company once for a correctly signed paid Checkout Session, with a receipt by e-mail', async () => {
    const before = await balanceOf(app, firma.companyId);
    const payload = checkoutCompletedEvent({
      sessionId: newSession(),
      companyId: firma.companyId,
      amountOre: 50_000,
    });
    const response = await deliver(payload, signatureFor(payload));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await balanceOf(app, firma.companyId)).toBe(before + 50_000);
    const mail = (await queuedTo(app, 'email', firma.email)).at(-1)!;
    expect(mail.subject).toMatch(/^Kvittering nr\. \d+ for indbetaling på 500,00 kr\.$/);
    expect(mail.body).toMatch(/https:\/\/opgavetorvet\.example\/api\/firma\/konto\/kvittering\/\d+/);
  });

  it('refuses a wrong signature, a signature with another secret and a missing one with 400, changing nothing', async () => {
    const before = await balanceOf(app, firma.companyId);
    const receipts = (await receiptNumbers()).length;
    const payload = checkoutCompletedEvent({
      sessionId: newSession(),
      companyId: firma.companyId,
      amountOre: 70_000,
    });
    const tampered = payload.replace('70000', '7000000');
    for (const [body, signature] of [
      [payload, 't=1,v1=deadbeef'],
      [payload, signatureFor(payload, 'whsec_someone_else')],
      [tampered, signatureFor(payload)],
      [payload, null],
    ] as const) {
      const response = await deliver(body, signature);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ type: 'error', message: 'Ugyldig eller manglende signatur.' });
    }
    expect(await balanceOf(app, firma.companyId)).toBe(before);
    expect(await receiptNumbers()).toHaveLength(receipts);
  });

  it('refuses every webhook when STRIPE_WEBHOOK_SECRET is not configured', async () => {
    const bare = await buildTestApp();
    const company = await createAccount(bare, 'company');
    const payload = checkoutCompletedEvent({
      sessionId: newSession(),
      companyId: company.companyId!,
      amountOre: 10_000,
    });
    const response = await bare.inject({
      method: 'POST',
      url: '/api/betaling/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signatureFor(payload) },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(await balanceOf(bare, company.companyId!)).toBe(0);
    await bare.close();
  });

  it('a replayed event credits once', async () => {
    const before = await balanceOf(app, firma.companyId);
    const payload = checkoutCompletedEvent({
      sessionId: newSession(),
      companyId: firma.companyId,
      amountOre: 25_000,
    });
    for (let i = 0; i < 3; i += 1)
      expect((await deliver(payload, signatureFor(payload))).statusCode).toBe(200);
    // Stripe may also send the same session in another event (another id): still once.
    const again = checkoutCompletedEvent({
      sessionId: `cs_test_webhook_${sessions}`,
      companyId: firma.companyId,
      amountOre: 25_000,
      eventId: 'evt_other',
    });
    expect((await deliver(again, signatureFor(again))).statusCode).toBe(200);
    expect(await balanceOf(app, firma.companyId)).toBe(before + 25_000);
  });

  it('50 parallel deliveries of one event credit once', async () => {
    const before = await balanceOf(app, firma.companyId);
    const receipts = (await receiptNumbers()).length;
    const payload = checkoutCompletedEvent({
      sessionId: newSession(),
      companyId: firma.companyId,
      amountOre: 12_300,
    });
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => deliver(payload, signatureFor(payload))),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(await balanceOf(app, firma.companyId)).toBe(before + 12_300);
    expect(await receiptNumbers()).toHaveLength(receipts + 1);
  });

  it('numbers receipts without gaps when many payments arrive in parallel', async () => {
    const other = await createAccount(app, 'company');
    const payloads = Array.from({ length: 30 }, (_, i) =>
      checkoutCompletedEvent({
        sessionId: newSession(),
        companyId: i % 2 ? firma.companyId : other.companyId!,
        amountOre: 10_000 + i,
      }),
    );
    await Promise.all(payloads.flatMap((p) => [deliver(p, signatureFor(p)), deliver(p, signatureFor(p))]));
    const numbers = await receiptNumbers();
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    expect(await balanceOf(app, other.companyId!)).toBe(
      Array.from({ length: 15 }, (_, i) => 10_000 + i * 2).reduce((a, b) => a + b),
    );
  });

  it('ignores events that are not a paid DKK Checkout Session (200, nothing credited)', async () => {
    const before = await balanceOf(app, firma.companyId);
    const unpaid = checkoutCompletedEvent({
      sessionId: newSession(),
      companyId: firma.companyId,
      amountOre: 10_000,
      paymentStatus: 'unpaid',
    });
    const euros = checkoutCompletedEvent({
      sessionId: newSession(),
      companyId: firma.companyId,
      amountOre: 10_000,
      currency: 'eur',
    });
    const unknown = checkoutCompletedEvent({
      sessionId: newSession(),
      companyId: 999_999,
      amountOre: 10_000,
    });
    for (const payload of [unpaid, euros, unknown])
      expect((await deliver(payload, signatureFor(payload))).statusCode).toBe(200);
    expect(await balanceOf(app, firma.companyId)).toBe(before);
  });
});
