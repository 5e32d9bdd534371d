// Rules of a card top-up refunded to the card (issue 33): the refund goes to Stripe through the SDK
// (refunds.create with the top-up's payment intent, against the loopback stand-in) and its amount is
// held back from what the balance may pay; it is final — a ledger row of kind 'refund' taking it
// from the balance, a credit note numbered next in the receipts' series, its mail — when Stripe's
// signed webhook confirms it, once however often and in whatever parallel the event comes. Never
// more than the balance covers; Stripe refusing it, or reporting it failed, releases it; Stripe not
// answering leaves it pending for the webhook; without Stripe set up it is refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, balanceLedger, receipts } from '../../db/schema/index.js';
import { availableOre, debit, history, immediately } from '../../lib/ledger.js';
import { adminLogin } from '../../test/admin-login.js';
import { balanceOf } from '../../test/fixtures.js';
import { createAccount, manyLogins, startTestApp } from '../../test/helpers.js';
import { queuedTo } from '../../test/outbox.js';
import { refundEvent, type StandInRefund } from '../../test/stripe-refunds.js';
import {
  deliver,
  planPayment,
  refundRows,
  refundUrl,
  refundWorld,
  topUp,
  type RefundWorld,
} from './refund-fixtures.js';

let w: RefundWorld;
let companyId: number;

beforeAll(async () => {
  w = await refundWorld();
  companyId = w.company.companyId;
});
afterAll(() => w.close());

const receiptCount = async () => (await w.app.db.select().from(receipts).all()).length;
const rowOf = async (refundId: number) => (await refundRows(w.app)).find((row) => row.id === refundId)!;
const lastRefund = async () => (await refundRows(w.app)).at(-1)!;
const charges = async (id = companyId) =>
  (await w.admin.get(`/api/admin/firmaer/${id}/refusioner`)).json().charges as {
    ledger_id: number;
    pending_ore: number;
    refundable_ore: number;
  }[];

describe('a card top-up refunded to the card', () => {
  it('goes to Stripe for the payment intent, is held back, and is final once when the webhook confirms it', async () => {
    const charge = await topUp(w, 50_000);
    const balance = await balanceOf(w.app, companyId);
    const receiptsBefore = await receiptCount();
    const response = await w.admin.post(refundUrl(companyId, charge), {
      amount_ore: 30_000,
      reason: 'Firmaet fortrød indbetalingen',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'success',
      message:
        'Refusionen på 300,00 kr. er sendt til kortet. Kreditnotaen udstedes, når Stripe har bekræftet den.',
    });
    const refund = await lastRefund();
    const sent = w.stripe.refunds.at(-1)!;
    expect(sent).toMatchObject({ amount: 30_000, metadata: { refund_id: String(refund.id) } });
    expect(sent.payment_intent).toMatch(/^pi_cs_test_refund_/);
    expect(refund).toMatchObject({
      method: 'card',
      status: 'pending',
      stripeRefundId: sent.id,
      ledgerId: null,
    });

    // Pending: nothing is written yet, but the amount is held back from what the balance may pay.
    expect(await balanceOf(w.app, companyId)).toBe(balance);
    expect(await receiptCount()).toBe(receiptsBefore);
    expect(await availableOre(w.app.db, companyId)).toBe(balance - 30_000);
    const tooMuch = {
      companyId,
      amountOre: balance - 30_000 + 1,
      kind: 'plan_payment',
      reason: 'Pro',
      createdAt: 1,
    } as const;
    expect(await immediately(w.app.db, () => debit(w.app.db, tooMuch))).toBe(false);
    expect((await charges()).find((c) => c.ledger_id === charge)).toMatchObject({
      pending_ore: 30_000,
      refundable_ore: 20_000,
    });

    // Stripe confirms it: repeated, in another event type, and in parallel, it is final once.
    const confirmed = refundEvent(sent);
    for (let i = 0; i < 3; i += 1) expect((await deliver(w.app, confirmed)).statusCode).toBe(200);
    expect((await deliver(w.app, refundEvent(sent, { type: 'charge.refunded' }))).statusCode).toBe(200);
    const again = refundEvent(sent, { eventId: 'evt_parallel' });
    const replies = await Promise.all(Array.from({ length: 20 }, () => deliver(w.app, again)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(20).fill(200));

    expect(await balanceOf(w.app, companyId)).toBe(balance - 30_000);
    expect(await receiptCount()).toBe(receiptsBefore + 1);
    const settled = await rowOf(refund.id);
    expect(settled).toMatchObject({ status: 'succeeded', stripeRefundId: sent.id });
    const line = (await history(w.app.db, companyId))[0];
    expect(line).toMatchObject({
      id: settled.ledgerId,
      kind: 'refund',
      amount_ore: -30_000,
      text: 'Refusion til kort: Indbetaling via kort',
    });
    const mail = (await queuedTo(w.app, 'email', w.company.email)).at(-1)!;
    expect(mail.subject).toBe(`Kreditnota nr. ${line.receipt_number} på 300,00 kr.`);
    expect(mail.body).toContain('til det betalingskort, I betalte med');
    const pdf = await w.companyAgent.get(`/api/firma/konto/kvittering/${line.receipt_id}`);
    expect(pdf.headers['content-disposition']).toBe(
      `inline; filename="kreditnota-${line.receipt_number}.pdf"`,
    );
    expect((await charges()).find((c) => c.ledger_id === charge)).toMatchObject({
      pending_ore: 0,
      refundable_ore: 20_000,
    });
  });

  it('never more than the balance covers: refused in Danish, and Stripe is not asked', async () => {
    const other = (await createAccount(w.app, 'company')).companyId!;
    const charge = await topUp(w, 50_000, other);
    await planPayment(w, 40_000, other);
    const asked = w.stripe.refunds.length;
    const response = await w.admin.post(refundUrl(other, charge), { amount_ore: 20_000, reason: 'Fejl' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Der kan højst refunderes 100,00 kr. til kortet, for mere dækker saldoen ikke.',
    );
    expect(w.stripe.refunds).toHaveLength(asked);
    expect(await balanceOf(w.app, other)).toBe(10_000);
    expect((await charges(other)).find((c) => c.ledger_id === charge)?.refundable_ore).toBe(10_000);
  });

  it('Stripe refusing it releases it: 502 in Danish, audited, nothing taken from the balance', async () => {
    const charge = await topUp(w, 20_000);
    const balance = await balanceOf(w.app, companyId);
    w.stripe.failRefundsWith = 402;
    const response = await w.admin.post(refundUrl(companyId, charge), { amount_ore: 20_000, reason: 'Fejl' });
    w.stripe.failRefundsWith = null;
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('Stripe afviste refusionen. Intet er trukket fra saldoen.');
    expect(await lastRefund()).toMatchObject({ status: 'failed', ledgerId: null });
    expect(await balanceOf(w.app, companyId)).toBe(balance);
    expect(await availableOre(w.app.db, companyId)).toBe(balance);
    const failed = await w.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'company.refund_failed'))
      .all();
    expect(failed).toHaveLength(1);
    // Released: the whole top-up can be refunded again.
    expect((await charges()).find((c) => c.ledger_id === charge)?.refundable_ore).toBe(20_000);
  });

  it('a refund Stripe reports failed is released, and a later success of it changes nothing', async () => {
    const charge = await topUp(w, 15_000);
    const balance = await balanceOf(w.app, companyId);
    expect(
      (await w.admin.post(refundUrl(companyId, charge), { amount_ore: 15_000, reason: 'Fejl' })).statusCode,
    ).toBe(200);
    const sent = w.stripe.refunds.at(-1)!;
    expect((await deliver(w.app, refundEvent(sent, { status: 'failed' }))).statusCode).toBe(200);
    expect(await lastRefund()).toMatchObject({ status: 'failed' });
    expect(await availableOre(w.app.db, companyId)).toBe(balance);
    expect((await deliver(w.app, refundEvent(sent, { status: 'succeeded' }))).statusCode).toBe(200);
    expect(await balanceOf(w.app, companyId)).toBe(balance);
    expect(await lastRefund()).toMatchObject({ status: 'failed', ledgerId: null });
  });

  it('an event of another amount or of a refund not ours changes nothing; an unsigned one is 400', async () => {
    const charge = await topUp(w, 12_000);
    expect(
      (await w.admin.post(refundUrl(companyId, charge), { amount_ore: 12_000, reason: 'Fejl' })).statusCode,
    ).toBe(200);
    const sent = w.stripe.refunds.at(-1)!;
    const balance = await balanceOf(w.app, companyId);
    const stranger: StandInRefund = { ...sent, id: 're_someone_else', metadata: {} };
    for (const payload of [refundEvent(sent, { amount: 99_000 }), refundEvent(stranger)])
      expect((await deliver(w.app, payload)).statusCode).toBe(200);
    const unsigned = await w.app.inject({
      method: 'POST',
      url: '/api/betaling/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
      payload: refundEvent(sent),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await lastRefund()).toMatchObject({ status: 'pending' });
    expect(await balanceOf(w.app, companyId)).toBe(balance);
    expect((await deliver(w.app, refundEvent(sent))).statusCode).toBe(200);
    expect(await balanceOf(w.app, companyId)).toBe(balance - 12_000);
  });

  it('no answer from Stripe leaves it pending and held back; the webhook then makes it final', async () => {
    const charge = await topUp(w, 10_000);
    const balance = await balanceOf(w.app, companyId);
    w.stripe.failRefundsWith = 'hang-up';
    const response = await w.admin.post(refundUrl(companyId, charge), { amount_ore: 10_000, reason: 'Fejl' });
    w.stripe.failRefundsWith = null;
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      'Stripe svarede ikke. Refusionen afventer Stripes bekræftelse, og beløbet holdes tilbage på saldoen imens.',
    );
    const refund = await lastRefund();
    expect(refund).toMatchObject({ status: 'pending', stripeRefundId: null });
    expect(await availableOre(w.app.db, companyId)).toBe(balance - 10_000);
    const made: StandInRefund = {
      id: 're_answer_lost',
      amount: 10_000,
      payment_intent: 'pi_lost',
      status: 'succeeded',
      metadata: { refund_id: String(refund.id) },
    };
    expect((await deliver(w.app, refundEvent(made))).statusCode).toBe(200);
    expect(await rowOf(refund.id)).toMatchObject({ status: 'succeeded', stripeRefundId: 're_answer_lost' });
    expect(await balanceOf(w.app, companyId)).toBe(balance - 10_000);
  });
});

describe('without Stripe set up', () => {
  it('a card top-up cannot be refunded to the card (503), and nothing is written', async () => {
    const app = await startTestApp(manyLogins);
    const { agent } = await adminLogin(app);
    const company = (await createAccount(app, 'company')).companyId!;
    const topUpRow = await app.db
      .insert(balanceLedger)
      .values({
        companyId: company,
        amountOre: 10_000,
        kind: 'card_topup',
        reason: 'Indbetaling via kort',
        externalId: 'stripe:cs_x',
      })
      .returning({ id: balanceLedger.id })
      .get();
    const response = await agent.post(refundUrl(company, topUpRow.id), { amount_ore: 5_000, reason: 'Fejl' });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(
      'Kortbetaling er ikke sat op på denne server (STRIPE_SECRET_KEY), så en kortindbetaling kan ikke refunderes til kortet.',
    );
    expect(await refundRows(app)).toEqual([]);
    await app.close();
  });
});
