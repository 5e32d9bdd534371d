// The inbox of a customer (/bruger/beskeder) or a company (/firma/beskeder), issue 32: one row per
// thread (a contact between a job's customer and a company) that has a message the caller may read,
// newest message first, INBOX_PAGE_SIZE a page; one thread's head; and the read mark of one thread.
// Every call is the caller's own side (customer or company): another's thread is never listed, shown
// nor marked (404). The thread itself, with its reply form, is the spec's call of each side
// (/ajax/bruger2/message_modal, /firma/message_modal).
import { Type, type Static } from 'typebox';
import { Id } from './common.js';

export const INBOX_PAGE_SIZE = 20;

/** GET /api/beskeder?page */
export const InboxQuery = Type.Object(
  { page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })) },
  { additionalProperties: false },
);
export type InboxQuery = Static<typeof InboxQuery>;

/** What a thread's row and its head both name: the thread, its job, both sides and the bid. */
const threadParts = {
  contact_id: Id,
  job_id: Id,
  headline: Type.String(),
  customer_id: Id,
  customer_name: Type.String(),
  company_id: Id,
  company_name: Type.String(),
  bid_id: Type.Union([Id, Type.Null()]),
};

/**
 * One thread: its job, both sides (the page names the other one), the bid the answers go with
 * (/opgave/new_message's bidid; null without one), the newest message the caller may read (its text
 * is empty when it is only files; `last_files` counts them) and how many of the other side's
 * messages the caller has not read.
 */
export const InboxThread = Type.Object({
  ...threadParts,
  last_message_id: Id,
  last_message: Type.String(),
  last_sender: Type.Union([Type.Literal('user'), Type.Literal('company'), Type.Literal('system')]),
  last_at: Type.Integer({ description: 'unix seconds of the newest message' }),
  last_files: Type.Integer({ minimum: 0 }),
  unread: Type.Integer({ minimum: 0 }),
});
export type InboxThread = Static<typeof InboxThread>;

export const InboxReply = Type.Object({
  threads: Type.Array(InboxThread),
  page: Type.Integer({ minimum: 1 }),
  page_size: Type.Integer({ minimum: 1 }),
  /** Threads in all pages. */
  total: Type.Integer({ minimum: 0 }),
});
export type InboxReply = Static<typeof InboxReply>;

/** GET /api/beskeder/:contactId and POST /api/beskeder/:contactId/laest (no body) */
export const InboxThreadParams = Type.Object({ contactId: Id }, { additionalProperties: false });
export type InboxThreadParams = Static<typeof InboxThreadParams>;

/**
 * GET /api/beskeder/:contactId: one of the caller's threads, listed or not (a thread without
 * messages yet, or on another page): what the page shows above it and needs to answer in it, and
 * its newest readable message (null: none yet).
 */
export const InboxThreadHead = Type.Object({
  ...threadParts,
  last_message_id: Type.Union([Id, Type.Null()]),
});
export type InboxThreadHead = Static<typeof InboxThreadHead>;

/** Empty: the read mark takes no fields. */
export const InboxReadBody = Type.Object({}, { additionalProperties: false });

/** How many messages this marked read, and the caller's unread messages after it (the red dot). */
export const InboxReadReply = Type.Object({
  marked: Type.Integer({ minimum: 0 }),
  get_unread_messages: Type.Integer({ minimum: 0 }),
});
export type InboxReadReply = Static<typeof InboxReadReply>;
