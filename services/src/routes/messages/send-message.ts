// Storing a message from one side of a contact (POST /opgave/new_message) in one transaction with
// its files (issue 30), the caller's when it has one open (the route queues the notices in it):
// the files are attached to the new message there, so a refused file (not the sender's own upload
// for a message, more than MESSAGE_FILES_MAX) leaves no message. A double click
// is one message: the same text without files within REPEAT_WINDOW_SECONDS, or the same text with
// the very files already attached to the sender's message just now, is answered with that message.
import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { MESSAGE_FILES_MAX, type PhotoInput } from '@opgavetorvet/contracts';
import type { Queryable } from '../../db/engine/store.js';
import type { Db } from '../../db/open.js';
import { filesOf, storedFileOf } from '../../db/queries/files.js';
import { files, messages } from '../../db/schema/index.js';
import { nowSeconds } from '../../lib/danish.js';
import { attachFiles } from '../../lib/files/attach.js';
import { inTransaction } from '../../lib/transaction.js';
import type { FileUploader } from '../../lib/files/uploader.js';
import type { MessageRow, ThreadRow } from './queries.js';
import { REPEAT_WINDOW_SECONDS } from './rules.js';

export interface OutgoingMessage {
  contactId: number;
  sender: 'user' | 'company';
  /** The text, trimmed; empty only with files. */
  body: string;
  files: readonly PhotoInput[];
  /** Who sends the files (uploaderOf(request)): only their own uploads are attached. */
  by: FileUploader;
}

/** The message has no files (of the messages row the clause is in). */
const hasNoFiles = sql`not exists (select 1 from ${files} where ${files.messageId} = ${messages.id} and ${files.removedAt} is null)`;

/** A text without files: one conditional insert, unless the same sender sent the same text just now. */
async function sendText(tx: Queryable, message: OutgoingMessage, now: number) {
  const { contactId, sender, body } = message;
  const inserted = (
    await tx.run(sql`insert into messages (contact_id, sender, body, created_at)
      select ${contactId}, ${sender}, ${body}, ${now} where not exists (select 1 from ${messages}
        where ${messages.contactId} = ${contactId} and ${messages.sender} = ${sender} and ${messages.body} = ${body}
        and ${messages.createdAt} >= ${now - REPEAT_WINDOW_SECONDS} and ${hasNoFiles})`)
  ).changes;
  const row = (await tx
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.contactId, contactId),
        eq(messages.sender, sender),
        eq(messages.body, body),
        hasNoFiles,
      ),
    )
    .orderBy(desc(messages.id))
    .get()) as MessageRow;
  return { row: { ...row, files: [] }, repeated: inserted === 0 };
}

/** The sender's message of just now with the same text and exactly these files, if there is one. */
async function sameMessageWithFiles(tx: Queryable, message: OutgoingMessage, now: number) {
  const keys = message.files.map((file) => file.key);
  const owners = await tx
    .select({ messageId: files.messageId })
    .from(files)
    .where(and(inArray(files.key, keys), isNull(files.removedAt)))
    .all();
  const messageId = owners[0]?.messageId ?? null;
  if (messageId === null || owners.length !== keys.length || owners.some((o) => o.messageId !== messageId))
    return undefined;
  const row = await tx
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.id, messageId),
        eq(messages.contactId, message.contactId),
        eq(messages.sender, message.sender),
        eq(messages.body, message.body),
        gte(messages.createdAt, now - REPEAT_WINDOW_SECONDS),
      ),
    )
    .get();
  if (!row) return undefined;
  const attached = (await filesOf(tx, { messageIds: [messageId] })).get(messageId) ?? [];
  const same = attached.length === keys.length && attached.every((file, i) => file.key === keys[i]);
  return same ? { ...row, files: attached } : undefined;
}

/** Stores the message (and attaches its files) unless it is the one just sent; see the module's comment. */
export async function sendMessage(
  db: Db,
  message: OutgoingMessage,
): Promise<{ row: ThreadRow; repeated: boolean }> {
  return await inTransaction(db, async () => {
    const now = nowSeconds();
    if (message.files.length === 0) return await sendText(db, message, now);
    const earlier = await sameMessageWithFiles(db, message, now);
    if (earlier) return { row: earlier, repeated: true };
    const row = await db
      .insert(messages)
      .values({ contactId: message.contactId, sender: message.sender, body: message.body, createdAt: now })
      .returning()
      .get();
    const attached = await attachFiles(db, {
      files: message.files,
      to: { message: row.id },
      by: message.by,
      max: MESSAGE_FILES_MAX,
    });
    return { row: { ...row, files: attached.map(storedFileOf) }, repeated: false };
  });
}
