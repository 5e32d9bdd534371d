// Support in the database, always scoped to the calling company: support cases with their first
// message (one transaction), the list with activity, a case's thread and new messages, tickets on
// the company's overdue won jobs, and complaints (linked to a company when its name is found).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SupportCaseItem } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import {
  companies,
  complaints,
  contacts,
  supportCases,
  supportMessages,
  ticketThreads,
  tickets,
} from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { supportMessageRows } from '../../lib/help/threads.js';
import { STATUS_AFTER_COMPANY_MESSAGE, complaintCompanyKeys } from './rules.js';

export type SupportMessageRow = { id: number; sender: 'company' | 'staff'; body: string; createdAt: number };

export async function createCase(
  db: Db,
  companyId: number,
  subject: string,
  message: string,
  now: number,
): Promise<number> {
  return await db.transaction(async (tx) => {
    const id = (
      await tx
        .insert(supportCases)
        .values({ companyId, subject, createdAt: now })
        .returning({ id: supportCases.id })
        .get()
    ).id;
    await tx
      .insert(supportMessages)
      .values({ caseId: id, sender: 'company', body: message, createdAt: now })
      .run();
    return id;
  });
}

export async function listCases(db: Db, companyId: number): Promise<SupportCaseItem[]> {
  const lastAt = sql<number>`coalesce(max(${supportMessages.createdAt}), ${supportCases.createdAt})`;
  return await db
    .select({
      supportcase_id: supportCases.id,
      subject: supportCases.subject,
      status: supportCases.status,
      created_at: supportCases.createdAt,
      last_message_at: lastAt,
      message_count: sql<number>`count(${supportMessages.id})`,
    })
    .from(supportCases)
    .leftJoin(supportMessages, eq(supportMessages.caseId, supportCases.id))
    .where(eq(supportCases.companyId, companyId))
    .groupBy(supportCases.id)
    .orderBy(desc(lastAt), desc(supportCases.id))
    .all();
}

/** The company's own case, or 404. */
export async function ownCase(db: Db, companyId: number, caseId: number) {
  const row = await db
    .select({ id: supportCases.id, subject: supportCases.subject, status: supportCases.status })
    .from(supportCases)
    .where(and(eq(supportCases.id, caseId), eq(supportCases.companyId, companyId)))
    .get();
  if (!row) throw new AppError(404, 'errors:::support_case_not_found');
  return row;
}

export async function threadOf(db: Db, caseId: number): Promise<SupportMessageRow[]> {
  return await supportMessageRows(db, caseId);
}

/** Appends the company's message to its own case (404 otherwise) and opens the case again. */
export async function appendMessage(
  db: Db,
  companyId: number,
  caseId: number,
  body: string,
  now: number,
): Promise<SupportMessageRow> {
  return await db.transaction(async (tx) => {
    const opened = (
      await tx
        .update(supportCases)
        .set({ status: STATUS_AFTER_COMPANY_MESSAGE })
        .where(and(eq(supportCases.id, caseId), eq(supportCases.companyId, companyId)))
        .run()
    ).changes;
    if (opened === 0) throw new AppError(404, 'errors:::support_case_not_found');
    return await tx
      .insert(supportMessages)
      .values({ caseId, sender: 'company', body, createdAt: now })
      .returning({
        id: supportMessages.id,
        sender: supportMessages.sender,
        body: supportMessages.body,
        createdAt: supportMessages.createdAt,
      })
      .get();
  });
}

/** The company's winning contact on that job, with what the overdue rule needs. */
export async function ticketContact(db: Db, companyId: number, jobId: number, contactId: number) {
  return await db
    .select({
      id: contacts.id,
      isWinner: contacts.isWinner,
      state: contacts.state,
      expectedEndAt: contacts.expectedEndAt,
    })
    .from(contacts)
    .where(
      and(
        eq(contacts.id, contactId),
        eq(contacts.jobId, jobId),
        eq(contacts.companyId, companyId),
        eq(contacts.isWinner, true),
      ),
    )
    .get();
}

/** The company's answer joins the ticket thread and opens it again for support, as a case's would. */
export async function insertTicket(
  db: Db,
  values: { jobId: number; companyId: number; contactId: number; text: string; createdAt: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(tickets)
      .values({ ...values, sender: 'company' })
      .run();
    await tx
      .update(ticketThreads)
      .set({ status: STATUS_AFTER_COMPANY_MESSAGE, updatedAt: values.createdAt })
      .where(eq(ticketThreads.contactId, values.contactId))
      .run();
  });
}

/** Stores a complaint; the company is linked when a profile has that name (or its slug). */
export async function insertComplaint(
  db: Db,
  values: { userId: number | null; companyName: string; userName: string; text: string },
): Promise<number | null> {
  const keys = complaintCompanyKeys(values.companyName);
  const company =
    (await db.select({ id: companies.id }).from(companies).where(eq(companies.name, keys.name)).get()) ??
    (await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, keys.slug)).get());
  await db
    .insert(complaints)
    .values({ ...values, companyName: keys.name, companyId: company?.id ?? null })
    .run();
  return company?.id ?? null;
}
