// A refund made final (a balance refund at once, a card refund when Stripe's webhook confirms it):
// in one IMMEDIATE transaction the pending refund is claimed (only one caller can: the update
// changes a pending row once), its ledger row of kind 'refund' is written (credit on the balance,
// or taken from it for a card refund), the credit note gets the next number of the receipts'
// series, and the company is mailed a link to its PDF. A refund already final, or refused, changes
// nothing. markRefundFailed releases a pending card refund Stripe refused.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, refunds } from '../../db/schema/index.js';
import type { Db } from '../../db/open.js';
import { formatKroner, nowSeconds } from '../danish.js';
import { immediately, refundRow } from '../ledger.js';
import { refundFacts } from '../receipts/credit-note.js';
import { issueReceipt, type Receipt } from '../receipts/issue.js';
import { receiptPath } from './credit-payment.js';

export interface SettledRefund {
  ledgerId: number;
  creditNote: Receipt;
}

/** Claims the pending refund: true when this caller made it final (or failed). */
async function claim(
  db: Db,
  refundId: number,
  status: 'succeeded' | 'failed',
  stripeRefundId: string | null,
): Promise<boolean> {
  const changed = await db
    .update(refunds)
    .set({
      status,
      settledAt: nowSeconds(),
      ...(stripeRefundId === null
        ? {}
        : { stripeRefundId: sql`coalesce(${refunds.stripeRefundId}, ${stripeRefundId})` }),
    })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .run();
  return changed.changes > 0;
}

export function settleRefund(
  fastify: FastifyInstance,
  refundId: number,
  stripeRefundId: string | null,
): Promise<SettledRefund | null> {
  const { db } = fastify;
  return immediately(db, async () => {
    if (!(await claim(db, refundId, 'succeeded', stripeRefundId))) return null;
    const refund = (await db.select().from(refunds).where(eq(refunds.id, refundId)).get())!;
    const facts = (await refundFacts(db, refundId))!;
    const now = nowSeconds();
    const t = (key: string, params: Record<string, string | number> = {}) =>
      fastify.translate('da-DK', `mail:::credit_note::${key}`, params);
    const row = await refundRow(db, {
      companyId: refund.companyId,
      amountOre: refund.amountOre,
      method: refund.method,
      reason: t(`ledger_${refund.method}`, { text: facts.chargeText }),
      externalId: `refund:${refund.id}`,
      createdByUserId: refund.createdByUserId,
      note: refund.reason,
      createdAt: now,
    });
    if (!row) throw new Error(`refund ${refund.id} has a ledger row already`);
    await db.update(refunds).set({ ledgerId: row.ledgerId }).where(eq(refunds.id, refund.id)).run();
    const creditNote = await issueReceipt(db, {
      ledgerId: row.ledgerId,
      companyId: refund.companyId,
      amountOre: refund.amountOre,
      createdAt: now,
      creditNote: facts,
    });
    const company = await db
      .select({ email: companies.email, name: companies.name })
      .from(companies)
      .where(eq(companies.id, refund.companyId))
      .get();
    if (company) {
      const params = {
        name: company.name,
        number: creditNote.number,
        amount: formatKroner(refund.amountOre),
        text: facts.chargeText,
        reason: refund.reason,
      };
      await fastify.mailer.send({
        to: company.email,
        subject: t('subject', params),
        text: t(`text_${refund.method}`, params),
        link: { path: receiptPath(creditNote.id), label: t('button') },
      });
    }
    return { ledgerId: row.ledgerId, creditNote };
  });
}

/** A pending card refund Stripe refused: its amount is no longer held back. True when it was pending. */
export function markRefundFailed(db: Db, refundId: number, stripeRefundId: string | null): Promise<boolean> {
  return claim(db, refundId, 'failed', stripeRefundId);
}
