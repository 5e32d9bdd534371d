// Reads of the messages area: the contact a bid belongs to, the red dot's count and a customer's
// conversations. The caller's side (customer or company) is part of every where clause, so a
// conversation of someone else is never found. A contact's thread is db/queries/messages.ts.
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { perDatabase } from '../../db/per-database.js';
import { bids, companies, contacts, jobs, messages } from '../../db/schema/index.js';
import type { Side } from '../../db/queries/contacts.js';

/** The side's own contacts: the customer's jobs, or the company's contacts. */
export const ownedBy = (side: Side): SQL =>
  'userId' in side ? eq(jobs.userId, side.userId) : eq(contacts.companyId, side.companyId);

/** The contact a bid belongs to, when the customer, the company and the caller's side all match. */
export async function contactOfBid(db: Db, bidId: number, userId: number, companyId: number, side: Side) {
  return await db
    .select({
      contactId: contacts.id,
      state: contacts.state,
      jobId: jobs.id,
      headline: jobs.headline,
      customerId: jobs.userId,
      companyUserId: companies.userId,
      companyName: companies.name,
      removedAt: jobs.removedAt,
    })
    .from(bids)
    .innerJoin(contacts, eq(contacts.id, bids.contactId))
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    .where(and(eq(bids.id, bidId), eq(jobs.userId, userId), eq(contacts.companyId, companyId), ownedBy(side)))
    .get();
}

export type { MessageRow, ThreadRow } from '../../db/queries/messages.js';

const unreadStatements = perDatabase((db) => {
  const count = (owner: SQL, sender: 'user' | 'company') =>
    db
      .select({ n: sql<number>`count(*)` })
      .from(messages)
      .innerJoin(contacts, eq(contacts.id, messages.contactId))
      .innerJoin(jobs, eq(jobs.id, contacts.jobId))
      .where(and(owner, eq(messages.sender, sender), isNull(messages.readAt)))
      .prepare();
  return {
    customer: count(eq(jobs.userId, sql.placeholder('owner')), 'company'),
    company: count(eq(contacts.companyId, sql.placeholder('owner')), 'user'),
  };
});

/** How many messages of the other side the caller has not read (the red dot, asked often). */
export async function unreadCount(db: Db, side: Side): Promise<number> {
  const statements = unreadStatements(db);
  const row =
    'userId' in side
      ? await statements.customer.get({ owner: side.userId })
      : await statements.company.get({ owner: side.companyId });
  return row?.n ?? 0;
}

/** The side's contacts on jobs of customer `userId`, each with job and company, oldest first. */
export async function conversationsWith(db: Db, userId: number, side: Side) {
  return await db
    .select({
      contactId: contacts.id,
      jobId: jobs.id,
      headline: jobs.headline,
      companyName: companies.name,
      state: contacts.state,
      isWinner: contacts.isWinner,
      finishedPriceOre: contacts.finishedPriceOre,
    })
    .from(contacts)
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    .where(and(eq(jobs.userId, userId), ownedBy(side)))
    .orderBy(asc(contacts.createdAt), asc(contacts.id))
    .all();
}
export type Conversation = Awaited<ReturnType<typeof conversationsWith>>[number];
