// Rules of refunds and credit notes (issue 33), on charges taken from the balance: only an
// administrator past its second factor may refund (a customer or a company gets 403, an
// administrator without the second factor 401, and nothing changes); a refund needs a reason and
// an amount, is never more than what is left of the charge (refused in Danish), and is made only of
// a plan payment, a renewal or a card top-up of the company's own; a plan payment is credited to the
// balance at once as a ledger row of kind 'refund' linked to the charge, with a credit note numbered
// next in the receipts' series (its PDF and mail) and an audit row with the reason.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, balanceLedger, receipts } from '../../db/schema/index.js';
import { history } from '../../lib/ledger.js';
import { afterPassword, heldAdmin } from '../../test/admin-login.js';
import { balanceOf } from '../../test/fixtures.js';
import { createAccount, visitor } from '../../test/helpers.js';
import { queuedTo } from '../../test/outbox.js';
import {
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

const audits = (action: string) => w.app.db.select().from(auditLog).where(eq(auditLog.action, action)).all();
const receiptNumbers = async () =>
  (await w.app.db.select({ number: receipts.number }).from(receipts).orderBy(receipts.number).all()).map(
    (row) => row.number,
  );

describe('who may refund', () => {
  it('a visitor gets 401, a company or a customer 403, an administrator without the second factor 401; nothing changes', async () => {
    await topUp(w, 100_000);
    const charge = await planPayment(w, 49_900);
    const balance = await balanceOf(w.app, companyId);
    const held = await afterPassword(w.app, await heldAdmin(w.app));
    const calls = [
      ['GET', `/api/admin/firmaer/${companyId}/refusioner`],
      ['POST', refundUrl(companyId, charge)],
    ] as const;
    const body = { amount_ore: 10_000, reason: 'Fejlbetaling' };
    for (const [method, url] of calls) {
      const send = (agent: typeof w.admin) => (method === 'GET' ? agent.get(url) : agent.post(url, body));
      expect((await send(await visitor(w.app))).statusCode).toBe(401);
      expect((await send(w.companyAgent)).statusCode).toBe(403);
      expect((await send(w.customerAgent)).statusCode).toBe(403);
      const refused = await send(held);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe('Bekræft først dit login med koden fra din godkendelses-app.');
    }
    expect(await balanceOf(w.app, companyId)).toBe(balance);
    expect(await refundRows(w.app)).toEqual([]);
    expect(await audits('company.refund')).toEqual([]);
  });
});

describe('POST /api/admin/firmaer/:id/refusion/:ledgerId on a plan payment', () => {
  it('needs a reason and an amount of at least 0,01 kr.; nothing changes', async () => {
    const charge = await planPayment(w, 10_000);
    for (const [body, message] of [
      [{ amount_ore: 5_000, reason: '  ' }, 'Skriv en begrundelse for refusionen. Den står på kreditnotaen.'],
      [{ amount_ore: 5_000 }, 'Skriv en begrundelse for refusionen. Den står på kreditnotaen.'],
      [{ amount_ore: 0, reason: 'Fejl' }, 'Skriv et beløb mellem 0,01 kr. og 1.000.000 kr.'],
      [{ amount_ore: 12.5, reason: 'Fejl' }, 'Skriv et beløb mellem 0,01 kr. og 1.000.000 kr.'],
    ] as const) {
      const response = await w.admin.post(refundUrl(companyId, charge), body);
      expect(response.statusCode).toBe(400);
      expect(response.json().messages).toEqual([message]);
    }
    expect(await refundRows(w.app)).toEqual([]);
  });

  it('credits a part to the balance with a credit note numbered next in the receipts’ series, its mail, PDF and audit row', async () => {
    await topUp(w, 100_000);
    const charge = await planPayment(w, 49_900);
    const before = await balanceOf(w.app, companyId);
    const numbers = await receiptNumbers();
    const response = await w.admin.post(refundUrl(companyId, charge), {
      amount_ore: 10_000,
      reason: 'Dobbeltbetaling ved fejl',
    });
    expect(response.statusCode).toBe(200);
    const number = numbers.length + 1;
    expect(response.json()).toEqual({
      type: 'success',
      message: `Kreditnota nr. ${number} på 100,00 kr. er udstedt, og beløbet er lagt på saldoen.`,
    });
    expect(await receiptNumbers()).toEqual([...numbers, number]);
    expect(await balanceOf(w.app, companyId)).toBe(before + 10_000);

    const [refund] = (await refundRows(w.app)).filter((row) => row.chargeLedgerId === charge);
    expect(refund).toMatchObject({ amountOre: 10_000, method: 'balance', status: 'succeeded' });
    const line = (await history(w.app.db, companyId))[0];
    expect(line).toMatchObject({
      id: refund.ledgerId,
      kind: 'refund',
      amount_ore: 10_000,
      text: 'Kreditering: Abonnement Pro – Tømrer',
      receipt_number: number,
    });

    const mail = (await queuedTo(w.app, 'email', w.company.email)).at(-1)!;
    expect(mail.subject).toBe(`Kreditnota nr. ${number} på 100,00 kr.`);
    expect(mail.body).toContain('Begrundelse: Dobbeltbetaling ved fejl');
    expect(mail.body).toContain(`https://opgavetorvet.example/api/firma/konto/kvittering/${line.receipt_id}`);
    const pdf = await w.companyAgent.get(`/api/firma/konto/kvittering/${line.receipt_id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="kreditnota-${number}.pdf"`);
    expect(pdf.rawPayload.toString('latin1')).toContain(`(Kreditnota nr. ${number})`);

    const [audit] = await audits('company.refund');
    expect(audit).toMatchObject({ actorId: w.adminId, targetType: 'company', targetId: companyId });
    expect(audit.after).toMatchObject({
      charge_ledger_id: charge,
      amount_ore: 10_000,
      method: 'balance',
      status: 'succeeded',
      reason: 'Dobbeltbetaling ved fejl',
      credit_note_number: number,
    });
    const detail = (await w.admin.get(`/api/admin/firmaer/${companyId}`)).json();
    expect(detail.audit[0]).toMatchObject({ action: 'company.refund', text: 'Dobbeltbetaling ved fejl' });

    const listed = (await w.admin.get(`/api/admin/firmaer/${companyId}/refusioner`)).json();
    expect(listed.charges).toContainEqual({
      ledger_id: charge,
      method: 'balance',
      charged_ore: 49_900,
      refunded_ore: 10_000,
      pending_ore: 0,
      refundable_ore: 39_900,
    });
    expect(listed.refunds[0]).toMatchObject({ charge_ledger_id: charge, credit_note_number: number });
  });

  it('never more than what is left of the charge: refused in Danish and nothing changes', async () => {
    await topUp(w, 20_000);
    const charge = await planPayment(w, 20_000);
    expect(
      (await w.admin.post(refundUrl(companyId, charge), { amount_ore: 5_000, reason: 'Delvis' })).statusCode,
    ).toBe(200);
    const balance = await balanceOf(w.app, companyId);
    const rows = (await refundRows(w.app)).length;
    const tooMuch = await w.admin.post(refundUrl(companyId, charge), {
      amount_ore: 15_001,
      reason: 'For meget',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({
      type: 'error',
      message: 'Der kan højst refunderes 150,00 kr. af denne betaling.',
    });
    expect(await balanceOf(w.app, companyId)).toBe(balance);
    expect(await refundRows(w.app)).toHaveLength(rows);

    expect(
      (await w.admin.post(refundUrl(companyId, charge), { amount_ore: 15_000, reason: 'Resten' })).statusCode,
    ).toBe(200);
    const done = await w.admin.post(refundUrl(companyId, charge), { amount_ore: 1, reason: 'Igen' });
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe('Betalingen er allerede refunderet fuldt ud.');
    expect(await balanceOf(w.app, companyId)).toBe(balance + 15_000);
  });

  it('only a plan payment, a renewal or a card top-up of the company’s own can be refunded', async () => {
    const credited = await w.admin.post(`/api/admin/firmaer/${companyId}/indbetaling`, {
      amount_kr: 100,
      note: 'Bank',
    });
    expect(credited.statusCode).toBe(200);
    const manual = (await history(w.app.db, companyId))[0];
    expect(manual.kind).toBe('manual_credit');
    const notACharge = await w.admin.post(refundUrl(companyId, manual.id), { amount_ore: 100, reason: 'x' });
    expect(notACharge.statusCode).toBe(409);
    expect(notACharge.json().message).toBe(
      'Kun betalinger for abonnementer, fornyelser og kortindbetalinger kan refunderes.',
    );
    const refundLine = (await history(w.app.db, companyId)).find((line) => line.kind === 'refund')!;
    expect(
      (await w.admin.post(refundUrl(companyId, refundLine.id), { amount_ore: 1, reason: 'x' })).statusCode,
    ).toBe(409);

    const other = await w.app.db
      .insert(balanceLedger)
      .values({
        companyId: (await createAccount(w.app, 'company')).companyId!,
        amountOre: -5_000,
        kind: 'plan_payment',
        reason: 'Pro',
      })
      .returning({ id: balanceLedger.id })
      .get();
    const elsewhere = await w.admin.post(refundUrl(companyId, other.id), { amount_ore: 100, reason: 'x' });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('Bevægelsen findes ikke hos dette firma.');
    expect(
      (await w.admin.post(refundUrl(999_999, other.id), { amount_ore: 100, reason: 'x' })).statusCode,
    ).toBe(404);
    expect((await w.admin.get('/api/admin/firmaer/999999/refusioner')).statusCode).toBe(404);
  });
});
