// The rows the company's statistics are counted from (issue 31), each the company's own and from
// the window's start on: every offer (one per job: its contact, written with its first bid) with its
// category, state and reply times, and every job it finished with the final price it reported.
import { and, eq, gte } from 'drizzle-orm';
import type { Queryable } from '../../db/engine/store.js';
import { alertOfContact, alertedAt } from '../../db/queries/reply-time.js';
import { categories, contacts, jobAlerts, jobs } from '../../db/schema/index.js';
import { CONTACT_TRANSITIONS } from '../../domain/jobs/transitions.js';
import type { OfferRow, RevenueRow } from './rules.js';

/** The company's offers since `from` (unix seconds). */
export async function offersSince(db: Queryable, companyId: number, from: number): Promise<OfferRow[]> {
  return await db
    .select({
      categoryId: jobs.categoryId,
      categoryName: categories.name,
      state: contacts.state,
      offeredAt: contacts.createdAt,
      alertedAt,
      postedAt: jobs.createdAt,
    })
    .from(contacts)
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .innerJoin(categories, eq(categories.id, jobs.categoryId))
    .leftJoin(jobAlerts, alertOfContact)
    .where(and(eq(contacts.companyId, companyId), gte(contacts.createdAt, from)))
    .all();
}

/** The jobs the company finished since `from`, with the final price it reported (øre). */
export async function revenueSince(db: Queryable, companyId: number, from: number): Promise<RevenueRow[]> {
  const rows = await db
    .select({
      categoryId: jobs.categoryId,
      categoryName: categories.name,
      finishedAt: contacts.finishedAt,
      priceOre: contacts.finishedPriceOre,
    })
    .from(contacts)
    .innerJoin(jobs, eq(jobs.id, contacts.jobId))
    .innerJoin(categories, eq(categories.id, jobs.categoryId))
    .where(
      and(
        eq(contacts.companyId, companyId),
        eq(contacts.state, CONTACT_TRANSITIONS.finish.to),
        gte(contacts.finishedAt, from),
      ),
    )
    .all();
  return rows.map((row) => ({ ...row, finishedAt: row.finishedAt ?? from, priceOre: row.priceOre ?? 0 }));
}
