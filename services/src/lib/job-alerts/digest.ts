// The daily digest of Basic companies (07:00 Danish time, by the scheduler): one mail per company
// listing the still-open jobs it was matched with since its last digest, newest first; each job's
// line links to it in /firma/opgaver. The alerts are marked digested in the same transaction.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PAGES, openJobPage } from '@opgavetorvet/contracts';
import { categories, companies, jobAlerts, jobs, zipCodes } from '../../db/schema/index.js';
import { inTransaction } from '../transaction.js';

/** At most this many jobs are listed in one digest; the rest are counted. */
export const DIGEST_LIST_LIMIT = 20;

interface DigestLine {
  companyId: number;
  userId: number;
  email: string;
  name: string;
  jobId: number;
  headline: string;
  zip: string;
  city: string;
  category: string;
}

async function waitingLines(fastify: FastifyInstance): Promise<DigestLine[]> {
  return await fastify.db
    .select({
      companyId: jobAlerts.companyId,
      userId: companies.userId,
      email: companies.email,
      name: companies.name,
      jobId: jobs.id,
      headline: jobs.headline,
      zip: jobs.zip,
      city: sql<string>`coalesce(${zipCodes.city}, '')`,
      category: categories.name,
    })
    .from(jobAlerts)
    .innerJoin(companies, eq(companies.id, jobAlerts.companyId))
    .innerJoin(jobs, eq(jobs.id, jobAlerts.jobId))
    .innerJoin(categories, eq(categories.id, jobs.categoryId))
    .leftJoin(zipCodes, eq(zipCodes.zip, jobs.zip))
    .where(
      and(
        eq(jobAlerts.delivery, 'digest'),
        isNull(jobAlerts.digestedAt),
        eq(jobs.status, 'open'),
        isNull(companies.blockedAt),
      ),
    )
    .orderBy(asc(jobAlerts.companyId), desc(jobs.id))
    .all();
}

function digestText(fastify: FastifyInstance, lines: DigestLine[]): string {
  const t = (key: string, params: Record<string, string | number>) =>
    fastify.translate('da-DK', `mail:::job_digest::${key}`, params);
  const listed = lines
    .slice(0, DIGEST_LIST_LIMIT)
    .map((line) => t('line', { ...line, url: `${fastify.config.publicUrl}${openJobPage(line.jobId)}` }));
  const more = lines.length - listed.length;
  return [
    t('intro', { name: lines[0].name, count: lines.length }),
    listed.join('\n\n'),
    ...(more > 0 ? [t('more', { count: more })] : []),
    t('outro', {}),
  ].join('\n\n');
}

/** Sends every waiting digest; returns how many companies got one. */
export async function sendDigests(fastify: FastifyInstance, now: number): Promise<number> {
  const byCompany = new Map<number, DigestLine[]>();
  for (const line of await waitingLines(fastify))
    byCompany.set(line.companyId, [...(byCompany.get(line.companyId) ?? []), line]);
  for (const [companyId, lines] of byCompany) {
    await inTransaction(fastify.db, async () => {
      await fastify.mailer.send({
        to: lines[0].email,
        subject: fastify.translate('da-DK', 'mail:::job_digest::subject', { count: lines.length }),
        text: digestText(fastify, lines),
        link: { path: PAGES.firmaOpgaver, label: fastify.translate('da-DK', 'mail:::job_digest::button') },
        unsubscribe: { userId: lines[0].userId, kind: 'job_digest' },
      });
      await markDigested(fastify, companyId, now);
    });
  }
  // Alerts of jobs that closed before their digest are done too.
  await fastify.db
    .update(jobAlerts)
    .set({ digestedAt: now })
    .where(and(eq(jobAlerts.delivery, 'digest'), isNull(jobAlerts.digestedAt)))
    .run();
  return byCompany.size;
}

async function markDigested(fastify: FastifyInstance, companyId: number, now: number): Promise<void> {
  await fastify.db
    .update(jobAlerts)
    .set({ digestedAt: now })
    .where(
      and(eq(jobAlerts.companyId, companyId), eq(jobAlerts.delivery, 'digest'), isNull(jobAlerts.digestedAt)),
    )
    .run();
}
