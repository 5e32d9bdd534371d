// The customer withdraws her open job with a reason (issue 32): it becomes 'cancelled' with
// withdrawn_at, so it leaves every open list ("who may see this job" asks for 'open'), and the
// companies with an offer are told. Within WITHDRAW_REOPEN_DAYS she can open it again: open for
// offers for KEEP_OPEN_DAYS and announced afresh (companies told before are not told twice); the
// offers it had stand again. Each change is one guarded UPDATE in one transaction.
import { WITHDRAW_REOPEN_DAYS, type WithdrawReason } from '@opgavetorvet/contracts';
import { and, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open.js';
import { jobs } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { KEEP_OPEN_DAYS } from '../../lib/reminders/keep-open.js';
import { DAY } from '../../lib/reminders/once.js';
import { inTransaction } from '../../lib/transaction.js';
import { tellBidders } from './job-notices.js';
import { jobFrom, jobRefusal } from './transitions.js';

export interface Withdrawal {
  reason: WithdrawReason;
  /** Her own words; required for 'other'. */
  text?: string | undefined;
}

/** Until when a job withdrawn at `withdrawnAt` can be opened again. */
export const reopenableUntil = (withdrawnAt: number): number => withdrawnAt + WITHDRAW_REOPEN_DAYS * DAY;

/** Withdraws the customer's open job and tells the companies with an offer; gives how many were told. */
export async function withdrawJob(
  fastify: FastifyInstance,
  jobId: number,
  userId: number,
  withdrawal: Withdrawal,
  now: number,
): Promise<number> {
  const text = withdrawal.text?.trim() ?? '';
  if (withdrawal.reason === 'other' && text === '') throw new AppError(400, 'errors:::withdraw_reason_text');
  const { db } = fastify;
  return await inTransaction(db, async () => {
    const job = await db
      .select({ headline: jobs.headline, status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
      .get();
    if (!job) throw new AppError(404, 'errors:::job_not_found');
    const changed = (
      await db
        .update(jobs)
        .set({
          status: 'cancelled',
          closedAt: now,
          withdrawnAt: now,
          withdrawReason: withdrawal.reason,
          withdrawText: text === '' ? null : text,
        })
        .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId), inArray(jobs.status, jobFrom('withdraw'))))
        .run()
    ).changes;
    if (changed !== 1) throw jobRefusal('withdraw', job.status);
    return await tellBidders(fastify, jobId, 'withdrawn', { headline: job.headline });
  });
}

/**
 * Opens a job withdrawn within WITHDRAW_REOPEN_DAYS again for KEEP_OPEN_DAYS; gives the new end.
 * Refused (409 errors:::job_not_reopenable) when it is not withdrawn or was withdrawn longer ago.
 */
export async function reopenWithdrawnJob(
  db: Db,
  jobId: number,
  userId: number,
  now: number,
): Promise<number> {
  const until = now + KEEP_OPEN_DAYS * DAY;
  const changed = (
    await db
      .update(jobs)
      .set({
        status: 'open',
        closedAt: null,
        openUntil: until,
        announcedAt: null,
        withdrawnAt: null,
        withdrawReason: null,
        withdrawText: null,
      })
      .where(
        and(
          eq(jobs.id, jobId),
          eq(jobs.userId, userId),
          inArray(jobs.status, jobFrom('reopen_withdrawn')),
          isNotNull(jobs.withdrawnAt),
          gte(jobs.withdrawnAt, now - WITHDRAW_REOPEN_DAYS * DAY),
        ),
      )
      .run()
  ).changes;
  if (changed !== 1) throw jobRefusal('reopen_withdrawn', null);
  return until;
}
