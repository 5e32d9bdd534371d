// The threads of the three kinds of help item, oldest message first, as the administrator and the
// company or customer read them: a support case's messages, a complaint (its own text is the first
// message, then Opgavetorvet's answers) and the ticket thread of a won job (one per contact).
import { asc, eq } from 'drizzle-orm';
import type { HelpKind, HelpMessage } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { complaintMessages, complaints, supportMessages, tickets } from '../../db/schema/index.js';

/** A support case's messages, oldest first (the company's thread reads them too). */
export function supportMessageRows(db: Db, caseId: number) {
  return db
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

export function supportCaseMessages(db: Db, caseId: number): HelpMessage[] {
  return supportMessageRows(db, caseId).map(({ sender, body, createdAt }) => ({
    sender,
    body,
    created_at: createdAt,
  }));
}

export function complaintThread(db: Db, complaintId: number): HelpMessage[] {
  const complaint = db
    .select({ body: complaints.text, created_at: complaints.createdAt })
    .from(complaints)
    .where(eq(complaints.id, complaintId))
    .get();
  if (!complaint) return [];
  const answers = db
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

export function ticketThread(db: Db, contactId: number): HelpMessage[] {
  return db
    .select({ sender: tickets.sender, body: tickets.text, created_at: tickets.createdAt })
    .from(tickets)
    .where(eq(tickets.contactId, contactId))
    .orderBy(asc(tickets.createdAt), asc(tickets.id))
    .all();
}

export function threadOf(db: Db, kind: HelpKind, id: number): HelpMessage[] {
  if (kind === 'support_case') return supportCaseMessages(db, id);
  if (kind === 'complaint') return complaintThread(db, id);
  return ticketThread(db, id);
}
