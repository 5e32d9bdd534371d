// Issues the receipt of a payment that came in, or the credit note (kreditnota) of a refund: one
// series for both, number = the highest number + 1, written in the crediting transaction (BEGIN
// IMMEDIATE, see lib/ledger.ts), so numbers run without gaps and a second payment at the same
// moment waits for the first. The number is unique in the schema too. A credit note is the receipt
// row of a refund's ledger row; what it credits is read from the refund (credit-note.ts).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { companies, receipts } from '../../db/schema/index.js';
import type { LedgerDb } from '../ledger.js';
import { creditNoteFacts, type CreditNoteFacts } from './credit-note.js';

export interface Receipt {
  id: number;
  number: number;
  companyId: number;
  amountOre: number;
  companyName: string;
  companyCvr: string | null;
  createdAt: number;
  /** What a credit note credits; null on a receipt. */
  creditNote: CreditNoteFacts | null;
}

export async function issueReceipt(
  db: LedgerDb,
  entry: {
    ledgerId: number;
    companyId: number;
    amountOre: number;
    createdAt: number;
    /** A credit note's facts (the refund's ledger row is `ledgerId`). */
    creditNote?: CreditNoteFacts;
  },
): Promise<Receipt> {
  const company = await db
    .select({ name: companies.name, cvr: companies.cvr })
    .from(companies)
    .where(eq(companies.id, entry.companyId))
    .get();
  if (!company) throw new Error(`company ${entry.companyId} not found`);
  const row = await db
    .insert(receipts)
    .values({
      number: sql`(select coalesce(max(${receipts.number}), 0) + 1 from ${receipts})`,
      ledgerId: entry.ledgerId,
      companyId: entry.companyId,
      amountOre: entry.amountOre,
      companyName: company.name,
      companyCvr: company.cvr,
      createdAt: entry.createdAt,
    })
    .returning()
    .get();
  return {
    id: row.id,
    number: row.number,
    companyId: row.companyId,
    amountOre: row.amountOre,
    companyName: row.companyName,
    companyCvr: row.companyCvr,
    createdAt: row.createdAt,
    creditNote: entry.creditNote ?? null,
  };
}

/** The company's own receipt or credit note, or undefined (another company's is not found either). */
export async function ownReceipt(db: Db, companyId: number, receiptId: number): Promise<Receipt | undefined> {
  const row = await db
    .select({
      id: receipts.id,
      number: receipts.number,
      companyId: receipts.companyId,
      amountOre: receipts.amountOre,
      companyName: receipts.companyName,
      companyCvr: receipts.companyCvr,
      createdAt: receipts.createdAt,
      ledgerId: receipts.ledgerId,
    })
    .from(receipts)
    .where(and(eq(receipts.id, receiptId), eq(receipts.companyId, companyId)))
    .get();
  if (!row) return undefined;
  const { ledgerId, ...receipt } = row;
  return { ...receipt, creditNote: await creditNoteFacts(db, ledgerId) };
}
