// The customer changes her job's text (issue 32): while it has no offer she edits its headline,
// description and answers in place; from the first offer on the original stays as it was and she writes a dated
// addition ("Tilføjelse") instead, which the companies with an offer see in the job's description
// and are told of by e-mail (queued in the same transaction, job-notices.ts).
import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open.js';
import type { JobAttributeAnswer } from '@opgavetorvet/contracts';
import { attributesOf } from '../../db/queries/categories.js';
import { bids, contacts, jobAdditions, jobAttributes, jobs, type JobStatus } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { nowSeconds } from '../../lib/danish.js';
import { checkAnswers, knownCarModels } from '../../lib/job-answers.js';
import { inTransaction } from '../../lib/transaction.js';
import { tellBidders } from './job-notices.js';

/** The states in which the job's text can still change (edited, or added to). */
export const TEXT_CHANGEABLE: readonly JobStatus[] = ['open'];
/** An addition reaches the bidders, also the chosen company, until the job ends. */
export const ADDITION_STATES: readonly JobStatus[] = ['open', 'assigned'];

/** The job has had an offer: some company placed a bid on it (a withdrawn one counts: it read the text). */
export const hasOffer = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(bids)
      .innerJoin(contacts, eq(contacts.id, bids.contactId))
      .where(eq(contacts.jobId, jobs.id)),
  );

async function offerState(db: Db, jobId: number, userId: number) {
  return await db
    .select({ status: jobs.status, headline: jobs.headline, offered: sql<number>`${hasOffer(db)}` })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
    .get();
}

/** Replaces the job's answers with these, checked against its category's attributes (400 when they do not fit). */
async function replaceAnswers(db: Db, jobId: number, answers: JobAttributeAnswer[]): Promise<void> {
  const job = await db.select({ categoryId: jobs.categoryId }).from(jobs).where(eq(jobs.id, jobId)).get();
  if (!job) return;
  const rows = checkAnswers(
    await attributesOf(db, job.categoryId),
    answers,
    await knownCarModels(db, answers),
  );
  await db.delete(jobAttributes).where(eq(jobAttributes.jobId, jobId)).run();
  if (rows.length > 0)
    await db
      .insert(jobAttributes)
      .values(rows.map((row) => ({ ...row, jobId })))
      .run();
}

/**
 * Edits headline and description (and, when given, all answers) while the job is open with no
 * offer; 409 job_has_offers after the first. One transaction: answers that do not fit change nothing.
 */
export async function editJobText(
  db: Db,
  jobId: number,
  userId: number,
  text: { headline: string; description: string; attributes?: JobAttributeAnswer[] | undefined },
): Promise<void> {
  await inTransaction(db, async () => {
    const changed = (
      await db
        .update(jobs)
        .set({ headline: text.headline.trim(), description: text.description.trim() })
        .where(
          and(
            eq(jobs.id, jobId),
            eq(jobs.userId, userId),
            inArray(jobs.status, [...TEXT_CHANGEABLE]),
            sql`not ${hasOffer(db)}`,
          ),
        )
        .run()
    ).changes;
    if (changed === 1) {
      if (text.attributes) await replaceAnswers(db, jobId, text.attributes);
      return;
    }
    const job = await offerState(db, jobId, userId);
    if (!job) throw new AppError(404, 'errors:::job_not_found');
    if (job.offered) throw new AppError(409, 'errors:::job_has_offers');
    throw new AppError(409, 'errors:::job_not_editable');
  });
}

/** Adds a dated addition once the job has offers and tells each company with an offer; gives its id. */
export async function addJobAddition(
  fastify: FastifyInstance,
  jobId: number,
  userId: number,
  text: string,
): Promise<number> {
  const { db } = fastify;
  return await inTransaction(db, async () => {
    const job = await offerState(db, jobId, userId);
    if (!job) throw new AppError(404, 'errors:::job_not_found');
    if (!ADDITION_STATES.includes(job.status)) throw new AppError(409, 'errors:::job_not_editable');
    if (!job.offered) throw new AppError(409, 'errors:::job_edit_instead');
    const row = await db
      .insert(jobAdditions)
      .values({ jobId, text: text.trim(), createdAt: nowSeconds() })
      .returning({ id: jobAdditions.id })
      .get();
    await tellBidders(fastify, jobId, 'addition', { headline: job.headline, addition: text.trim() });
    return row.id;
  });
}
