// The administrator closes and removes a job for illegal or abusive content, and opens it again
// (issue 33). Removing makes it 'cancelled' with removed_at, its reason and the status it had, so it
// leaves every open list, the company's search and the open-jobs memory ("who may see this job" and
// the open-jobs generation both follow the status); its contacts keep their states. Opening it again
// restores that status (an open job whose end passed meanwhile gets KEEP_OPEN_DAYS from now). Each
// is one guarded UPDATE with its audit row naming the administrator and the reason, and the mails to
// the customer and every company with an offer or chosen, in one transaction.
import { jobPage } from '@opgavetorvet/contracts';
import { and, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open.js';
import { jobs, users, type JobStatus } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../../lib/audit.js';
import { KEEP_OPEN_DAYS } from '../../lib/reminders/keep-open.js';
import { DAY } from '../../lib/reminders/once.js';
import { inTransaction } from '../../lib/transaction.js';
import { tellBidders } from './job-notices.js';
import { expiresAt } from './progress.js';
import { jobFrom, jobRefusal, type JobTransition } from './transitions.js';

export interface AdminJobChange {
  jobId: number;
  adminId: number;
  /** The administrator's reason, told to both sides and kept in the audit log. */
  reason: string;
  now: number;
}

/** What the change did: the status the job has now and how many companies were told. */
export interface AdminJobOutcome {
  status: JobStatus;
  companiesTold: number;
}

async function jobOf(db: Db, jobId: number) {
  const job = await db
    .select({
      headline: jobs.headline,
      status: jobs.status,
      userId: jobs.userId,
      createdAt: jobs.createdAt,
      openUntil: jobs.openUntil,
      removedAt: jobs.removedAt,
      removedReason: jobs.removedReason,
      removedFromStatus: jobs.removedFromStatus,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .get();
  if (!job) throw new AppError(404, 'errors:::job_not_found');
  return job;
}

type Notice = 'removed' | 'restored';

/** The customer's mail (mail:::job_control::<notice>_customer), whatever her notice settings: it is the site's decision. */
async function tellCustomer(
  fastify: FastifyInstance,
  userId: number,
  jobId: number,
  notice: Notice,
  params: Record<string, string | number>,
): Promise<void> {
  const person = await fastify.db
    .select({ email: users.email, name: users.name, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!person || person.deletedAt !== null) return;
  const values = { ...params, name: person.name, job_id: jobId };
  const text = (part: string) => ({ key: `mail:::job_control::${notice}_customer::${part}`, params: values });
  await fastify.mailer.send({
    to: person.email,
    subject: text('subject'),
    text: text('text'),
    link: { path: jobPage(jobId), label: text('button') },
  });
}

/** Both sides of the job are told, with the reason. */
async function tellBothSides(
  fastify: FastifyInstance,
  job: { userId: number; headline: string },
  jobId: number,
  notice: Notice,
  reason: string,
): Promise<number> {
  const params = { headline: job.headline, reason };
  await tellCustomer(fastify, job.userId, jobId, notice, params);
  return await tellBidders(fastify, jobId, notice, params, { always: true });
}

/** The transition's one guarded UPDATE: refused unless the job is in a state it starts from and `removed` holds. */
async function guardedUpdate(
  db: Db,
  jobId: number,
  transition: JobTransition,
  current: JobStatus,
  removed: SQL,
  { status, ...values }: Partial<typeof jobs.$inferInsert> & { status: JobStatus },
): Promise<void> {
  const changed = (
    await db
      .update(jobs)
      .set({ status: status, ...values })
      .where(and(eq(jobs.id, jobId), inArray(jobs.status, jobFrom(transition)), removed))
      .run()
  ).changes;
  if (changed !== 1) throw jobRefusal(transition, current);
}

function checkedReason(reason: string): string {
  const text = reason.trim();
  if (text === '') throw new AppError(400, 'errors:::job_removal_reason');
  return text;
}

/** What a change wrote: the job's status after it, and its audit entry's action and values. */
interface Applied {
  status: JobStatus;
  action: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** One administrator's change in one transaction: the reason checked, the write, its audit row, both sides told. */
async function changeByAdmin(
  fastify: FastifyInstance,
  change: AdminJobChange,
  notice: Notice,
  apply: (job: Awaited<ReturnType<typeof jobOf>>, reason: string) => Promise<Applied>,
): Promise<AdminJobOutcome> {
  const reason = checkedReason(change.reason);
  const { db } = fastify;
  return await inTransaction(db, async () => {
    const job = await jobOf(db, change.jobId);
    const applied = await apply(job, reason);
    await recordAudit(db, {
      actorId: change.adminId,
      action: applied.action,
      targetType: 'job',
      targetId: change.jobId,
      before: applied.before,
      after: applied.after,
    });
    const told = await tellBothSides(fastify, job, change.jobId, notice, reason);
    return { status: applied.status, companiesTold: told };
  });
}

/** Closes and removes the job; refused (409 errors:::job_not_removable) unless it is open, assigned or expired. */
export async function removeJobByAdmin(
  fastify: FastifyInstance,
  change: AdminJobChange,
): Promise<AdminJobOutcome> {
  return await changeByAdmin(fastify, change, 'removed', async (job, reason) => {
    await guardedUpdate(fastify.db, change.jobId, 'remove_by_admin', job.status, isNull(jobs.removedAt), {
      status: 'cancelled',
      removedAt: change.now,
      removedReason: reason,
      removedFromStatus: job.status,
    });
    return {
      status: 'cancelled',
      action: 'job.remove',
      before: { status: job.status },
      after: { status: 'cancelled', reason },
    };
  });
}

/** Opens a removed job again as it was; refused (409 errors:::job_not_removed) when it is not removed. */
export async function restoreJobByAdmin(
  fastify: FastifyInstance,
  change: AdminJobChange,
): Promise<AdminJobOutcome> {
  return await changeByAdmin(fastify, change, 'restored', async (job, reason) => {
    const status = job.removedFromStatus;
    if (job.removedAt === null || status === null) throw jobRefusal('restore_by_admin', job.status);
    const ended = status === 'open' && expiresAt(job) <= change.now;
    await guardedUpdate(fastify.db, change.jobId, 'restore_by_admin', job.status, isNotNull(jobs.removedAt), {
      status,
      removedAt: null,
      removedReason: null,
      removedFromStatus: null,
      ...(ended ? { openUntil: change.now + KEEP_OPEN_DAYS * DAY } : {}),
    });
    return {
      status,
      action: 'job.restore',
      before: { status: job.status, removed_reason: job.removedReason },
      after: { status, reason },
    };
  });
}
