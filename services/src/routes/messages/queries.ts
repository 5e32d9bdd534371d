// Reads and writes of messages on a contact. The caller's side (customer or company) is part of
// every where clause, so a conversation of someone else is never found.
import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { perDatabase } from '../../db/per-database.js';
import { bids, companies, contacts, jobs, messages } from '../../db/schema/index.js';
import type { Side } from '../../db/queries/contacts.js';
import { nowSeconds } from '../../lib/danish.js';

/** The side's own contacts: the customer's jobs, or the company's contacts. */
export const ownedBy = (side: Side): SQL =>
  'userId' in side ? eq(jobs.userId, side.userId) : eq(contacts.companyId, side.companyId);

/** Messages the side has not read are those the other side wrote. */
export const otherSender = (side: Side): 'user' | 'company' => ('userId' in side ? 'company' : 'user');

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
    })
    .from(bids)
    .innerJoin(contacts, eq(contacts.id, bids.contactId))
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    .where(and(eq(bids.id, bidId), eq(jobs.userId, userId), eq(contacts.companyId, companyId), ownedBy(side)))
    .get();
}

export type MessageRow = typeof messages.$inferSelect;

/**
 * The messages on these contacts the side may read. Opgavetorvet's own notes ('system': the
 * choice, the administrator's decision) are written to the company, so the customer never sees them.
 */
export async function threadOf(db: Db, contactIds: number[], side: Side): Promise<MessageRow[]> {
  if (contactIds.length === 0) return [];
  return await db
    .select()
    .from(messages)
    .where(
      and(
        inArray(messages.contactId, contactIds),
        'userId' in side ? ne(messages.sender, 'system') : undefined,
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .all();
}

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
