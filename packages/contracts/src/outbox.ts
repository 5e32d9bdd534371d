// The administrator's outbox (/admin/udbakke): every e-mail and SMS the product has queued, with
// its delivery state. Without SMTP_URL / SMS_API_URL the rows stay queued, so a demo can read here
// what would have gone out. Only the text part is sent to the browser, never the mail's HTML. A
// failed row can be sent again.
import { Type, type Static } from 'typebox';
import { Id } from './common.js';

export const OutboxRowState = Type.Union([
  Type.Literal('queued'),
  Type.Literal('sending'),
  Type.Literal('sent'),
  Type.Literal('failed'),
]);
export type OutboxRowState = Static<typeof OutboxRowState>;

export const OutboxRowChannel = Type.Union([Type.Literal('email'), Type.Literal('sms')]);
export type OutboxRowChannel = Static<typeof OutboxRowChannel>;

/** GET /api/admin/udbakke?page&status&channel */
export const OutboxQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
    status: Type.Optional(OutboxRowState),
    channel: Type.Optional(OutboxRowChannel),
  },
  { additionalProperties: false },
);
export type OutboxQuery = Static<typeof OutboxQuery>;

export const OutboxRow = Type.Object({
  id: Type.Integer(),
  channel: OutboxRowChannel,
  recipient: Type.String(),
  /** An SMS has none. */
  subject: Type.Union([Type.String(), Type.Null()]),
  /** The SMS, or the mail's text part. */
  body: Type.String(),
  state: OutboxRowState,
  tries: Type.Integer(),
  /** Why the last try failed. */
  error: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.Integer({ description: 'unix seconds' }),
  sent_at: Type.Union([Type.Integer({ description: 'unix seconds' }), Type.Null()]),
  /** Not sent before this time (the back-off after a failed try); 0 when due at once. */
  next_attempt_at: Type.Integer({ description: 'unix seconds' }),
});
export type OutboxRow = Static<typeof OutboxRow>;

/** How many rows are in each state, over the whole outbox (not only the filtered rows). */
export const OutboxCounts = Type.Object({
  queued: Type.Integer(),
  sending: Type.Integer(),
  sent: Type.Integer(),
  failed: Type.Integer(),
});
export type OutboxCounts = Static<typeof OutboxCounts>;

/** Newest first, 25 a page; `total` counts the rows the filters match. */
export const OutboxReply = Type.Object({
  rows: Type.Array(OutboxRow),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total: Type.Integer(),
  counts: OutboxCounts,
});
export type OutboxReply = Static<typeof OutboxReply>;

/** POST /api/admin/udbakke/:id/send-igen */
export const OutboxIdParams = Type.Object({ id: Id }, { additionalProperties: false });
export type OutboxIdParams = Static<typeof OutboxIdParams>;

/** A failed row queued again with its tries from zero; a row that has not failed is refused (409). */
export const OutboxResendReply = Type.Object({
  type: Type.Literal('success'),
  message: Type.String(),
  id: Id,
  state: Type.Literal('queued'),
});
export type OutboxResendReply = Static<typeof OutboxResendReply>;
