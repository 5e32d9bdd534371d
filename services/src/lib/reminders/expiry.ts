// Open jobs do not stay open forever: a job with no chosen company is open for OPEN_DAYS from its
// posting (or from when the customer last kept it open). Three days before, the customer is told,
// with a link that keeps it open 30 more days; at the end it becomes 'expired', its own state, and
// the customer is told that too.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatDate } from '../danish.js';
import { inTransaction } from '../transaction.js';
import { keepOpenPath } from './keep-open.js';
import { DAY, firstTime } from './once.js';

export const OPEN_DAYS = 30;
export const WARN_DAYS_BEFORE = 3;

/** When an open job (`j`) expires: its open_until, or OPEN_DAYS after it was posted. */
const expiresAt = sql.raw(`coalesce(j.open_until, j.created_at + ${OPEN_DAYS * DAY})`);
/** No company is chosen on the job `j`. */
const noWinner = sql.raw('not exists (select 1 from contacts c where c.job_id = j.id and c.is_winner = 1)');

interface ExpiringJob {
  id: number;
  headline: string;
  expires: number;
  userId: number;
  email: string;
  name: string;
}

function expiringJobs(fastify: FastifyInstance, until: number): ExpiringJob[] {
  return fastify.db.all<ExpiringJob>(sql`
    select j.id, j.headline, ${expiresAt} expires, u.id userId, u.email, u.name
    from jobs j join users u on u.id = j.user_id
    where j.status = 'open' and ${noWinner} and ${expiresAt} <= ${until}
    order by j.id limit 200`);
}

/** Warns the customers of jobs that expire within three days, once per opening period. */
export function warnBeforeExpiry(fastify: FastifyInstance, now: number): number {
  let warned = 0;
  for (const job of expiringJobs(fastify, now + WARN_DAYS_BEFORE * DAY)) {
    if (job.expires <= now) continue;
    inTransaction(fastify.db, () => {
      if (!firstTime(fastify.db, 'job_expiry', `job:${job.id}:${job.expires}`, now)) return;
      const params = { name: job.name, headline: job.headline, date: formatDate(job.expires) };
      const t = (key: string) => fastify.translate('da-DK', `mail:::job_expiry::${key}`, params);
      fastify.mailer.send({
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

/** Closes the jobs whose open days are over as 'expired' and tells their customers. */
export function expireJobs(fastify: FastifyInstance, now: number): number {
  let expired = 0;
  for (const job of expiringJobs(fastify, now)) {
    inTransaction(fastify.db, () => {
      const closed = fastify.db.run(sql`
        update jobs as j set status = 'expired', closed_at = ${now}
        where j.id = ${job.id} and j.status = 'open' and ${noWinner}`).changes;
      if (closed === 0) return;
      const params = { name: job.name, headline: job.headline };
      const t = (key: string) => fastify.translate('da-DK', `mail:::job_expired::${key}`, params);
      fastify.mailer.send({
        to: job.email,
        subject: t('subject'),
        text: t('text'),
        link: { path: `/bruger/opgave/${job.id}`, label: t('button') },
      });
      expired += 1;
    });
  }
  return expired;
}
