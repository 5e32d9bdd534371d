// Reminders around a chosen company: after 48 hours without its confirmation it is reminded once
// (mail and SMS); after 96 hours the customer is told once and may choose another company; two days
// after a job is finished the customer is asked once for a review; a won job whose expected end has
// passed (the support rule, lib/won-jobs.ts) gets its ticket opened and the company is told.
import { and, asc, eq, inArray, isNotNull, lt, lte, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { FastifyInstance } from 'fastify';
import { bookingPage, jobPage } from '@opgavetorvet/contracts';
import { companies, contacts, jobs, reviews, tickets, users } from '../../db/schema/index.js';
import type { NoticeKind } from '../notices/kinds.js';
import { wantsNotice } from '../notice-settings.js';
import { inTransaction } from '../transaction.js';
import { WON_IN_PROGRESS } from '../won-jobs.js';
import { DAY, HOUR, firstTime } from './once.js';

export const CONFIRM_REMINDER_AFTER = 48 * HOUR;
/** After this long unconfirmed the customer is told and may choose another company. */
export const UNCONFIRMED_AFTER = 96 * HOUR;
export const REVIEW_REQUEST_AFTER = 2 * DAY;

interface ContactToRemind {
  contactId: number;
  jobId: number;
  headline: string;
  companyId: number;
  companyName: string;
  companyUserId: number;
  companyEmail: string;
  companyPhone: string | null;
  customerId: number;
  customerEmail: string;
  customerName: string;
  expectedEndAt: number | null;
}

const companyUsers = alias(users, 'fu');

async function contactsWhere(
  fastify: FastifyInstance,
  condition: SQL | undefined,
): Promise<ContactToRemind[]> {
  return await fastify.db
    .select({
      contactId: contacts.id,
      jobId: jobs.id,
      headline: jobs.headline,
      companyId: companies.id,
      companyName: companies.name,
      companyUserId: companies.userId,
      companyEmail: companies.email,
      companyPhone: sql<string | null>`coalesce(nullif(${companies.notifyPhone}, ''), ${companyUsers.phone})`,
      customerId: users.id,
      customerEmail: users.email,
      customerName: users.name,
      expectedEndAt: contacts.expectedEndAt,
    })
    .from(contacts)
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    .innerJoin(companyUsers, eq(companyUsers.id, companies.userId))
    .innerJoin(users, eq(users.id, jobs.userId))
    .where(condition)
    .orderBy(asc(contacts.id))
    .limit(200)
    .all();
}

type Send = (contact: ContactToRemind, t: (key: string) => string) => Promise<void> | void;

/** For each contact: once per kind, in one transaction with the row that makes it once. */
async function remindEach(
  fastify: FastifyInstance,
  kind: string,
  rows: ContactToRemind[],
  now: number,
  send: Send,
): Promise<number> {
  let sent = 0;
  for (const contact of rows) {
    await inTransaction(fastify.db, async () => {
      if (!(await firstTime(fastify.db, kind, `contact:${contact.contactId}`, now))) return;
      const params = { company: contact.companyName, name: contact.customerName, headline: contact.headline };
      await send(contact, (key) => fastify.translate('da-DK', `mail:::${kind}::${key}`, params));
      sent += 1;
    });
  }
  return sent;
}

/** The company's mail about its won job, with a button to the booking. */
const companyMail = (contact: ContactToRemind, t: (key: string) => string) => ({
  to: contact.companyEmail,
  subject: t('subject'),
  text: t('text'),
  link: { path: bookingPage(contact.contactId), label: t('button') },
});

/** The customer's mail about the job, with a button to its page; unsubscribable when `kind` is given. */
async function mailCustomer(
  fastify: FastifyInstance,
  contact: ContactToRemind,
  t: (key: string) => string,
  unsubscribeKind?: NoticeKind,
): Promise<void> {
  await fastify.mailer.send({
    to: contact.customerEmail,
    subject: t('subject'),
    text: t('text'),
    link: { path: jobPage(contact.jobId), label: t('button') },
    ...(unsubscribeKind ? { unsubscribe: { userId: contact.customerId, kind: unsubscribeKind } } : {}),
  });
}

export async function remindUnconfirmed(fastify: FastifyInstance, now: number): Promise<number> {
  const waiting = (after: number) =>
    and(
      eq(contacts.isWinner, true),
      eq(contacts.state, 'awaiting_confirmation'),
      lte(contacts.selectedAt, now - after),
    );
  const reminded = await remindEach(
    fastify,
    'confirm_reminder',
    await contactsWhere(fastify, waiting(CONFIRM_REMINDER_AFTER)),
    now,
    async (contact, t) => {
      await fastify.mailer.send({
        ...companyMail(contact, t),
        unsubscribe: { userId: contact.companyUserId, kind: 'confirm_reminder' },
      });
      if (contact.companyPhone && (await wantsNotice(fastify.db, contact.companyUserId, 'reminders', 'sms')))
        await fastify.sms.send({ to: contact.companyPhone, text: t('sms') });
    },
  );
  const told = await remindEach(
    fastify,
    'unconfirmed_told',
    await contactsWhere(fastify, waiting(UNCONFIRMED_AFTER)),
    now,
    (contact, t) => mailCustomer(fastify, contact, t),
  );
  return reminded + told;
}

export async function requestReviews(fastify: FastifyInstance, now: number): Promise<number> {
  const finished = and(
    eq(contacts.isWinner, true),
    eq(contacts.state, 'finished'),
    lte(contacts.finishedAt, now - REVIEW_REQUEST_AFTER),
    notExists(
      fastify.db
        .select({ one: sql`1` })
        .from(reviews)
        .where(eq(reviews.contactId, contacts.id)),
    ),
  );
  return remindEach(fastify, 'review_request', await contactsWhere(fastify, finished), now, (contact, t) =>
    mailCustomer(fastify, contact, t, 'review_request'),
  );
}

export async function openOverdueTickets(fastify: FastifyInstance, now: number): Promise<number> {
  const overdue = and(
    eq(contacts.isWinner, true),
    inArray(contacts.state, [...WON_IN_PROGRESS]),
    isNotNull(contacts.expectedEndAt),
    lt(contacts.expectedEndAt, now),
  );
  return remindEach(
    fastify,
    'overdue_ticket',
    await contactsWhere(fastify, overdue),
    now,
    async (contact, t) => {
      await fastify.db
        .insert(tickets)
        .values({
          jobId: contact.jobId,
          companyId: contact.companyId,
          contactId: contact.contactId,
          sender: 'staff',
          text: t('ticket'),
          createdAt: now,
        })
        .run();
      await fastify.mailer.send(companyMail(contact, t));
    },
  );
}
