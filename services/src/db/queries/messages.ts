// The conversation of a contact, read and marked read the same way wherever it is shown (issue 29:
// one query per list): the customer's job page and messages modal, the company's message modal and
// the messages list of either side. The caller has found its own contacts (ownership is part of that
// query); the side decides which messages it may read and which it has now read. A thread's files
// (issue 30) come with it in one more statement, however many messages and files it has.
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { StoredFile, ThreadMessage } from '@opgavetorvet/contracts';
import type { Db } from '../open.js';
import { messages } from '../schema/index.js';
import type { Side } from './contacts.js';
import { filesOf } from './files.js';
import { nowSeconds } from '../../lib/danish.js';

export type MessageRow = typeof messages.$inferSelect;

/** A message of a thread with its files in their order. */
export type ThreadRow = MessageRow & { files: StoredFile[] };

/** Each message with its files, asked in one statement for them all. */
async function withFiles<T extends { id: number }>(
  db: Db,
  rows: T[],
): Promise<(T & { files: StoredFile[] })[]> {
  const files = await filesOf(db, { messageIds: rows.map((row) => row.id) });
  return rows.map((row) => ({ ...row, files: files.get(row.id) ?? [] }));
}

/** Messages the side has not read are those the other side wrote. */
export const otherSender = (side: Side): 'user' | 'company' => ('userId' in side ? 'company' : 'user');

/** The messages on these contacts the side may read (the where clause of a thread). */
const readableBy = (contactIds: number[], side: Side) =>
  and(inArray(messages.contactId, contactIds), 'userId' in side ? ne(messages.sender, 'system') : undefined);

/** A thread's order: oldest first. */
const oldestFirst = [asc(messages.createdAt), asc(messages.id)];

/**
 * The messages on these contacts the side may read, oldest first, with their files: two statements.
 * Opgavetorvet's own notes ('system': the choice, the administrator's decision) are written to the
 * company, so the customer never sees them.
 */
export async function threadOf(db: Db, contactIds: number[], side: Side): Promise<ThreadRow[]> {
  if (contactIds.length === 0) return [];
  const rows = await db
    .select()
    .from(messages)
    .where(readableBy(contactIds, side))
    .orderBy(...oldestFirst)
    .all();
  return await withFiles(db, rows);
}

/** The same messages in the reply shape of a page's conversation, each with its contact. */
export async function threadMessagesOf(
  db: Db,
  contactIds: number[],
  side: Side,
): Promise<(ThreadMessage & { contact_id: number })[]> {
  if (contactIds.length === 0) return [];
  const rows = await db
    .select({
      id: messages.id,
      contact_id: messages.contactId,
      message_id: messages.id,
      sender: messages.sender,
      body: messages.body,
      option: messages.option,
      created_at: messages.createdAt,
      readAt: messages.readAt,
    })
    .from(messages)
    .where(readableBy(contactIds, side))
    .orderBy(...oldestFirst)
    .all();
  return (await withFiles(db, rows)).map(({ id: _id, readAt, ...message }) => ({
    ...message,
    is_new: isUnreadBy({ ...message, readAt }, side),
  }));
}

/** Whether the side has yet to read this message (the other side wrote it and it is unread). */
export const isUnreadBy = (message: Pick<MessageRow, 'sender' | 'readAt'>, side: Side): boolean =>
  message.sender === otherSender(side) && message.readAt === null;

/** Marks what the other side wrote on these contacts as read by the side. */
export async function markRead(db: Db, contactIds: number[], side: Side): Promise<void> {
  if (contactIds.length === 0) return;
  await db
    .update(messages)
    .set({ readAt: nowSeconds() })
    .where(
      and(
        inArray(messages.contactId, contactIds),
        eq(messages.sender, otherSender(side)),
        isNull(messages.readAt),
      ),
    )
    .run();
}
