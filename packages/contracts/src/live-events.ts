// Live updates of open pages (GET /api/events, Server-Sent Events): what happened to the receiver,
// as a type and ids only — never texts, amounts or anything sealed. The page answers an event by
// fetching again what it shows. The types are the steps the service notifies the other side of a
// job about, `help_answered` (Opgavetorvet answered a support case, complaint or ticket),
// `help_inbox` (the administrator's inbox changed), plus `unread_count` (the red dot changed) and `resync` (events were missed: fetch all).
import { Type, type Static } from 'typebox';
import { Id } from './common.js';

export const LiveEventType = Type.Union([
  Type.Literal('new_bid'),
  Type.Literal('bid_declined'),
  Type.Literal('supplier_chosen'),
  Type.Literal('job_confirmed'),
  Type.Literal('job_refused'),
  Type.Literal('contract_changes'),
  Type.Literal('job_finished'),
  Type.Literal('cancel_requested'),
  Type.Literal('cancel_withdrawn'),
  Type.Literal('cancel_approved'),
  Type.Literal('cancel_approved_new_company'),
  Type.Literal('cancel_rejected'),
  Type.Literal('new_message'),
  Type.Literal('invited'),
  Type.Literal('help_answered'),
  Type.Literal('help_inbox'),
  Type.Literal('unread_count'),
  Type.Literal('resync'),
]);
export type LiveEventType = Static<typeof LiveEventType>;

/** The `data:` of one event of the stream (its `id:` line carries the event's number). */
export const LiveEvent = Type.Object({
  type: LiveEventType,
  job_id: Type.Optional(Id),
  contact_id: Type.Optional(Id),
});
export type LiveEvent = Static<typeof LiveEvent>;

/** GET /api/events?lastEventId: resume after this event (the Last-Event-ID header wins). */
export const LiveEventsQuery = Type.Object(
  {
    lastEventId: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  },
  { additionalProperties: false },
);
export type LiveEventsQuery = Static<typeof LiveEventsQuery>;
