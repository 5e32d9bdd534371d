// Tells the account that uploaded a file the administrator removed (issue 33) which photo or file
// it was, where it was shown and why it was removed: a Danish e-mail from the `mail` namespace's
// `file_removed` texts (one per purpose) with a button to the page where the uploader keeps such
// files. Queued in the removal's transaction (the delivery worker renders and sends it).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PAGES, jobPage } from '@opgavetorvet/contracts';
import { users } from '../../db/schema/index.js';
import type { FileContext } from './file-context.js';

/** The uploader's page of what the file belonged to. */
function pageOf({ file, owner, uploader }: FileContext): string {
  if (file.purpose === 'job' && owner.job_id !== null) return jobPage(owner.job_id);
  if (file.purpose === 'message')
    return uploader?.role === 'company' ? PAGES.firmaBeskeder : PAGES.brugerBeskeder;
  return PAGES.firmaOplysninger;
}

export async function tellUploaderRemoved(
  fastify: FastifyInstance,
  context: FileContext,
  reason: string,
): Promise<void> {
  if (!context.uploader) return;
  const person = await fastify.db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, context.uploader.id))
    .get();
  if (!person) return;
  const { file } = context;
  const params = {
    name: person.name,
    // The job's headline for a job's photo or a message's file; the reference's title; the company's name.
    title:
      file.purpose === 'job' || file.purpose === 'message'
        ? (context.jobHeadline ?? '')
        : context.owner.title,
    file: file.caption ?? file.name,
    reason,
  };
  const key = `mail:::file_removed::${file.purpose}`;
  const text = (part: string) => ({ key: `${key}::${part}`, params });
  await fastify.mailer.send({
    to: person.email,
    subject: text('subject'),
    text: text('text'),
    link: { path: pageOf(context), label: text('button') },
  });
}
