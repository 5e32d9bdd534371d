// The threads of the three kinds of help item, oldest message first, as the administrator and the
// company or customer read them: a support case's messages, a complaint (its own text is the first
// message, then Opgavetorvet's answers) and the ticket thread of a won job (one per contact).
import { asc, eq } from 'drizzle-orm';
import type { HelpKind, HelpMessage } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { complaintMessages, complaints, supportMessages, tickets } from '../../db/schema/index.js';

/** A support case's messages, oldest first (the company's thread reads them too). */
export async function supportMessageRows(db: Db, caseId: number) {
  return await db
    .select({
      id: supportMessages.id,
      sender: supportMessages.sender,
      body: supportMessages.body,
      createdAt: supportMessages.createdAt,
    })
    .from(supportMessages)
    .where(eq(supportMessages.caseId, caseId))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id))
    .all();
}

export async function supportCaseMessages(db: Db, caseId: number): Promise<HelpMessage[]> {
  return (await supportMessageRows(db, caseId)).map(({ sender, body, createdAt }) => ({
    sender,
    body,
    created_at: createdAt,
  }));
}

export async function complaintThread(db: Db, complaintId: number): Promise<HelpMessage[]> {
  const complaint = await db
    .select({ body: complaints.text, created_at: complaints.createdAt })
    .from(complaints)
    .where(eq(complaints.id, complaintId))
    .get();
  if (!complaint) return [];
  const answers = await db
    .select({
      sender: complaintMessages.sender,
      body: complaintMessages.body,
      created_at: complaintMessages.createdAt,
    })
    .from(complaintMessages)
    .where(eq(complaintMessages.complaintId, complaintId))
    .orderBy(asc(complaintMessages.createdAt), asc(complaintMessages.id))
    .all();
  return [{ sender: 'user', ...complaint }, ...answers];
}

export async function ticketThread(db: Db, contactId: number): Promise<HelpMessage[]> {
  return await db
    .select({ sender: tickets.sender, body: tickets.text, created_at: tickets.createdAt })
    .from(tickets)
    .where(eq(tickets.contactId, contactId))
    .orderBy(asc(tickets.createdAt), asc(tickets.id))
    .all();
}

export async function threadOf(db: Db, kind: HelpKind, id: number): Promise<HelpMessage[]> {
  if (kind === 'support_case') return await supportCaseMessages(db, id);
  if (kind === 'complaint') return await complaintThread(db, id);
  return await ticketThread(db, id);
}
