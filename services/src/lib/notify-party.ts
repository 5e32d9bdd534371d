// Tells the other side of a job that something happened (new bid, chosen, cancelled …): an e-mail,
// and an SMS when a phone is known, both in Danish from the `mail` namespace's `events` texts.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema/index.js';

export type JobEvent =
  | 'new_bid'
  | 'bid_declined'
  | 'supplier_chosen'
  | 'job_confirmed'
  | 'job_refused'
  | 'contract_changes'
  | 'job_finished'
  | 'cancel_requested'
  | 'cancel_approved'
  | 'cancel_rejected'
  | 'new_message'
  | 'invited';

/** Mails `mail:::events::<event>::subject/text` to the user, and texts `…::sms` to their phone. */
export async function notifyParty(
  fastify: FastifyInstance,
  userId: number,
  event: JobEvent,
  params: Record<string, string | number>,
): Promise<void> {
  const person = fastify.db
    .select({ email: users.email, name: users.name, phone: users.phone })
    .from(users)
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
  if (person.phone) await fastify.sms.send({ to: person.phone, text: fastify.translate('da-DK', `${key}::sms`, values) });
}
