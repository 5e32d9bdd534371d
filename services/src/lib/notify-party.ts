// Tells the other side of a job that something happened (new bid, chosen, cancelled …): an e-mail,
// and an SMS when a phone is known, both in Danish from the `mail` namespace's `events` texts.
// A company's SMS goes to its notification phone (/ajax/firma/notifications_phone) when it set one.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, users } from '../db/schema/index.js';

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
  'cancel_approved',
  'cancel_rejected',
  'new_message',
  'invited',
] as const;
export type JobEvent = (typeof JOB_EVENTS)[number];

/** Mails `mail:::events::<event>::subject/text` to the user, and texts `…::sms` to their phone. */
export async function notifyParty(
  fastify: FastifyInstance,
  userId: number,
  event: JobEvent,
  params: Record<string, string | number>,
): Promise<void> {
  const person = fastify.db
    .select({ email: users.email, name: users.name, phone: users.phone, notifyPhone: companies.notifyPhone })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.id, userId))
    .get();
  if (!person) return;
  const values = { name: person.name, ...params };
  const key = `mail:::events::${event}`;
  await fastify.mailer.send({
    to: person.email,
    subject: fastify.translate('da-DK', `${key}::subject`, values),
    text: fastify.translate('da-DK', `${key}::text`, values),
  });
  const phone = person.notifyPhone || person.phone;
  if (phone) await fastify.sms.send({ to: phone, text: fastify.translate('da-DK', `${key}::sms`, values) });
}
