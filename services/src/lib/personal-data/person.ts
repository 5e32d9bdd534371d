// Who a personal-data export or erasure is about (issue 32): the account, its company when it is a
// company's login, and the ids of what hangs on them (jobs, contacts, complaints, support cases,
// reference jobs, messages), read once so every table's rows are asked by plain id lists.
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Queryable } from '../../db/engine/store.js';
import {
  companies,
  companyReferences,
  complaints,
  contacts,
  jobs,
  messages,
  supportCases,
  users,
} from '../../db/schema/index.js';

export interface Person {
  userId: number;
  role: string;
  email: string;
  name: string;
  phone: string | null;
  streetAddress: string | null;
  deletedAt: number | null;
  /** The company whose login this is, or null for a customer or the administrator. */
  companyId: number | null;
  companyName: string | null;
  jobIds: number[];
  /** Contacts on the person's jobs, and the company's own contacts. */
  contactIds: number[];
  messageIds: number[];
  complaintIds: number[];
  supportCaseIds: number[];
  referenceIds: number[];
}

/** `column in (ids)`, false for no ids (an empty list is no SQL). */
export function within(column: AnySQLiteColumn, ids: readonly number[]): SQL {
  return ids.length === 0 ? sql`1 = 0` : inArray(column, [...ids]);
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

/** The person behind the account, or undefined when there is no such account. */
export async function personOf(db: Queryable, userId: number): Promise<Person | undefined> {
  const user = await db
    .select({
      userId: users.id,
      role: users.role,
      email: users.email,
      name: users.name,
      phone: users.phone,
      streetAddress: users.streetAddress,
      deletedAt: users.deletedAt,
      companyId: companies.id,
      companyName: companies.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.id, userId))
    .get();
  if (!user) return undefined;
  const companyId = user.companyId;
  const jobIds = ids(await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.userId, userId)).all());
  const contactIds = ids(
    await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(
        or(
          within(contacts.jobId, jobIds),
          companyId === null ? sql`1 = 0` : eq(contacts.companyId, companyId),
        ),
      )
      .all(),
  );
  const messageIds = ids(
    await db.select({ id: messages.id }).from(messages).where(within(messages.contactId, contactIds)).all(),
  );
  const complaintIds = ids(
    await db.select({ id: complaints.id }).from(complaints).where(eq(complaints.userId, userId)).all(),
  );
  const byCompany = async (table: typeof supportCases | typeof companyReferences) =>
    companyId === null
      ? []
      : ids(await db.select({ id: table.id }).from(table).where(eq(table.companyId, companyId)).all());
  return {
    ...user,
    jobIds,
    contactIds,
    messageIds,
    complaintIds,
    supportCaseIds: await byCompany(supportCases),
    referenceIds: await byCompany(companyReferences),
  };
}
