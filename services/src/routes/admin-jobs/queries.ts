// Reads of the administrator's jobs (/admin/opgaver, issue 33): a page of jobs by the list's filters
// (words in the headline, description or the customer's name, Danish case folded, or a Job-ID; state; category
// with its subcategories; region by the job's zip; created from and to whole Copenhagen days),
// newest first (jobs_created_idx, or jobs_status_created_idx with a state), one more than a page
// read to tell whether another follows (no count: a count of a word search reads every job); the
// filters' choices; and one job's head.
import {
  ADMIN_JOBS_PAGE_SIZE,
  fromCopenhagenWallClock,
  type AdminJobFiltersReply,
  type AdminJobSearchQuery,
  type AdminJobSearchReply,
} from '@opgavetorvet/contracts';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { containsFolded } from '../../db/engine/dialect.js';
import type { Db } from '../../db/open.js';
import { categories, jobs, regions, users, zipCodes } from '../../db/schema/index.js';

/** At most this many words of a search are looked for (each must match). */
const MAX_WORDS = 5;

/** The unix second a 'YYYY-MM-DD' Copenhagen day starts, `days` days on. */
function dayStart(day: string, days = 0): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return fromCopenhagenWallClock(year, month, date + days);
}

function stateCondition(state: AdminJobSearchQuery['state']): SQL | undefined {
  if (state === undefined) return undefined;
  // A removed job is 'cancelled' with removed_at: the status narrows it by its index first.
  if (state === 'removed') return and(eq(jobs.status, 'cancelled'), isNotNull(jobs.removedAt));
  if (state === 'cancelled') return and(eq(jobs.status, 'cancelled'), isNull(jobs.removedAt));
  return eq(jobs.status, state);
}

function wordsOf(q: string | undefined): string[] {
  return (q ?? '').trim().toLocaleLowerCase('da-DK').split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
}

/** Every filter as one condition over `jobs` and its customer `users`. */
function filterOf(db: Db, filters: AdminJobSearchQuery): SQL | undefined {
  const words = wordsOf(filters.q).map((word) =>
    or(
      /^\d{1,9}$/.test(word) ? eq(jobs.id, Number(word)) : undefined,
      containsFolded(jobs.headline, word),
      containsFolded(jobs.description, word),
      containsFolded(users.name, word),
    ),
  );
  const category = filters.category_id;
  const region = filters.region_id;
  return and(
    ...words,
    stateCondition(filters.state),
    category === undefined
      ? undefined
      : inArray(
          jobs.categoryId,
          db
            .select({ id: categories.id })
            .from(categories)
            .where(or(eq(categories.id, category), eq(categories.parentId, category))),
        ),
    region === undefined
      ? undefined
      : inArray(
          jobs.zip,
          db.select({ zip: zipCodes.zip }).from(zipCodes).where(eq(zipCodes.regionId, region)),
        ),
    filters.from === undefined ? undefined : gte(jobs.createdAt, dayStart(filters.from)),
    filters.to === undefined ? undefined : lt(jobs.createdAt, dayStart(filters.to, 1)),
  );
}

/** One page of the jobs the filters find, newest first. */
export async function searchJobs(db: Db, filters: AdminJobSearchQuery): Promise<AdminJobSearchReply> {
  const page = filters.page ?? 1;
  const rows = await db
    .select({
      job_id: jobs.id,
      headline: jobs.headline,
      status: jobs.status,
      removed_at: jobs.removedAt,
      category_name: categories.name,
      zip: jobs.zip,
      city: sql<string>`coalesce(${zipCodes.city}, '')`,
      region_name: sql<string>`coalesce(${regions.name}, '')`,
      customer_name: users.name,
      created_at: jobs.createdAt,
    })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.userId))
    .innerJoin(categories, eq(categories.id, jobs.categoryId))
    .leftJoin(zipCodes, eq(zipCodes.zip, jobs.zip))
    .leftJoin(regions, eq(regions.id, zipCodes.regionId))
    .where(filterOf(db, filters))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(ADMIN_JOBS_PAGE_SIZE + 1)
    .offset((page - 1) * ADMIN_JOBS_PAGE_SIZE)
    .all();
  return {
    jobs: rows
      .slice(0, ADMIN_JOBS_PAGE_SIZE)
      .map(({ removed_at, ...row }) => ({ ...row, removed: removed_at !== null })),
    page,
    has_more: rows.length > ADMIN_JOBS_PAGE_SIZE,
  };
}

const parent = alias(categories, 'parent');

/** The filters' choices: every category (a subcategory as 'Parent › Name'), and the regions. */
export async function filterChoices(db: Db): Promise<AdminJobFiltersReply> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, parent: parent.name })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .all();
  const named = rows.map((row) => ({
    id: row.id,
    name: row.parent ? `${row.parent} › ${row.name}` : row.name,
  }));
  named.sort((a, b) => a.name.localeCompare(b.name, 'da-DK'));
  return {
    categories: named,
    regions: await db
      .select({ id: regions.id, name: regions.name })
      .from(regions)
      .orderBy(asc(regions.name))
      .all(),
  };
}

/** The job's head for the administrator: its customer, status and removal; undefined when there is none. */
export async function jobHead(db: Db, jobId: number) {
  return await db
    .select({
      id: jobs.id,
      userId: jobs.userId,
      status: jobs.status,
      removedAt: jobs.removedAt,
      removedReason: jobs.removedReason,
      removedFromStatus: jobs.removedFromStatus,
      customerName: users.name,
      customerEmail: users.email,
    })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.userId))
    .where(eq(jobs.id, jobId))
    .get();
}
