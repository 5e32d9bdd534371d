// The rules of a company's balance: it is the sum of its ledger rows and never edited in place.
// A credit adds a row (once per external payment id: the unique index refuses a second one); a
// debit adds a negative row only when the balance covers it, so the balance never goes below zero.
// A card refund Stripe has not confirmed yet (refunds, status 'pending') holds its amount back: a
// debit must be covered by the balance less those, so the refund's own row, written when Stripe
// confirms it, is covered too. Debits read and write inside the caller's IMMEDIATE transaction
// (`immediately`), so two payments cannot both see the same balance.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { LedgerLine as LedgerReplyLine } from '@opgavetorvet/contracts';
import { conflictColumns } from '../db/engine/dialect.js';
import type { Db, Tx } from '../db/open.js';
import { balanceLedger, receipts, refunds, type LedgerKind } from '../db/schema/index.js';

/** The database or a drizzle transaction on it. */
export type LedgerDb = Db | Tx;

/** Runs `work` in one BEGIN IMMEDIATE transaction (joining the open one when there is one). */
export { inTransaction as immediately } from './transaction.js';

export async function balanceOre(db: LedgerDb, companyId: number): Promise<number> {
  const row = await db
    .select({ total: sql<number>`coalesce(sum(${balanceLedger.amountOre}), 0)` })
    .from(balanceLedger)
    .where(eq(balanceLedger.companyId, companyId))
    .get();
  return row?.total ?? 0;
}

/** What the balance may pay now: the balance less the pending card refunds (one statement). */
export async function availableOre(db: LedgerDb, companyId: number): Promise<number> {
  const held = sql`(select coalesce(sum(${refunds.amountOre}), 0) from ${refunds}
    where ${refunds.companyId} = ${companyId} and ${refunds.status} = 'pending')`;
  const row = await db
    .select({ total: sql<number>`coalesce(sum(${balanceLedger.amountOre}), 0) - ${held}` })
    .from(balanceLedger)
    .where(eq(balanceLedger.companyId, companyId))
    .get();
  return Number(row?.total ?? 0);
}

/**
 * Adds a row unless one with its external id exists (the unique index refuses it, nothing changes):
 * the new row's id, or null.
 */
async function insertOnce(
  db: LedgerDb,
  row: typeof balanceLedger.$inferInsert,
): Promise<{ ledgerId: number } | null> {
  const added = await db
    .insert(balanceLedger)
    .values(row)
    .onConflictDoNothing({ target: conflictColumns(balanceLedger.externalId) })
    .returning({ id: balanceLedger.id })
    .get();
  return added ? { ledgerId: added.id } : null;
}

export interface CreditEntry {
  companyId: number;
  amountOre: number;
  kind: Extract<LedgerKind, 'card_topup' | 'manual_credit' | 'refund'>;
  /** The Danish text of the history. */
  reason: string;
  /** The payment's own id (e.g. 'stripe:cs_…'): the same id credits once. */
  externalId?: string | null;
  createdByUserId?: number | null;
  note?: string | null;
  createdAt: number;
}

/** Adds a credit row; null when a row with the same external id already exists (nothing changes). */
export async function credit(db: LedgerDb, entry: CreditEntry): Promise<{ ledgerId: number } | null> {
  if (!Number.isInteger(entry.amountOre) || entry.amountOre <= 0)
    throw new RangeError('a credit is a positive whole number of øre');
  return await insertOnce(db, {
    companyId: entry.companyId,
    amountOre: entry.amountOre,
    kind: entry.kind,
    reason: entry.reason,
    externalId: entry.externalId ?? null,
    createdByUserId: entry.createdByUserId ?? null,
    note: entry.note ?? null,
    createdAt: entry.createdAt,
  });
}

export interface DebitEntry {
  companyId: number;
  amountOre: number;
  kind: Extract<LedgerKind, 'plan_payment' | 'renewal'>;
  reason: string;
  createdAt: number;
}

/**
 * Takes `amountOre` from the balance when it covers it (less the pending card refunds) and returns
 * true; otherwise writes nothing and returns false. Call it inside an IMMEDIATE transaction.
 */
export async function debit(db: LedgerDb, entry: DebitEntry): Promise<boolean> {
  if (!Number.isInteger(entry.amountOre) || entry.amountOre <= 0)
    throw new RangeError('a debit is a positive whole number of øre');
  if ((await availableOre(db, entry.companyId)) < entry.amountOre) return false;
  await db
    .insert(balanceLedger)
    .values({
      companyId: entry.companyId,
      amountOre: -entry.amountOre,
      kind: entry.kind,
      reason: entry.reason,
      createdAt: entry.createdAt,
    })
    .run();
  return true;
}

export interface RefundEntry {
  companyId: number;
  /** Positive: the amount given back. */
  amountOre: number;
  /** 'balance': a credit on the balance; 'card': money back to the card, taken from the balance. */
  method: 'balance' | 'card';
  reason: string;
  /** 'refund:<id>': one row per refund, however often its confirmation arrives. */
  externalId: string;
  createdByUserId: number | null;
  note: string;
  createdAt: number;
}

/**
 * A final refund's row (kind 'refund'), once per external id (null when it exists). A card refund's
 * row is negative and written without a balance check: its amount was held back while pending.
 */
export async function refundRow(db: LedgerDb, entry: RefundEntry): Promise<{ ledgerId: number } | null> {
  if (!Number.isInteger(entry.amountOre) || entry.amountOre <= 0)
    throw new RangeError('a refund is a positive whole number of øre');
  return await insertOnce(db, {
    companyId: entry.companyId,
    amountOre: entry.method === 'card' ? -entry.amountOre : entry.amountOre,
    kind: 'refund',
    reason: entry.reason,
    externalId: entry.externalId,
    createdByUserId: entry.createdByUserId,
    note: entry.note,
    createdAt: entry.createdAt,
  });
}

/** One row of the company's, or undefined. */
export async function ledgerRowOf(db: LedgerDb, companyId: number, ledgerId: number) {
  return await db
    .select()
    .from(balanceLedger)
    .where(and(eq(balanceLedger.id, ledgerId), eq(balanceLedger.companyId, companyId)))
    .get();
}

/** A movement in the reply shape of the account page and the administrator's view, with its note. */
export type LedgerLine = LedgerReplyLine & { note: string | null };

/** Every movement of the company, newest first, each with the balance after it. */
export async function history(db: LedgerDb, companyId: number, limit = 500): Promise<LedgerLine[]> {
  const running = sql<number>`sum(${balanceLedger.amountOre}) over (order by ${balanceLedger.createdAt}, ${balanceLedger.id})`;
  return await db
    .select({
      id: balanceLedger.id,
      kind: balanceLedger.kind,
      text: balanceLedger.reason,
      amount_ore: balanceLedger.amountOre,
      balance_ore: running.as('balance_ore'),
      created_at: balanceLedger.createdAt,
      note: balanceLedger.note,
      receipt_id: receipts.id,
      receipt_number: receipts.number,
    })
    .from(balanceLedger)
    .leftJoin(receipts, eq(receipts.ledgerId, balanceLedger.id))
    .where(eq(balanceLedger.companyId, companyId))
    .orderBy(desc(balanceLedger.createdAt), desc(balanceLedger.id))
    .limit(limit)
    .all();
}
