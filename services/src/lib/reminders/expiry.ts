// Open jobs do not stay open forever: a job with no chosen company is open for OPEN_DAYS from its
// posting (or from when the customer last kept it open). Three days before, the customer is told,
// with a link that keeps it open 30 more days; at the end it becomes 'expired', its own state, and
// the customer is told that too (that change is the job's life: domain/jobs/expiry.ts).
import { and, asc, eq, lte, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open.js';
import { contacts, jobs, users } from '../../db/schema/index.js';
import { formatDate } from '../danish.js';
import { inTransaction } from '../transaction.js';
import { keepOpenPath } from './keep-open.js';
import { DAY, firstTime } from './once.js';

export const OPEN_DAYS = 30;
export const WARN_DAYS_BEFORE = 3;

/** When an open job expires: its open_until, or OPEN_DAYS after it was posted. */
const expiresAt = sql<number>`coalesce(${jobs.openUntil}, ${jobs.createdAt} + ${OPEN_DAYS * DAY})`;
/** No company is chosen on the job. */
export const noWinner = (db: Db) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(contacts)
      .where(and(eq(contacts.jobId, jobs.id), eq(contacts.isWinner, true))),
  );

export interface ExpiringJob {
  id: number;
  headline: string;
  expires: number;
  userId: number;
  email: string;
  name: string;
}

/** The open jobs with no chosen company whose end comes by `until`, oldest first, 200 at a time. */
export async function expiringJobs(fastify: FastifyInstance, until: number): Promise<ExpiringJob[]> {
  const { db } = fastify;
  return await db
    .select({
      id: jobs.id,
      headline: jobs.headline,
      expires: expiresAt,
      userId: users.id,
      email: users.email,
      name: users.name,
    })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.userId))
    .where(and(eq(jobs.status, 'open'), noWinner(db), lte(expiresAt, until)))
    .orderBy(asc(jobs.id))
    .limit(200)
    .all();
}

/** Warns the customers of jobs that expire within three days, once per opening period. */
export async function warnBeforeExpiry(fastify: FastifyInstance, now: number): Promise<number> {
  let warned = 0;
  for (const job of await expiringJobs(fastify, now + WARN_DAYS_BEFORE * DAY)) {
    if (job.expires <= now) continue;
    await inTransaction(fastify.db, async () => {
      if (!(await firstTime(fastify.db, 'job_expiry', `job:${job.id}:${job.expires}`, now))) return;
      const params = { name: job.name, headline: job.headline, date: formatDate(job.expires) };
      const t = (key: string) => fastify.translate('da-DK', `mail:::job_expiry::${key}`, params);
      await fastify.mailer.send({
        to: job.email,
        subject: t('subject'),
        text: t('text'),
        link: { path: keepOpenPath(fastify.linkSigner, job.id, job.expires), label: t('button') },
        unsubscribe: { userId: job.userId, kind: 'job_expiry' },
      });
      warned += 1;
    });
  }
  return warned;
}
