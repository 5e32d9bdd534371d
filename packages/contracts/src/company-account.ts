// The company's account (/firma/konto): the balance, the history of every movement with the balance
// after it, topping up by card through Stripe Checkout (100–50 000 whole kroner), the return page's
// payment status, and the receipts. The balance is credited only by Stripe's signed webhook.
import { Type, type Static } from 'typebox';
import { Id } from './common.js';

export const TOPUP_MIN_KR = 100;
export const TOPUP_MAX_KR = 50_000;

export const LedgerKind = Type.Union([
  Type.Literal('card_topup'),
  Type.Literal('manual_credit'),
  Type.Literal('plan_payment'),
  Type.Literal('refund'),
  Type.Literal('renewal'),
]);
export type LedgerKind = Static<typeof LedgerKind>;

export const LedgerLine = Type.Object({
  id: Type.Integer(),
  kind: LedgerKind,
  /** The Danish text of the movement. */
  text: Type.String(),
  amount_ore: Type.Integer(),
  /** The balance right after this movement. */
  balance_ore: Type.Integer(),
  created_at: Type.Integer({ description: 'unix seconds' }),
  /** The receipt of a payment that came in; null for plan payments. */
  receipt_id: Type.Union([Type.Integer(), Type.Null()]),
  receipt_number: Type.Union([Type.Integer(), Type.Null()]),
});
export type LedgerLine = Static<typeof LedgerLine>;

/** GET /api/firma/konto: newest movement first. */
export const CompanyAccountReply = Type.Object({
  balance_ore: Type.Integer(),
  /** False when the service has no Stripe key: the form says card payment is not set up. */
  card_payment: Type.Boolean(),
  min_kr: Type.Integer(),
  max_kr: Type.Integer(),
  lines: Type.Array(LedgerLine),
});
export type CompanyAccountReply = Static<typeof CompanyAccountReply>;

/** POST /api/firma/konto/fyld-op: whole kroner, 100 to 50 000. */
export const TopUpBody = Type.Object(
  {
    amount_kr: Type.Integer({
      minimum: TOPUP_MIN_KR,
      maximum: TOPUP_MAX_KR,
      'x-error': 'errors:::topup_amount',
    }),
  },
  { additionalProperties: false },
);
export type TopUpBody = Static<typeof TopUpBody>;

/** The Checkout page the browser goes to. */
export const TopUpReply = Type.Object({ url: Type.String(), session_id: Type.String() });
export type TopUpReply = Static<typeof TopUpReply>;

/** GET /api/firma/konto/betaling/:sessionId: has the webhook of this payment arrived? */
export const PaymentStatusParams = Type.Object(
  { sessionId: Type.String({ minLength: 3, maxLength: 255, pattern: '^[A-Za-z0-9_]+$' }) },
  { additionalProperties: false },
);
export type PaymentStatusParams = Static<typeof PaymentStatusParams>;

export const PaymentStatusReply = Type.Object({
  status: Type.Union([Type.Literal('paid'), Type.Literal('pending')]),
  amount_ore: Type.Integer(),
  balance_ore: Type.Integer(),
  receipt_id: Type.Union([Type.Integer(), Type.Null()]),
});
export type PaymentStatusReply = Static<typeof PaymentStatusReply>;

/** GET /api/firma/konto/kvittering/:receiptId (a PDF, only the company's own). */
export const ReceiptParams = Type.Object({ receiptId: Id }, { additionalProperties: false });
export type ReceiptParams = Static<typeof ReceiptParams>;

/** POST /api/betaling/webhook: Stripe's acknowledgement. */
export const WebhookReply = Type.Object({ received: Type.Boolean() });
export type WebhookReply = Static<typeof WebhookReply>;
