// Messages between a customer and a company on a contact (SPEC §7): writing one or declining a
// bid ("Tak, men nej tak"), the customer's thread modal, the messages modal and the unread dot. A
// message may carry up to MESSAGE_FILES_MAX photos and PDFs (issue 30), seen only by its two sides
// and the administrator; with files its text may be empty.
import { Type, type Static } from 'typebox';
import { Id } from './common.js';
import { MESSAGE_FILES_MAX, PhotoList } from './files.js';

/** The preset answers of "Tak, men nej tak"; 'Andet' goes with the customer's own text. */
export const DECLINE_OPTIONS = [
  'Prisen er for høj',
  'Jeg har valgt et andet firma',
  'Opgaven er udsat',
  'Andet',
] as const;
export const DECLINE_OTHER = 'Andet';
export const MESSAGE_MAX = 2000;

/** What a message's file picker takes: a plain string of its own module, without TypeBox. */
export { MESSAGE_FILES_ACCEPT } from './file-limits.js';

/**
 * The one rule of an empty message, the service's and the forms': a message needs a text or at least
 * one file (a text of only spaces is no text).
 */
export function isEmptyMessage(msg: string | undefined, files: readonly unknown[] | undefined): boolean {
  return (msg ?? '').trim() === '' && (files?.length ?? 0) === 0;
}

/**
 * /opgave/new_message. bidid is the bid the conversation is about, userid the job's customer,
 * companyid the bidding company. save_data_bd=1 declines the bid with option (a preset, or
 * 'Andet' with msg as the text); save_data_bd=0 (default) sends msg as a message, with `files` (the
 * sender's own uploads for purpose 'message', in the order shown) attached to it; a decline takes
 * no files.
 */
export const NewMessageBody = Type.Object(
  {
    msg: Type.Optional(Type.String({ maxLength: MESSAGE_MAX })),
    bidid: Id,
    userid: Id,
    companyid: Id,
    save_data_bd: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, default: 0 })),
    option: Type.Optional(Type.String({ maxLength: 100 })),
    files: Type.Optional(PhotoList(MESSAGE_FILES_MAX)),
  },
  { additionalProperties: false },
);
export type NewMessageBody = Static<typeof NewMessageBody>;

/** 'replay': the bid was already declined (or the same text was just sent): nothing changed. */
export const NewMessageReply = Type.Object({
  response: Type.Union([Type.Literal('success'), Type.Literal('replay')]),
  view: Type.String(),
});
export type NewMessageReply = Static<typeof NewMessageReply>;

export const ThreadModalBody = Type.Object({ contact_id: Id, job_id: Id }, { additionalProperties: false });
export type ThreadModalBody = Static<typeof ThreadModalBody>;

/**
 * /ajax/bruger2/message_modal. project is this site's project; a company_project that differs
 * sends the customer to the company's own site. user_t is the caller's side ('bruger'),
 * btn_type which answer buttons the thread shows: 'offer' (choose/decline), 'chosen', 'none'.
 */
export const ThreadModalReply = Type.Object({
  html: Type.String(),
  company_name: Type.String(),
  company_slug: Type.String(),
  company_id: Id,
  contact_id: Id,
  job_id: Id,
  project: Type.String(),
  user_t: Type.String(),
  company_project: Type.String(),
  btn_type: Type.Union([Type.Literal('offer'), Type.Literal('chosen'), Type.Literal('none')]),
});
export type ThreadModalReply = Static<typeof ThreadModalReply>;

export const MessageListBody = Type.Object({ user_id: Id }, { additionalProperties: false });
export type MessageListBody = Static<typeof MessageListBody>;

/** /bruger2/show_message_modal: the conversations with that customer, oldest message first. */
export const MessageListReply = Type.Object({ type: Type.Literal('success'), html: Type.String() });
export type MessageListReply = Static<typeof MessageListReply>;

/** /bruger2/update_number_red_dot: messages from the other side the caller has not read. */
export const UnreadCountReply = Type.Object({ get_unread_messages: Type.Integer({ minimum: 0 }) });
export type UnreadCountReply = Static<typeof UnreadCountReply>;

/** The red dot posts nothing (an empty object or form). */
export const RedDotBody = Type.Object({}, { additionalProperties: false });
