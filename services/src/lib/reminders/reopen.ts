// Re-opening a job that closed by expiry: the customer (her job page) opens it for another
// KEEP_OPEN_DAYS days. It is open for offers again at once and is announced afresh by the worker;
// the one-notice-per-company rule (job_alerts' key) keeps the companies told before from being
// told twice, so only companies that match it now and did not then hear of it.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { jobs } from '../../db/schema/index.js';
import { KEEP_OPEN_DAYS } from './keep-open.js';
import { DAY } from './once.js';

/** The new end of the job, or null when it is not the user's expired job (nothing changed). */
export async function reopenExpiredJob(
  db: Db,
  jobId: number,
  userId: number,
  now: number,
): Promise<number | null> {
  const until = now + KEEP_OPEN_DAYS * DAY;
  const changed = (
    await db
      .update(jobs)
      .set({ status: 'open', closedAt: null, openUntil: until, announcedAt: null })
      .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId), eq(jobs.status, 'expired')))
      .run()
  ).changes;
  return changed === 1 ? until : null;
}
