// The end of an open job's days (lib/reminders/expiry.ts finds them): with no company chosen it
// becomes 'expired', its own state, and the customer is told by mail; the customer's job page can
// open it again for KEEP_OPEN_DAYS, when it is announced afresh. Run by the reminders' schedule and
// by the customer's POST /api/bruger/opgaver/:jobId/genaabn.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jobPage } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { jobs } from '../../db/schema/index.js';
import { expiringJobs, noWinner } from '../../lib/reminders/expiry.js';
import { KEEP_OPEN_DAYS } from '../../lib/reminders/keep-open.js';
import { DAY } from '../../lib/reminders/once.js';
import { inTransaction } from '../../lib/transaction.js';
import { jobFrom, jobRefusal } from './transitions.js';

/** Closes the jobs whose open days are over as 'expired' and tells their customers, each in its transaction. */
export async function expireJobs(fastify: FastifyInstance, now: number): Promise<number> {
  let expired = 0;
  for (const job of await expiringJobs(fastify, now)) {
    await inTransaction(fastify.db, async () => {
      const closed = (
        await fastify.db
          .update(jobs)
          .set({ status: 'expired', closedAt: now })
          .where(and(eq(jobs.id, job.id), inArray(jobs.status, jobFrom('expire')), noWinner(fastify.db)))
          .run()
      ).changes;
      if (closed === 0) return;
      const params = { name: job.name, headline: job.headline };
      const t = (key: string) => fastify.translate('da-DK', `mail:::job_expired::${key}`, params);
      await fastify.mailer.send({
        to: job.email,
        subject: t('subject'),
        text: t('text'),
        link: { path: jobPage(job.id), label: t('button') },
      });
      expired += 1;
    });
  }
  return expired;
}

/**
 * Opens the customer's expired job again for KEEP_OPEN_DAYS: open for offers at once and announced
 * afresh by the worker (the one-notice-per-company rule keeps companies told before from being told
 * twice). Gives the new end; refused (409 errors:::job_not_expired) when the job is not expired.
 */
export async function reopenExpiredJob(db: Db, jobId: number, userId: number, now: number): Promise<number> {
  const until = now + KEEP_OPEN_DAYS * DAY;
  const changed = (
    await db
      .update(jobs)
      .set({ status: 'open', closedAt: null, openUntil: until, announcedAt: null })
      .where(
        and(eq(jobs.id, jobId), eq(jobs.userId, userId), inArray(jobs.status, jobFrom('reopen_expired'))),
      )
      .run()
  ).changes;
  if (changed !== 1) throw jobRefusal('reopen_expired', null);
  return until;
}
