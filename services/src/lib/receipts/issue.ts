// Issues the receipt of a payment that came in: number = the highest number + 1, written in the
// crediting transaction (BEGIN IMMEDIATE, see lib/ledger.ts), so numbers run without gaps and a
// second payment at the same moment waits for the first. The number is unique in the schema too.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { companies, receipts } from '../../db/schema/index.js';
import type { LedgerDb } from '../ledger.js';

export interface Receipt {
  id: number;
  number: number;
  companyId: number;
  amountOre: number;
  companyName: string;
  companyCvr: string | null;
  createdAt: number;
}

export async function issueReceipt(
  db: LedgerDb,
  entry: { ledgerId: number; companyId: number; amountOre: number; createdAt: number },
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
  };
}

/** The company's own receipt, or undefined (another company's receipt is not found either). */
export async function ownReceipt(db: Db, companyId: number, receiptId: number): Promise<Receipt | undefined> {
  return await db
    .select({
      id: receipts.id,
      number: receipts.number,
      companyId: receipts.companyId,
      amountOre: receipts.amountOre,
      companyName: receipts.companyName,
      companyCvr: receipts.companyCvr,
      createdAt: receipts.createdAt,
    })
    .from(receipts)
    .where(and(eq(receipts.id, receiptId), eq(receipts.companyId, companyId)))
    .get();
}
