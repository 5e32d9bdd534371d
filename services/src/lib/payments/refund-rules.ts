// The rules of giving a charge back (issue 33). A charge is a plan payment or a renewal taken from
// the balance (given back as credit on it) or a card top-up paid through Stripe Checkout (given back
// to the card, and taken from the balance). A refund is never more than what is left of the charge
// (its amount less what was refunded or is on its way); a card refund is never more than the
// balance may pay (lib/ledger.ts: the balance less pending card refunds), so the balance never goes
// below zero. The refund row is written in the caller's IMMEDIATE transaction; a balance refund is
// final at once (refund-settle.ts), a card refund waits for Stripe (card-refund.ts).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RefundableCharge, RefundMethod } from '@opgavetorvet/contracts';
import { balanceLedger, refunds } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { formatKroner, nowSeconds } from '../danish.js';
import { availableOre, ledgerRowOf, type LedgerDb } from '../ledger.js';
import { settleRefund, type SettledRefund } from './refund-settle.js';

const CHARGE_KINDS = ['card_topup', 'plan_payment', 'renewal'] as const;

/** The Checkout Session of a card top-up's ledger row ('stripe:cs_…'), or null. */
export const checkoutSessionOf = (externalId: string | null): string | null =>
  externalId?.startsWith('stripe:') ? externalId.slice('stripe:'.length) : null;

interface ChargeFields {
  kind: string;
  amountOre: number;
  externalId: string | null;
}

/** How a ledger row is given back, or null when it is no charge that can be. */
export function refundMethodOf(charge: ChargeFields): RefundMethod | null {
  if ((charge.kind === 'plan_payment' || charge.kind === 'renewal') && charge.amountOre < 0) return 'balance';
  if (charge.kind === 'card_topup' && charge.amountOre > 0 && checkoutSessionOf(charge.externalId))
    return 'card';
  return null;
}

const refundedSum = sql<number>`coalesce(sum(case when ${refunds.status} = 'succeeded' then ${refunds.amountOre} else 0 end), 0)`;
const pendingSum = sql<number>`coalesce(sum(case when ${refunds.status} = 'pending' then ${refunds.amountOre} else 0 end), 0)`;

/**
 * The company's charges that can be given back, newest first, with what was refunded, what is on
 * its way and the most a refund may be now. One statement for the charges, one for the balance.
 */
export async function refundableCharges(db: LedgerDb, companyId: number): Promise<RefundableCharge[]> {
  const rows = await db
    .select({
      id: balanceLedger.id,
      kind: balanceLedger.kind,
      amountOre: balanceLedger.amountOre,
      externalId: balanceLedger.externalId,
      refunded: refundedSum,
      pending: pendingSum,
    })
    .from(balanceLedger)
    .leftJoin(refunds, eq(refunds.chargeLedgerId, balanceLedger.id))
    .where(and(eq(balanceLedger.companyId, companyId), inArray(balanceLedger.kind, [...CHARGE_KINDS])))
    .groupBy(balanceLedger.id)
    .orderBy(desc(balanceLedger.createdAt), desc(balanceLedger.id))
    .limit(500)
    .all();
  const available = Math.max(0, await availableOre(db, companyId));
  return rows.flatMap((row) => {
    const method = refundMethodOf(row);
    if (!method) return [];
    const charged = Math.abs(row.amountOre);
    const [refunded, pending] = [Number(row.refunded), Number(row.pending)];
    const left = Math.max(0, charged - refunded - pending);
    return [
      {
        ledger_id: row.id,
        method,
        charged_ore: charged,
        refunded_ore: refunded,
        pending_ore: pending,
        refundable_ore: method === 'card' ? Math.min(left, available) : left,
      },
    ];
  });
}

export interface RefundRequest {
  adminId: number;
  companyId: number;
  ledgerId: number;
  amountOre: number;
  reason: string;
}

export interface OpenedRefund {
  refundId: number;
  method: RefundMethod;
  /** A balance refund's ledger row and credit note; null for a card refund (pending). */
  settled: SettledRefund | null;
}

/**
 * Checks the rules and writes the refund; a balance refund is settled in the same transaction.
 * Call it inside an IMMEDIATE transaction. Refusals are AppErrors and write nothing.
 */
export async function openRefund(fastify: FastifyInstance, request: RefundRequest): Promise<OpenedRefund> {
  const { db } = fastify;
  const charge = await ledgerRowOf(db, request.companyId, request.ledgerId);
  if (!charge) throw new AppError(404, 'errors:::refund_charge_not_found');
  const method = refundMethodOf(charge);
  if (!method) throw new AppError(409, 'errors:::refund_not_a_charge');
  if (method === 'card' && !fastify.stripe) throw new AppError(503, 'errors:::refund_card_not_set_up');

  const given = await db
    .select({ refunded: refundedSum, pending: pendingSum })
    .from(refunds)
    .where(eq(refunds.chargeLedgerId, charge.id))
    .get();
  const left = Math.abs(charge.amountOre) - Number(given?.refunded ?? 0) - Number(given?.pending ?? 0);
  if (left <= 0) throw new AppError(409, 'errors:::refund_nothing_left');
  if (request.amountOre > left)
    throw new AppError(409, 'errors:::refund_too_much', { left: formatKroner(left) });
  if (method === 'card') {
    const available = await availableOre(db, request.companyId);
    if (request.amountOre > available)
      throw new AppError(409, 'errors:::refund_balance_too_low', {
        balance: formatKroner(Math.max(0, available)),
      });
  }

  const row = await db
    .insert(refunds)
    .values({
      companyId: request.companyId,
      chargeLedgerId: charge.id,
      amountOre: request.amountOre,
      method,
      status: 'pending',
      reason: request.reason,
      createdByUserId: request.adminId,
      createdAt: nowSeconds(),
    })
    .returning({ id: refunds.id })
    .get();
  const settled = method === 'balance' ? await settleRefund(fastify, row.id, null) : null;
  return { refundId: row.id, method, settled };
}
