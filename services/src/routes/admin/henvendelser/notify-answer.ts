// Tells the company or customer that Opgavetorvet answered: a Danish e-mail with the answer and a
// button to the page where the thread is (/hjaelp/firma, the won job's booking, /bruger/klager),
// queued in the answer's transaction, and a live event so an open page fetches the thread again.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PAGES, bookingPage, type HelpKind } from '@opgavetorvet/contracts';
import { users } from '../../../db/schema/index.js';

/** The page where the company or customer reads the thread of this item. */
export function threadPath(kind: HelpKind, id: number): string {
  if (kind === 'support_case') return PAGES.hjaelpFirma;
  if (kind === 'complaint') return PAGES.brugerKlager;
  return bookingPage(id);
}

export async function notifyAnswer(
  fastify: FastifyInstance,
  recipientUserId: number,
  kind: HelpKind,
  id: number,
  params: { title: string; answer: string; jobId: number | null },
): Promise<void> {
  const person = await fastify.db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, recipientUserId))
    .get();
  if (!person) return;
  const values = { name: person.name, title: params.title, answer: params.answer };
  const key = `mail:::help_answered::${kind}`;
  await fastify.mailer.send({
    to: person.email,
    subject: fastify.translate('da-DK', `${key}::subject`, values),
    text: fastify.translate('da-DK', `${key}::text`, values),
    link: { path: threadPath(kind, id), label: fastify.translate('da-DK', `${key}::button`, values) },
  });
  fastify.liveEvents.publish(
    recipientUserId,
    params.jobId ? { type: 'help_answered', job_id: params.jobId } : { type: 'help_answered' },
  );
}
