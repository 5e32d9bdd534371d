// Tells the other side of a job that something happened (new bid, chosen, cancelled …): an e-mail
// with a button to the page it is about, and an SMS when a phone is known, both in Danish from the
// `mail` namespace's `events` texts. A company's SMS goes to its notification phone
// (/ajax/firma/notifications_phone) when it set one. Call it inside the transaction of the change it
// reports (the rows are written at once with the texts' keys; the delivery worker renders and sends).
import { eq, sql } from 'drizzle-orm';
import { perDatabase } from '../db/per-database.js';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open.js';
import { companies, users } from '../db/schema/index.js';
import { settingKindOfEvent, wantsNotice } from './notice-settings.js';

/** Every step the other side of a job must know about; each has a Danish mail and SMS text. */
export const JOB_EVENTS = [
  'new_bid',
  'bid_declined',
  'supplier_chosen',
  'job_confirmed',
  'job_refused',
  'contract_changes',
  'job_finished',
  'cancel_requested',
  'cancel_withdrawn',
  'cancel_approved',
  'cancel_approved_new_company',
  'cancel_rejected',
  'new_message',
  'invited',
] as const;
export type JobEvent = (typeof JOB_EVENTS)[number];

/**
 * Texts for the customer's side of an event the company is told in its own words (the live event
 * keeps the event's name): a rejected cancellation means the company's job is 'igen vundet', but
 * for the customer her job simply goes on with the company.
 */
export const CUSTOMER_TEXTS = ['cancel_rejected_customer'] as const;
export type EventTexts = JobEvent | (typeof CUSTOMER_TEXTS)[number];

const personQuery = (db: Db) =>
  db
    .select({
      email: users.email,
      name: users.name,
      phone: users.phone,
      notify_phone: companies.notifyPhone,
      deleted_at: users.deletedAt,
    })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.id, sql.placeholder('user')))
    .prepare();

/** One per store: a transaction shares it, and the statement runs inside it. */
const personQueries = perDatabase(personQuery);

/** Who the notice goes to, by one prepared query per database (a bid asks it on every call). */
async function personOf(db: Db, userId: number) {
  return await personQueries(db).get({ user: userId });
}

/**
 * Queues `mail:::events::<texts>::subject/text` (with a `…::button` to `path`, a page of the product)
 * to the user, and `…::sms` to their phone; `texts` is the event's own unless given.
 */
export async function notifyParty(
  fastify: FastifyInstance,
  userId: number,
  event: JobEvent,
  params: Record<string, string | number>,
  path: string,
  texts: EventTexts = event,
): Promise<void> {
  const person = await personOf(fastify.db, userId);
  // An erased account (issue 32) is told nothing: it has no address left.
  if (!person || person.deleted_at !== null) return;
  const values = { name: person.name, ...params };
  const key = `mail:::events::${texts}`;
  // The keys and values only: the delivery worker finds the words.
  const text = (part: string) => ({ key: `${key}::${part}`, params: values });
  // The person's notice settings (issue 32) for the event's kind; events of no kind always go.
  const kind = settingKindOfEvent(event);
  if (await wantsNotice(fastify.db, userId, kind, 'email'))
    await fastify.mailer.send({
      to: person.email,
      subject: text('subject'),
      text: text('text'),
      link: { path, label: text('button') },
    });
  const phone = person.notify_phone || person.phone;
  if (phone && (await wantsNotice(fastify.db, userId, kind, 'sms')))
    await fastify.sms.send({ to: phone, text: text('sms') });
  // Open pages of the user fetch again (sent after the caller's transaction commits). The job's id
  // goes along only when the page's path names it plainly (/bruger/opgave/12, /firma/opgaver?jobid=12).
  const named = /^\/(?:bruger\/opgave\/(\d{1,9})|firma\/opgaver\?jobid=(\d{1,9}))$/.exec(path);
  const jobId = Number(named?.[1] ?? named?.[2]);
  fastify.liveEvents.publish(userId, jobId > 0 ? { type: event, job_id: jobId } : { type: event });
  if (event === 'new_message') fastify.liveEvents.publish(userId, { type: 'unread_count' });
}
