// The threads of the three kinds of help item, oldest message first, as the administrator and the
// company or customer read them: a support case's messages, a complaint (its own text is the first
// message, then Opgavetorvet's answers) and the ticket thread of a won job (one per contact).
import { asc, eq, inArray } from 'drizzle-orm';
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

/** A complaint as it opens its thread: its own text is the first message. */
export interface ComplaintOpening {
  complaint_id: number;
  body: string;
  created_at: number;
}

/** The threads of these complaints, keyed by complaint: the text, then the answers oldest first (one statement). */
export async function complaintThreads(
  db: Db,
  opened: ComplaintOpening[],
): Promise<Map<number, HelpMessage[]>> {
  const threads = new Map<number, HelpMessage[]>(
    opened.map(({ complaint_id, body, created_at }) => [
      complaint_id,
      [{ sender: 'user', body, created_at }],
    ]),
  );
  if (threads.size === 0) return threads;
  const answers = await db
    .select({
      complaint_id: complaintMessages.complaintId,
      sender: complaintMessages.sender,
      body: complaintMessages.body,
      created_at: complaintMessages.createdAt,
    })
    .from(complaintMessages)
    .where(inArray(complaintMessages.complaintId, [...threads.keys()]))
    .orderBy(asc(complaintMessages.createdAt), asc(complaintMessages.id))
    .all();
  for (const { complaint_id, ...answer } of answers) threads.get(complaint_id)?.push(answer);
  return threads;
}

export async function complaintThread(db: Db, complaintId: number): Promise<HelpMessage[]> {
  const complaint = await db
    .select({ complaint_id: complaints.id, body: complaints.text, created_at: complaints.createdAt })
    .from(complaints)
    .where(eq(complaints.id, complaintId))
    .get();
  if (!complaint) return [];
  return (await complaintThreads(db, [complaint])).get(complaintId) ?? [];
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
