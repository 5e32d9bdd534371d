// Support (SPEC §7 "Company jobs, bids, support"): a company's support cases and their threads,
// tickets on overdue won jobs, and the complaint form anyone may send about a company.
import { Type, type Static } from 'typebox';
import { Id, Filled, NAME_MAX } from './common.js';

/** POST /api/firma/supportsager: a new support case with its first message. */
export const CreateSupportCaseBody = Type.Object(
  { subject: Filled(150, 'errors:::field_empty'), message: Filled(5000, 'errors:::field_empty') },
  { additionalProperties: false },
);
export type CreateSupportCaseBody = Static<typeof CreateSupportCaseBody>;

export const CreateSupportCaseReply = Type.Object({ success: Type.Boolean(), supportcase_id: Id });
export type CreateSupportCaseReply = Static<typeof CreateSupportCaseReply>;

export const SupportCaseStatus = Type.Union([
  Type.Literal('open'),
  Type.Literal('answered'),
  Type.Literal('closed'),
]);
export type SupportCaseStatus = Static<typeof SupportCaseStatus>;

export const SupportCaseItem = Type.Object({
  supportcase_id: Type.Integer(),
  subject: Type.String(),
  status: SupportCaseStatus,
  created_at: Type.Integer({ description: 'unix seconds' }),
  last_message_at: Type.Integer({ description: 'unix seconds' }),
  message_count: Type.Integer(),
});
export type SupportCaseItem = Static<typeof SupportCaseItem>;

/** GET /api/firma/supportsager: the company's own cases, latest activity first. */
export const SupportCasesReply = Type.Object({ cases: Type.Array(SupportCaseItem) });
export type SupportCasesReply = Static<typeof SupportCasesReply>;

/** POST /firma/send_support_message: appends the company's message to its own case. */
export const SupportMessageBody = Type.Object(
  { supportcase_id: Id, supportcase_message: Filled(5000, 'errors:::field_empty') },
  { additionalProperties: false },
);
export type SupportMessageBody = Static<typeof SupportMessageBody>;

/** html is the appended message, rendered like the thread shows it. */
export const SupportMessageReply = Type.Object({ success: Type.Boolean(), html: Type.String() });
export type SupportMessageReply = Static<typeof SupportMessageReply>;

/** POST /firma/modal_support_messages: the whole thread of one case. */
export const SupportThreadBody = Type.Object({ supportcase_id: Id }, { additionalProperties: false });
export type SupportThreadBody = Static<typeof SupportThreadBody>;

export const SupportThreadReply = Type.Object({ html: Type.String() });
export type SupportThreadReply = Static<typeof SupportThreadReply>;

/** POST /ajax/firma/sendtiketstatus: the company's status on an overdue job it won. */
export const TicketBody = Type.Object(
  { text: Filled(5000, 'errors:::field_empty'), job_id: Id, company_id: Id, contact_id: Id },
  { additionalProperties: false },
);
export type TicketBody = Static<typeof TicketBody>;

export const TicketReply = Type.Object({ success: Type.Boolean() });
export type TicketReply = Static<typeof TicketReply>;

/** POST /bruger/complaintsend: anyone may complain about a company (SPEC §5 texts). */
export const ComplaintBody = Type.Object(
  {
    company_name: Filled(NAME_MAX, 'errors:::company_name'),
    text: Filled(5000, 'errors:::describe_problem'),
    user_name: Filled(NAME_MAX, 'errors:::full_name'),
  },
  { additionalProperties: false },
);
export type ComplaintBody = Static<typeof ComplaintBody>;

export const ComplaintReply = Type.Object({
  result: Type.Literal('success'),
  type: Type.Literal('success'),
  message: Type.String(),
});
export type ComplaintReply = Static<typeof ComplaintReply>;
