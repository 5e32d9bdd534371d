// The administrator's help inbox (/admin/henvendelser): companies' support cases, customers'
// complaints and the ticket threads on overdue won jobs, each with its thread; the administrator
// answers, closes and re-opens, and the header counts what is still unanswered. Also the decided
// cancellations (the second tab of /admin/annulleringer).
import { Type, type Static } from 'typebox';
import { Id, LiteralUnion } from './common.js';

export const HelpKind = Type.Union([
  Type.Literal('support_case'),
  Type.Literal('complaint'),
  Type.Literal('ticket'),
]);
export type HelpKind = Static<typeof HelpKind>;

/** open: waits for someone; answered: Opgavetorvet wrote last; closed: done (may be re-opened). */
export const HelpStatus = Type.Union([
  Type.Literal('open'),
  Type.Literal('answered'),
  Type.Literal('closed'),
]);
export type HelpStatus = Static<typeof HelpStatus>;

/** How long an item has waited since its newest message: under a day, 1-7 days, 7-30 days, over 30. */
export const HELP_AGES = ['day', 'week', 'month', 'older'] as const;
export type HelpAge = (typeof HELP_AGES)[number];
/** The state filter: 'active' (the default) is every item not closed, the others one status each. */
export const HELP_STATE_FILTERS = ['active', 'open', 'answered', 'closed'] as const;
export type HelpStateFilter = (typeof HELP_STATE_FILTERS)[number];
export const HELP_KINDS = ['support_case', 'complaint', 'ticket'] as const satisfies readonly HelpKind[];
/** Items a page of the inbox shows. */
export const HELP_INBOX_PAGE_SIZE = 25;

/**
 * GET /api/admin/henvendelser?page&type&status&age: one page of the items the filters match.
 * visning=lukkede is the older address of status=closed (a status given wins).
 */
export const HelpInboxQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
    type: Type.Optional(HelpKind),
    status: Type.Optional(LiteralUnion(HELP_STATE_FILTERS)),
    age: Type.Optional(LiteralUnion(HELP_AGES)),
    visning: Type.Optional(Type.Union([Type.Literal('aabne'), Type.Literal('lukkede')])),
  },
  { additionalProperties: false },
);
export type HelpInboxQuery = Static<typeof HelpInboxQuery>;

export const HelpItem = Type.Object({
  kind: HelpKind,
  /** The support case's id, the complaint's id, or the ticket thread's contact id. */
  id: Id,
  /** The case's subject, the complained-of company's name, or the job's headline. */
  title: Type.String(),
  /** Who wrote: the company's name, or the customer's name on a complaint. */
  from_name: Type.String(),
  status: HelpStatus,
  /** Not closed and the company or customer wrote last: Opgavetorvet owes an answer. */
  unanswered: Type.Boolean(),
  /** The newest message's text, cut short. */
  preview: Type.String(),
  message_count: Type.Integer(),
  created_at: Type.Integer({ description: 'unix seconds' }),
  last_message_at: Type.Integer({ description: 'unix seconds' }),
  /** A complaint sent without logging in cannot be answered: nobody could read it. */
  can_answer: Type.Boolean(),
  job_id: Type.Union([Id, Type.Null()]),
});
export type HelpItem = Static<typeof HelpItem>;

/**
 * Each filter's options with how many items each would show, the other two filters applied: a
 * count is the `total` the list has when that option is chosen.
 */
export const HelpInboxCounts = Type.Object({
  type: Type.Object({ support_case: Type.Integer(), complaint: Type.Integer(), ticket: Type.Integer() }),
  status: Type.Object({
    active: Type.Integer(),
    open: Type.Integer(),
    answered: Type.Integer(),
    closed: Type.Integer(),
  }),
  age: Type.Object({
    day: Type.Integer(),
    week: Type.Integer(),
    month: Type.Integer(),
    older: Type.Integer(),
  }),
});
export type HelpInboxCounts = Static<typeof HelpInboxCounts>;

/** Unanswered first, newest first within each group; `total` counts the items the filters match. */
export const HelpInboxReply = Type.Object({
  items: Type.Array(HelpItem),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total: Type.Integer(),
  counts: HelpInboxCounts,
});
export type HelpInboxReply = Static<typeof HelpInboxReply>;

export const HelpItemParams = Type.Object({ kind: HelpKind, id: Id }, { additionalProperties: false });
export type HelpItemParams = Static<typeof HelpItemParams>;

export const HelpMessage = Type.Object({
  /** staff: Opgavetorvet; company or user: the other side. */
  sender: Type.Union([Type.Literal('staff'), Type.Literal('company'), Type.Literal('user')]),
  body: Type.String(),
  created_at: Type.Integer({ description: 'unix seconds' }),
});
export type HelpMessage = Static<typeof HelpMessage>;

/** GET /api/admin/henvendelser/:kind/:id */
export const HelpThreadReply = Type.Object({ item: HelpItem, messages: Type.Array(HelpMessage) });
export type HelpThreadReply = Static<typeof HelpThreadReply>;

/** POST /api/admin/henvendelser/:kind/:id/svar; only spaces is refused as errors:::help::answer_empty. */
export const HelpAnswerBody = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: 5000 }) },
  { additionalProperties: false },
);
export type HelpAnswerBody = Static<typeof HelpAnswerBody>;

/** The reply of answering, closing and re-opening: a notice text and the item as it is now. */
export const HelpActionReply = Type.Object({
  type: Type.Literal('success'),
  message: Type.String(),
  item: HelpItem,
});
export type HelpActionReply = Static<typeof HelpActionReply>;

/** GET /api/admin/henvendelser/antal: what waits for the administrator, for the header. */
export const HelpCountsReply = Type.Object({
  /** Unanswered help items of all three kinds. */
  unanswered: Type.Integer(),
  support_cases: Type.Integer(),
  complaints: Type.Integer(),
  tickets: Type.Integer(),
  /** Cancellation requests awaiting a decision. */
  cancellations: Type.Integer(),
  /** Reported photos and files awaiting a decision (/admin/billeder). */
  file_reports: Type.Integer(),
});
export type HelpCountsReply = Static<typeof HelpCountsReply>;

/** GET /api/bruger/klager: the logged-in customer's own complaints with Opgavetorvet's answers. */
export const OwnComplaint = Type.Object({
  complaint_id: Id,
  company_name: Type.String(),
  status: HelpStatus,
  created_at: Type.Integer({ description: 'unix seconds' }),
  messages: Type.Array(HelpMessage),
});
export type OwnComplaint = Static<typeof OwnComplaint>;
export const OwnComplaintsReply = Type.Object({ complaints: Type.Array(OwnComplaint) });
export type OwnComplaintsReply = Static<typeof OwnComplaintsReply>;

/** GET /api/admin/annulleringer/afgjorte: decided cancellation requests, newest decision first. */
export const DecidedCancellationItem = Type.Object({
  cancellation_id: Id,
  job_id: Id,
  headline: Type.String(),
  company_name: Type.String(),
  user_name: Type.String(),
  text: Type.String(),
  option_select: Type.Integer(),
  option_new_one: Type.Boolean(),
  /** The date the company says it had agreed with the customer (unix seconds), or null. */
  appointment_at: Type.Union([Type.Integer({ description: 'unix seconds' }), Type.Null()]),
  status: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
  decision_reason: Type.String(),
  /** The deciding administrator's name ('' when the account is gone). */
  decided_by: Type.String(),
  decided_at: Type.Integer({ description: 'unix seconds' }),
  created_at: Type.Integer({ description: 'unix seconds' }),
});
export type DecidedCancellationItem = Static<typeof DecidedCancellationItem>;
export const DecidedCancellationsReply = Type.Object({ items: Type.Array(DecidedCancellationItem) });
export type DecidedCancellationsReply = Static<typeof DecidedCancellationsReply>;
