// Refunds of a company's charges (issue 33): the administrator gives back (a part of) one charge —
// a plan payment or a renewal as credit on the balance, a card top-up to the card through Stripe —
// with a reason. A balance refund is final at once; a card refund is pending (its amount held back
// from what the balance may pay, lib/ledger.ts) until Stripe's webhook confirms or refuses it. A
// final refund has its own ledger row (kind 'refund', `ledgerId`) and a credit note in the receipts'
// series. Stripe's refund id is unique, so one refund is confirmed once. Deleted with the company.
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { REFUND_METHODS, REFUND_STATES } from '@opgavetorvet/contracts';
import { users } from './accounts.js';
import { createdAt, id } from './columns.js';
import { balanceLedger, companyRef } from './companies.js';

export const refunds = sqliteTable(
  'refunds',
  {
    id: id(),
    companyId: companyRef(),
    /** The charge given back: a plan payment, a renewal or a card top-up. */
    chargeLedgerId: integer()
      .notNull()
      .references(() => balanceLedger.id),
    /** The refund's own ledger row, once final. */
    ledgerId: integer()
      .unique()
      .references(() => balanceLedger.id),
    amountOre: integer().notNull(),
    method: text({ enum: REFUND_METHODS }).notNull(),
    status: text({ enum: REFUND_STATES }).notNull(),
    /** The administrator's reason, printed on the credit note. */
    reason: text().notNull(),
    stripeRefundId: text().unique(),
    createdByUserId: integer().references(() => users.id),
    createdAt: createdAt(),
    /** When Stripe confirmed or refused it (a balance refund: when it was made). */
    settledAt: integer(),
  },
  (t) => [
    index('refunds_charge_idx').on(t.chargeLedgerId),
    // What the balance holds back: the company's pending card refunds.
    index('refunds_company_pending_idx')
      .on(t.companyId)
      .where(sql`status = 'pending'`),
  ],
);
