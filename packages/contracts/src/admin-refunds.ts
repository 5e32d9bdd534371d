// Refunds and credit notes (issue 33): the administrator gives back the whole or a part of one
// charge of a company — a plan payment or a renewal as credit on the balance, a card top-up to the
// card through Stripe — never more than is left of it, with a required reason. Each refund gets a
// credit note (kreditnota) numbered in the receipts' series; a card refund is pending until Stripe's
// webhook confirms it.
import { Type, type Static } from 'typebox';
import { Id, LiteralUnion } from './common.js';

/** Where the money goes: back on the balance (a plan payment, a renewal) or to the card (a top-up). */
export const REFUND_METHODS = ['balance', 'card'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** A card refund is pending until Stripe confirms or refuses it; a balance refund is final at once. */
export const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** The most one refund can be, in øre (the largest top-up is far below). */
export const REFUND_MAX_ORE = 100_000_000;

/** POST /api/admin/firmaer/:companyId/refusion/:ledgerId: the charge in the path. */
export const AdminRefundParams = Type.Object(
  { companyId: Id, ledgerId: Id },
  { additionalProperties: false },
);
export type AdminRefundParams = Static<typeof AdminRefundParams>;

export const RefundBody = Type.Object(
  {
    amount_ore: Type.Integer({ minimum: 1, maximum: REFUND_MAX_ORE, 'x-error': 'errors:::refund_amount' }),
    reason: Type.String({
      minLength: 1,
      maxLength: 500,
      pattern: '\\S',
      'x-error': 'errors:::refund_reason',
    }),
  },
  { additionalProperties: false },
);
export type RefundBody = Static<typeof RefundBody>;

/** One charge that can be refunded, with what has been given back of it. */
export const RefundableCharge = Type.Object({
  ledger_id: Type.Integer(),
  method: LiteralUnion(REFUND_METHODS),
  /** The charge's amount (positive). */
  charged_ore: Type.Integer(),
  /** Given back for good. */
  refunded_ore: Type.Integer(),
  /** Sent to the card and not yet confirmed by Stripe. */
  pending_ore: Type.Integer(),
  /** The most a refund of it can be now (for a card top-up also no more than the balance left). */
  refundable_ore: Type.Integer(),
});
export type RefundableCharge = Static<typeof RefundableCharge>;

export const AdminRefund = Type.Object({
  id: Type.Integer(),
  charge_ledger_id: Type.Integer(),
  amount_ore: Type.Integer(),
  method: LiteralUnion(REFUND_METHODS),
  status: LiteralUnion(REFUND_STATES),
  reason: Type.String(),
  created_at: Type.Integer({ description: 'unix seconds' }),
  /** The credit note, once the refund is final. */
  credit_note_number: Type.Union([Type.Integer(), Type.Null()]),
});
export type AdminRefund = Static<typeof AdminRefund>;

/** GET /api/admin/firmaer/:companyId/refusioner: the company's charges and its refunds, newest first. */
export const AdminRefundsReply = Type.Object({
  charges: Type.Array(RefundableCharge),
  refunds: Type.Array(AdminRefund),
});
export type AdminRefundsReply = Static<typeof AdminRefundsReply>;
