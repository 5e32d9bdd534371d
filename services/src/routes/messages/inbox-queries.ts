// Reads and the read mark of the inbox (issue 32), for either side: a page of the side's threads
// and their number (two statements, whatever the page holds), one own thread's head (listed or
// not), the side's own contact, and marking what the other side wrote on one contact read. A
// thread is a contact with at least one message the side may read (the customer never reads
// Opgavetorvet's own 'system' notes, db/queries/messages.ts), so an empty thread is not listed; the
// side is part of every where clause, so another's thread is never found. Unread is what the other
// side wrote and the side has not read, as the red dot counts.
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { InboxThread, InboxThreadHead } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { perDatabase } from '../../db/per-database.js';
import type { Side } from '../../db/queries/contacts.js';
import { otherSender } from '../../db/queries/messages.js';
import { bids, companies, contacts, files, jobs, messages, users } from '../../db/schema/index.js';
import { nowSeconds } from '../../lib/danish.js';

type SideName = 'customer' | 'company';
const sideName = (side: Side): SideName => ('userId' in side ? 'customer' : 'company');
const ownerOf = (side: Side): number => ('userId' in side ? side.userId : side.companyId);

/** The side's own contacts (the placeholder `owner` is the customer's or the company's id). */
const owned = (name: SideName): SQL =>
  name === 'customer'
    ? eq(jobs.userId, sql.placeholder('owner'))
    : eq(contacts.companyId, sql.placeholder('owner'));

/** The messages of the contact in the outer query that the side may read. */
const readableOf = (name: SideName): SQL =>
  name === 'customer'
    ? sql`${messages.contactId} = ${contacts.id} and ${messages.sender} <> 'system'`
    : sql`${messages.contactId} = ${contacts.id}`;

/** The thread's newest readable message, joined once per thread (no row: an empty thread). */
const last = alias(messages, 'lm');

/** A thread's job and sides, and the newest bid (what an answer goes with; null without one). */
const headFields = {
  contact_id: contacts.id,
  job_id: contacts.jobId,
  headline: jobs.headline,
  customer_id: jobs.userId,
  customer_name: users.name,
  company_id: contacts.companyId,
  company_name: companies.name,
  bid_id: sql<number | null>`(select ${bids.id} from ${bids} where ${bids.contactId} = ${contacts.id}
    order by ${bids.id} desc limit 1)`,
};

/** The id of the thread's newest message the side may read (in the outer query's contact). */
const newestOf = (name: SideName): SQL =>
  sql`(select ${messages.id} from ${messages} where ${readableOf(name)}
    order by ${messages.createdAt} desc, ${messages.id} desc limit 1)`;

function statementsFor(db: Db, name: SideName) {
  const unreadSender = name === 'customer' ? 'company' : 'user';
  return {
    page: db
      .select({
        ...headFields,
        last_message_id: last.id,
        last_message: last.body,
        last_sender: last.sender,
        last_at: last.createdAt,
        last_files: db.$count(files, and(eq(files.messageId, last.id), isNull(files.removedAt))),
        unread: db.$count(
          messages,
          and(
            eq(messages.contactId, contacts.id),
            eq(messages.sender, unreadSender),
            isNull(messages.readAt),
          ),
        ),
      })
      .from(contacts)
      .innerJoin(jobs, eq(jobs.id, contacts.jobId))
      .innerJoin(users, eq(users.id, jobs.userId))
      .innerJoin(companies, eq(companies.id, contacts.companyId))
      .innerJoin(last, sql`${last.id} = ${newestOf(name)}`)
      .where(owned(name))
      .orderBy(desc(last.createdAt), desc(last.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(),
    total: db
      .select({ n: count() })
      .from(contacts)
      .innerJoin(jobs, eq(jobs.id, contacts.jobId))
      .where(and(owned(name), sql`exists (select 1 from ${messages} where ${readableOf(name)})`))
      .prepare(),
    head: db
      .select({ ...headFields, last_message_id: sql<number | null>`${newestOf(name)}` })
      .from(contacts)
      .innerJoin(jobs, eq(jobs.id, contacts.jobId))
      .innerJoin(users, eq(users.id, jobs.userId))
      .innerJoin(companies, eq(companies.id, contacts.companyId))
      .where(and(eq(contacts.id, sql.placeholder('contact')), owned(name)))
      .prepare(),
    own: db
      .select({ id: contacts.id })
      .from(contacts)
      .innerJoin(jobs, eq(jobs.id, contacts.jobId))
      .where(and(eq(contacts.id, sql.placeholder('contact')), owned(name)))
      .prepare(),
  };
}

const statements = perDatabase((db: Db) => ({
  customer: statementsFor(db, 'customer'),
  company: statementsFor(db, 'company'),
}));

/** One page of the side's threads, newest message first, and how many threads there are in all. */
export async function inboxPage(
  db: Db,
  side: Side,
  page: number,
  pageSize: number,
): Promise<{ threads: InboxThread[]; total: number }> {
  const own = statements(db)[sideName(side)];
  const owner = ownerOf(side);
  const threads = await own.page.all({ owner, limit: pageSize, offset: (page - 1) * pageSize });
  const total = (await own.total.get({ owner }))?.n ?? 0;
  return { threads, total };
}

/** One of the side's threads, with or without messages; undefined for another's (or none). */
export async function threadHead(
  db: Db,
  side: Side,
  contactId: number,
): Promise<InboxThreadHead | undefined> {
  return await statements(db)[sideName(side)].head.get({ owner: ownerOf(side), contact: contactId });
}

/** Whether the contact is the side's own (the customer's job, or the company's contact). */
export async function isOwnThread(db: Db, side: Side, contactId: number): Promise<boolean> {
  const row = await statements(db)[sideName(side)].own.get({ owner: ownerOf(side), contact: contactId });
  return row !== undefined;
}

/** Marks what the other side wrote on this (own) contact read by the side: how many were marked. */
export async function markThreadRead(db: Db, side: Side, contactId: number): Promise<number> {
  const result = await db
    .update(messages)
    .set({ readAt: nowSeconds() })
    .where(
      and(eq(messages.contactId, contactId), eq(messages.sender, otherSender(side)), isNull(messages.readAt)),
    )
    .run();
  return result.changes;
}
