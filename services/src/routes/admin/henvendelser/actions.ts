// What the administrator does to a help item, each in the caller's transaction with its audit row:
// answer (a staff message in the item's own thread; the item becomes 'answered'), close and
// re-open. A closed item is not answered (re-open it first), an anonymous complaint cannot be
// answered (nobody could read it), and a second close or re-open is refused: each refusal is a 409
// that changes nothing.
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { rawGet } from '../../../db/engine/raw.js';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { HelpKind, HelpStatus } from '@opgavetorvet/contracts';
import type { Db } from '../../../db/open.js';
import {
  complaintMessages,
  complaints,
  supportCases,
  supportMessages,
  ticketThreads,
  tickets,
} from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import { recordAudit } from '../../../lib/audit.js';
import { helpStatus } from './queries.js';

/** The item as the actions need it: its stored state and whom an answer reaches. */
export interface HelpTarget {
  stored: HelpStatus;
  lastSender: string;
  /** The company's or customer's account; null for a complaint sent without logging in. */
  recipientUserId: number | null;
  title: string;
  jobId: number | null;
  companyId: number | null;
}

/**
 * The item, or 404. SQL text: three shapes of the same row over different tables;
 * inbox-rows.test.ts checks each against HelpTarget.
 */
export async function targetOf(db: Db, kind: HelpKind, id: number): Promise<HelpTarget> {
  const query =
    kind === 'support_case'
      ? sql`select s.status stored, f.user_id "recipientUserId", s.subject title, null "jobId", f.id "companyId",
          coalesce((select m.sender from support_messages m where m.case_id = s.id order by m.created_at desc, m.id desc limit 1), 'company') "lastSender"
        from support_cases s join companies f on f.id = s.company_id where s.id = ${id}`
      : kind === 'complaint'
        ? sql`select c.status stored, c.user_id "recipientUserId", c.company_name title, null "jobId", null "companyId",
            coalesce((select m.sender from complaint_messages m where m.complaint_id = c.id order by m.created_at desc, m.id desc limit 1), 'user') "lastSender"
          from complaints c where c.id = ${id}`
        : sql`select coalesce(tt.status, 'open') stored, f.user_id "recipientUserId", j.headline title, j.id "jobId", f.id "companyId",
            (select t.sender from tickets t where t.contact_id = k.id order by t.created_at desc, t.id desc limit 1) "lastSender"
          from contacts k join jobs j on j.id = k.job_id join companies f on f.id = k.company_id
            left join ticket_threads tt on tt.contact_id = k.id
          where k.id = ${id} and exists (select 1 from tickets t where t.contact_id = k.id)`;
  const target = await rawGet<HelpTarget | undefined>(db, query);
  if (!target) throw new AppError(404, 'errors:::help::not_found');
  return target;
}

/**
 * Writes the stored status where `onlyIf` holds for the stored one (a ticket thread without a row
 * counts as 'open'); false when it did not hold (a parallel action came first).
 */
async function setStatus(
  db: Db,
  kind: HelpKind,
  id: number,
  status: HelpStatus,
  onlyIf: StatusTest,
  now: number,
): Promise<boolean> {
  if (kind === 'support_case')
    return (
      (
        await db
          .update(supportCases)
          .set({ status })
          .where(and(eq(supportCases.id, id), onlyIf(supportCases.status)))
          .run()
      ).changes > 0
    );
  if (kind === 'complaint')
    return (
      (
        await db
          .update(complaints)
          .set({ status })
          .where(and(eq(complaints.id, id), onlyIf(complaints.status)))
          .run()
      ).changes > 0
    );
  await db
    .insert(ticketThreads)
    .values({ contactId: id, status: 'open', updatedAt: now })
    .onConflictDoNothing()
    .run();
  return (
    (
      await db
        .update(ticketThreads)
        .set({ status, updatedAt: now })
        .where(and(eq(ticketThreads.contactId, id), onlyIf(ticketThreads.status)))
        .run()
    ).changes > 0
  );
}

/** A test of an item's stored status column. */
type StatusTest = (status: SQLiteColumn) => SQL;
const notClosed: StatusTest = (status) => ne(status, 'closed');
const isClosed: StatusTest = (status) => eq(status, 'closed');

export async function answerHelpItem(
  db: Db,
  actorId: number,
  kind: HelpKind,
  id: number,
  text: string,
  now: number,
): Promise<HelpTarget> {
  const target = await targetOf(db, kind, id);
  if (target.stored === 'closed') throw new AppError(409, 'errors:::help::closed');
  if (target.recipientUserId === null) throw new AppError(409, 'errors:::help::anonymous_complaint');
  if (!(await setStatus(db, kind, id, 'answered', notClosed, now)))
    throw new AppError(409, 'errors:::help::closed');
  if (kind === 'support_case')
    await db
      .insert(supportMessages)
      .values({ caseId: id, sender: 'staff', body: text, createdAt: now })
      .run();
  else if (kind === 'complaint')
    await db
      .insert(complaintMessages)
      .values({ complaintId: id, sender: 'staff', body: text, createdAt: now })
      .run();
  else
    await db
      .insert(tickets)
      .values({
        jobId: target.jobId as number,
        companyId: target.companyId as number,
        contactId: id,
        sender: 'staff',
        text,
        createdAt: now,
      })
      .run();
  await recordAudit(db, {
    actorId,
    action: 'help.answer',
    targetType: kind,
    targetId: id,
    before: { status: helpStatus(target.stored, target.lastSender) },
    after: { status: 'answered', answer: text },
  });
  return target;
}

/** Closing or re-opening an item: its status, guarded by the current one, and the audit row. */
type HelpItemChange = (db: Db, actorId: number, kind: HelpKind, id: number, now: number) => Promise<void>;

export const closeHelpItem: HelpItemChange = async (db, actorId, kind, id, now) => {
  const target = await targetOf(db, kind, id);
  if (!(await setStatus(db, kind, id, 'closed', notClosed, now)))
    throw new AppError(409, 'errors:::help::already_closed');
  await recordAudit(db, {
    actorId,
    action: 'help.close',
    targetType: kind,
    targetId: id,
    before: { status: helpStatus(target.stored, target.lastSender) },
    after: { status: 'closed' },
  });
};

export const reopenHelpItem: HelpItemChange = async (db, actorId, kind, id, now) => {
  const target = await targetOf(db, kind, id);
  if (target.stored !== 'closed') throw new AppError(409, 'errors:::help::not_closed');
  const status = helpStatus('open', target.lastSender);
  const reopened = await setStatus(db, kind, id, status, isClosed, now);
  if (!reopened) throw new AppError(409, 'errors:::help::not_closed');
  await recordAudit(db, {
    actorId,
    action: 'help.reopen',
    targetType: kind,
    targetId: id,
    before: { status: 'closed' },
    after: { status },
  });
};
