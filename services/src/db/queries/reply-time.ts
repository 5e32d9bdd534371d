// How fast a company answers (issue 31): one offer's reply time, from the job's alert to the
// company's first offer on it, and a company's typical reply time, the median over its newest
// REPLY_TIME_OFFERS offers, shown ("Svarer typisk inden for …") only from REPLY_TIME_MIN_OFFERS on.
// The company's statistics take each month's median of the same reply times.
import { REPLY_TIME_MIN_OFFERS, REPLY_TIME_OFFERS } from '@opgavetorvet/contracts';
import { and, between, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { dialectOf, fragment } from '../engine/dialect.js';
import type { Queryable } from '../engine/store.js';
import { companies, contacts, jobAlerts, jobs } from '../schema/index.js';

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

const newestOffer = alias(contacts, 'newest_offer');
/**
 * A column of the company's nth newest offer (0 = its newest; null when it made fewer), correlated
 * on `companies.id`. Inside sql`` an alias renders as its name only, so its table is named there.
 */
const nthNewestOffer = (column: SQLiteColumn, n: number): SQL =>
  sql`(select ${column} from ${contacts} ${sql.identifier('newest_offer')} where ${newestOffer.companyId} = ${companies.id}
    order by ${newestOffer.createdAt} desc, ${newestOffer.id} desc limit 1 offset ${sql.raw(String(n))})`;

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
  // Each company's newest offers are its offers from its REPLY_TIME_OFFERS-th newest (all, when it
  // made fewer) to its newest: a few seeks per company find those two (contacts_company_created_idx)
  // and a range of the same index the offers between, so a company's whole history is never read
  // (issue 29). The range's upper end (always true) is there for PostgreSQL's planner, which takes a
  // range with both ends for a few rows and then reads the index. drizzle names a subquery's columns
  // bare in the outer statement, so theirs are unique there.
  const last = REPLY_TIME_OFFERS - 1;
  const cut = db
    .select({
      companyId: sql<number>`${companies.id}`.as('cut_company_id'),
      sinceAt: sql<number>`coalesce(${nthNewestOffer(newestOffer.createdAt, last)}, -1)`.as('since_at'),
      sinceId: sql<number>`coalesce(${nthNewestOffer(newestOffer.id, last)}, 0)`.as('since_id'),
      newestAt: sql<number>`coalesce(${nthNewestOffer(newestOffer.createdAt, 0)}, -1)`.as('newest_at'),
    })
    .from(companies)
    .where(fragment(dialectOf(db).inIdList, companies.id, JSON.stringify(ids)))
    .as('cut');
  const rows = await db
    .select({
      companyId: contacts.companyId,
      offeredAt: contacts.createdAt,
      alertedAt,
      postedAt: jobs.createdAt,
    })
    .from(cut)
    .innerJoin(
      contacts,
      and(
        eq(contacts.companyId, cut.companyId),
        between(contacts.createdAt, cut.sinceAt, cut.newestAt),
        sql`(${contacts.createdAt}, ${contacts.id}) >= (${cut.sinceAt}, ${cut.sinceId})`,
      ),
    )
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .leftJoin(jobAlerts, alertOfContact)
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
