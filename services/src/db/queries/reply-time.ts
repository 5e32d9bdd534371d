// How fast a company answers (issue 31): one offer's reply time, from the job's alert to the
// company's first offer on it, and a company's typical reply time, the median over its newest
// REPLY_TIME_OFFERS offers, shown ("Svarer typisk inden for …") only from REPLY_TIME_MIN_OFFERS on.
// The company's statistics take each month's median of the same reply times.
import { REPLY_TIME_MIN_OFFERS, REPLY_TIME_OFFERS } from '@opgavetorvet/contracts';
import { and, eq, lte, sql } from 'drizzle-orm';
import { dialectOf, fragment } from '../engine/dialect.js';
import type { Queryable } from '../engine/store.js';
import { contacts, jobAlerts, jobs } from '../schema/index.js';

/** The company's alert of the contact's job (left-joined: a company may find a job without one). */
export const alertOfContact = and(
  eq(jobAlerts.jobId, contacts.jobId),
  eq(jobAlerts.companyId, contacts.companyId),
);

/**
 * When the alert reached the company: an instant alert when it was written, a digest alert when its
 * daily digest went (null while it waits).
 */
export const alertedAt = sql<
  number | null
>`case when ${jobAlerts.delivery} = 'digest' then ${jobAlerts.digestedAt} else ${jobAlerts.createdAt} end`;

/** What one offer's reply time is read from (unix seconds). */
export interface OfferTimes {
  /** The company's first offer on the job: its contact is written with that bid. */
  offeredAt: number;
  alertedAt: number | null;
  /** When the job was posted. */
  postedAt: number;
}

/**
 * One offer's reply time in seconds: from the alert, or, when the company had none before it
 * answered (it found the job in its list, or bid before its daily digest went), from the job's
 * posting. Never negative.
 */
export function replySeconds({ offeredAt, alertedAt: alerted, postedAt }: OfferTimes): number {
  const start = alerted !== null && alerted <= offeredAt ? alerted : postedAt;
  return Math.max(0, offeredAt - start);
}

/** The median of reply times (seconds) in whole minutes; null for none. */
export function medianMinutes(seconds: readonly number[]): number | null {
  if (seconds.length === 0) return null;
  const sorted = [...seconds].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return Math.round(median / 60);
}

/**
 * Each company's typical reply time in whole minutes: the median over its newest REPLY_TIME_OFFERS
 * offers, null while it has made fewer than REPLY_TIME_MIN_OFFERS. One statement for any number of
 * companies (an offers list, a directory page); every id asked for is in the map.
 */
export async function replyMinutes(
  db: Queryable,
  companyIds: readonly number[],
): Promise<Map<number, number | null>> {
  const ids = [...new Set(companyIds)];
  const result = new Map<number, number | null>(ids.map((id) => [id, null]));
  if (ids.length === 0) return result;
  const ranked = db
    .select({
      companyId: sql<number>`${contacts.companyId}`.as('company_id'),
      offeredAt: sql<number>`${contacts.createdAt}`.as('offered_at'),
      alertedAt: alertedAt.as('alerted_at'),
      postedAt: sql<number>`${jobs.createdAt}`.as('posted_at'),
      newest: sql<number>`row_number() over (partition by ${contacts.companyId}
        order by ${contacts.createdAt} desc, ${contacts.id} desc)`.as('newest'),
    })
    .from(contacts)
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .leftJoin(jobAlerts, alertOfContact)
    .where(fragment(dialectOf(db).inIdList, contacts.companyId, JSON.stringify(ids)))
    .as('ranked');
  const rows = await db
    .select({
      companyId: ranked.companyId,
      offeredAt: ranked.offeredAt,
      alertedAt: ranked.alertedAt,
      postedAt: ranked.postedAt,
    })
    .from(ranked)
    .where(lte(ranked.newest, REPLY_TIME_OFFERS))
    .all();
  const byCompany = new Map<number, number[]>();
  for (const row of rows) {
    const times = byCompany.get(row.companyId) ?? [];
    times.push(replySeconds(row));
    byCompany.set(row.companyId, times);
  }
  for (const [companyId, times] of byCompany)
    result.set(companyId, times.length < REPLY_TIME_MIN_OFFERS ? null : medianMinutes(times));
  return result;
}
