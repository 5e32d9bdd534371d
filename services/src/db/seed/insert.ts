// Writes the seed's rows table by table, in chunks that stay under SQLite's bound-variable limit.
import { isNull, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../open.js';
import * as schema from '../schema/index.js';
import type { SeedRows } from './context.js';

const DAY_SECONDS = 24 * 60 * 60;

const tables: { [K in keyof SeedRows]: SQLiteTable } = {
  users: schema.users,
  regions: schema.regions,
  zipCodes: schema.zipCodes,
  categories: schema.categories,
  categoryAttributes: schema.categoryAttributes,
  attributeOptions: schema.attributeOptions,
  carModels: schema.carModels,
  companies: schema.companies,
  companyCategories: schema.companyCategories,
  companyRegions: schema.companyRegions,
  mailAgents: schema.mailAgents,
  subscriptions: schema.subscriptions,
  balanceLedger: schema.balanceLedger,
  openingTimes: schema.openingTimes,
  jobs: schema.jobs,
  jobAttributes: schema.jobAttributes,
  contacts: schema.contacts,
  bids: schema.bids,
  invitations: schema.invitations,
  contractChanges: schema.contractChanges,
  cancellations: schema.cancellations,
  messages: schema.messages,
  reviews: schema.reviews,
  reviewEmails: schema.reviewEmails,
  complaints: schema.complaints,
  supportCases: schema.supportCases,
  supportMessages: schema.supportMessages,
  tickets: schema.tickets,
  calendarEvents: schema.calendarEvents,
};

/** Inserts every table's rows in declaration order (the order the foreign keys need). */
export async function insertRows(db: Db, rows: SeedRows): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const key of Object.keys(tables) as (keyof SeedRows)[]) {
    const list = rows[key] as Record<string, unknown>[];
    const columns = Math.max(1, Object.keys(list[0] ?? {}).length);
    const chunk = Math.max(1, Math.floor(30_000 / columns));
    for (let i = 0; i < list.length; i += chunk) {
      await db
        .insert(tables[key])
        .values(list.slice(i, i + chunk))
        .run();
    }
    counts[key] = list.length;
  }
  // The seeded jobs are history: the companies that match them were told when they were posted.
  await db
    .update(schema.jobs)
    .set({ announcedAt: sql`${schema.jobs.createdAt}` })
    .where(isNull(schema.jobs.announcedAt))
    .run();
  // …and get two weeks from the seeding before an open one expires, so the demo has open jobs:
  // the later of 30 days after posting and two weeks from now.
  const thirtyDaysOn = sql`${schema.jobs.createdAt} + ${30 * DAY_SECONDS}`;
  const twoWeeksFromNow = Math.floor(Date.now() / 1000) + 14 * DAY_SECONDS;
  await db
    .update(schema.jobs)
    .set({
      openUntil: sql`case when ${thirtyDaysOn} > ${twoWeeksFromNow} then ${thirtyDaysOn} else ${twoWeeksFromNow} end`,
    })
    .where(isNull(schema.jobs.openUntil))
    .run();
  return counts;
}
