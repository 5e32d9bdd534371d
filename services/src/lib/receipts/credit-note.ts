// What a credit note (kreditnota) says beyond a receipt: where the money went (back on the balance
// or to the card), the administrator's reason, and the charge it credits — its text, its date and
// the number of its own receipt when it had one (a card top-up). Read from the refund whose ledger
// row the credit note belongs to.
import { eq, type SQL } from 'drizzle-orm';
import type { RefundMethod } from '@opgavetorvet/contracts';
import { balanceLedger, receipts, refunds } from '../../db/schema/index.js';
import type { LedgerDb } from '../ledger.js';

export interface CreditNoteFacts {
  method: RefundMethod;
  reason: string;
  chargeText: string;
  chargeAt: number;
  chargeReceiptNumber: number | null;
}

/** The facts of the credit note of the refund with ledger row `ledgerId`; null for any other row. */
export async function creditNoteFacts(db: LedgerDb, ledgerId: number): Promise<CreditNoteFacts | null> {
  return (await chargeFacts(db, eq(refunds.ledgerId, ledgerId))) ?? null;
}

/** The facts of refund `refundId`'s credit note-to-be. */
export async function refundFacts(db: LedgerDb, refundId: number): Promise<CreditNoteFacts | undefined> {
  return await chargeFacts(db, eq(refunds.id, refundId));
}

function chargeFacts(db: LedgerDb, which: SQL) {
  return db
    .select({
      method: refunds.method,
      reason: refunds.reason,
      chargeText: balanceLedger.reason,
      chargeAt: balanceLedger.createdAt,
      chargeReceiptNumber: receipts.number,
    })
    .from(refunds)
    .innerJoin(balanceLedger, eq(balanceLedger.id, refunds.chargeLedgerId))
    .leftJoin(receipts, eq(receipts.ledgerId, balanceLedger.id))
    .where(which)
    .get();
}
