// Demo data for an empty database: a deterministic (fixed random seed), idempotent, single-
// transaction seed of a lively Danish marketplace, dated back from a base time (default: now).
import { count } from 'drizzle-orm';
import { inTransaction } from '../../lib/transaction.js';
import { hashPassword } from '../../lib/password.js';
import type { Db } from '../open.js';
import { adminSecondFactors, users } from '../schema/index.js';
import { DEMO_PASSWORD, seedAccounts } from './accounts.js';
import { buildCarModels } from './car-models.js';
import { buildCatalog } from './categories.js';
import { seedCompanies } from './companies.js';
import { seedCompanyExtras } from './company-extras.js';
import { createContext } from './context.js';
import { planDemoJobs } from './demo.js';
import { insertRows } from './insert.js';
import { writeJobs } from './job-rows.js';
import { planRandomJobs } from './jobs.js';
import { seedMessages } from './messages.js';
import { buildRegions } from './regions.js';
import { seedReviews } from './reviews.js';

export { DEMO_PASSWORD, demoEmails } from './accounts.js';

export interface SeedOptions {
  /** The "now" the demo is dated from; the same base gives the same data. */
  baseDate?: Date;
  /** Random jobs besides the demo logins' own (default 330). */
  jobCount?: number;
}

export interface SeedReport {
  seeded: boolean;
  /** Rows written per table (empty when the database already had users). */
  counts: Record<string, number>;
  /** Job ids of the demo logins' notable jobs, e.g. bruger_open_with_bids. */
  demoJobs: Record<string, number>;
}

async function hasUsers(db: Db): Promise<boolean> {
  return ((await db.select({ n: count() }).from(users).get())?.n ?? 0) > 0;
}

/** Seeds the demo data unless the users table already has rows; hashes 'demo1234' once. */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  const skipped: SeedReport = { seeded: false, counts: {}, demoJobs: {} };
  if (await hasUsers(db)) return skipped;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const base = Math.floor((options.baseDate ?? new Date()).getTime() / 1000);
  const catalog = buildCatalog();
  const regions = buildRegions();
  const carModels = buildCarModels();
  const ctx = createContext(
    base,
    catalog,
    regions,
    carModels.map((m) => m.id ?? 0),
  );
  Object.assign(ctx.rows, {
    regions: regions.regions,
    zipCodes: regions.zipCodes.map(({ zip, city, regionId }) => ({ zip, city, regionId })),
    categories: catalog.categories,
    categoryAttributes: catalog.attributes,
    attributeOptions: catalog.options,
    carModels,
  });
  const accounts = seedAccounts(ctx, passwordHash);
  const companies = seedCompanies(ctx, accounts);
  const plans = [
    ...planDemoJobs(ctx, accounts, companies),
    ...planRandomJobs(ctx, accounts, companies, options.jobCount ?? 330),
  ];
  const written = writeJobs(ctx, plans);
  seedMessages(ctx, written.contacts);
  seedReviews(ctx, written.contacts, companies);
  seedCompanyExtras(ctx, written.contacts, companies, accounts);
  // Checked again inside the write transaction, so two starts at once cannot both seed.
  const counts = await inTransaction(db, async () => {
    if (await hasUsers(db)) return null;
    const inserted = await insertRows(db, ctx.rows);
    // The demo administrator logs in with the password of the README alone until it sets up a
    // second factor itself (issue 33); from then on it is asked for a code like every administrator.
    await db.insert(adminSecondFactors).values({ userId: accounts.adminId, passwordOnly: 1 }).run();
    return inserted;
  });
  if (!counts) return skipped;
  return { seeded: true, counts, demoJobs: Object.fromEntries(written.labels) };
}
