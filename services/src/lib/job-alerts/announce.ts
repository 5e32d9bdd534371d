// Tells the matching companies of each posted (or re-opened) job, once: in one transaction per job
// the job_alerts rows are written (the primary key keeps one per company and job), Pro and Pro+
// companies get their mail and SMS queued at once, Basic ones wait for the daily digest, and the
// job is marked announced. Runs in the background worker, not in the request that posted the job.
import { eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { openJobPage } from '@opgavetorvet/contracts';
import { perDatabase } from '../../db/per-database.js';
import { jobAlerts, jobs } from '../../db/schema/index.js';
import { wantsNotice } from '../notice-settings.js';
import { inTransaction } from '../transaction.js';
import { alertJob, matchingCompanies, type AlertJob, type MatchedCompany } from './matching.js';

/** Jobs announced in one step of the worker: one job to 50 companies is ~100 rows, a few ms. */
const BATCH = 2;

async function tellAtOnce(fastify: FastifyInstance, job: AlertJob, company: MatchedCompany): Promise<void> {
  const path = openJobPage(job.id);
  const params = {
    name: company.name,
    headline: job.headline,
    description: job.description,
    category: job.category,
    zip: job.zip,
    city: job.city,
  };
  // The keys and values only: the delivery worker finds the words.
  const values = { ...params, url: `${fastify.config.publicUrl}${path}` };
  const t = (key: string) => ({ key: `mail:::job_alert::${key}`, params: values });
  await fastify.mailer.send({
    to: company.email,
    subject: t('subject'),
    text: t('text'),
    link: { path, label: t('button') },
    unsubscribe: { userId: company.userId, kind: 'job_alert' },
  });
  if (company.phone && (await wantsNotice(fastify.db, company.userId, 'offers', 'sms')))
    await fastify.sms.send({ to: company.phone, text: t('sms') });
}

/** Announces one job; returns how many companies were told (at once or in the digest). */
export function announceJob(fastify: FastifyInstance, jobId: number, now: number): Promise<number> {
  return inTransaction(fastify.db, async () => {
    const job = await alertJob(fastify.db, jobId);
    let told = 0;
    if (job) {
      for (const company of await matchingCompanies(fastify.db, job, now)) {
        const delivery = company.planRank > 0 ? 'instant' : 'digest';
        const added = (
          await fastify.db
            .insert(jobAlerts)
            .values({ jobId, companyId: company.companyId, delivery, createdAt: now })
            .onConflictDoNothing()
            .run()
        ).changes;
        if (added === 0) continue;
        told += 1;
        if (delivery === 'instant') await tellAtOnce(fastify, job, company);
      }
    }
    await fastify.db.update(jobs).set({ announcedAt: now }).where(eq(jobs.id, jobId)).run();
    return told;
  });
}

/**
 * Announces the oldest jobs still waiting, a small batch, so the worker's step leaves the event
 * loop to requests soon; true when more wait (the worker comes back at once).
 */
const notAnnounced = perDatabase((db) =>
  db
    .select({ id: jobs.id })
    .from(jobs)
    .where(isNull(jobs.announcedAt))
    .orderBy(jobs.id)
    .limit(BATCH + 1)
    .prepare(),
);

export async function announceDueJobs(fastify: FastifyInstance, now: number): Promise<boolean> {
  const waiting = await notAnnounced(fastify.db).all();
  for (const { id } of waiting.slice(0, BATCH)) await announceJob(fastify, id, now);
  return waiting.length > BATCH;
}
