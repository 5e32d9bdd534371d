// What every seed module shares: the random generator, the base time the data is dated from,
// id counters (rows get fixed ids so the data links up before it is inserted) and the rows.
import type * as schema from '../schema/index.js';
import type { CatalogSeed } from './categories.js';
import { createRng, type Rng } from './random.js';
import type { RegionSeed } from './regions.js';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'][];

/** Every row the seed writes, in the order the foreign keys need. */
export interface SeedRows {
  users: Insert<typeof schema.users>;
  regions: Insert<typeof schema.regions>;
  zipCodes: Insert<typeof schema.zipCodes>;
  categories: Insert<typeof schema.categories>;
  categoryAttributes: Insert<typeof schema.categoryAttributes>;
  attributeOptions: Insert<typeof schema.attributeOptions>;
  carModels: Insert<typeof schema.carModels>;
  companies: Insert<typeof schema.companies>;
  companyCategories: Insert<typeof schema.companyCategories>;
  companyRegions: Insert<typeof schema.companyRegions>;
  mailAgents: Insert<typeof schema.mailAgents>;
  subscriptions: Insert<typeof schema.subscriptions>;
  balanceLedger: Insert<typeof schema.balanceLedger>;
  openingTimes: Insert<typeof schema.openingTimes>;
  jobs: Insert<typeof schema.jobs>;
  jobAttributes: Insert<typeof schema.jobAttributes>;
  contacts: Insert<typeof schema.contacts>;
  bids: Insert<typeof schema.bids>;
  invitations: Insert<typeof schema.invitations>;
  contractChanges: Insert<typeof schema.contractChanges>;
  cancellations: Insert<typeof schema.cancellations>;
  messages: Insert<typeof schema.messages>;
  reviews: Insert<typeof schema.reviews>;
  reviewEmails: Insert<typeof schema.reviewEmails>;
  complaints: Insert<typeof schema.complaints>;
  supportCases: Insert<typeof schema.supportCases>;
  supportMessages: Insert<typeof schema.supportMessages>;
  tickets: Insert<typeof schema.tickets>;
  calendarEvents: Insert<typeof schema.calendarEvents>;
}

export const DAY = 86_400;
export const HOUR = 3_600;

export interface SeedContext {
  rng: Rng;
  /** Unix seconds the data is dated back from ("now" of the demo). */
  base: number;
  catalog: CatalogSeed;
  regions: RegionSeed;
  carModelIds: number[];
  rows: SeedRows;
  /** The administrator who decides cancellations; set when the accounts are seeded. */
  adminId: number;
  /** Hands out the next id of a table. */
  nextId(table: string): number;
  /** `days` before the base, minus up to `jitterHours` hours; never after the base. */
  ago(days: number, jitterHours?: number): number;
  /** Never later than one minute before the base. */
  past(at: number): number;
}

export const SEED = 20240611;

export function createContext(
  base: number,
  catalog: CatalogSeed,
  regions: RegionSeed,
  carModelIds: number[],
): SeedContext {
  const rng = createRng(SEED);
  const counters = new Map<string, number>();
  const rows = Object.fromEntries(
    [
      'users',
      'regions',
      'zipCodes',
      'categories',
      'categoryAttributes',
      'attributeOptions',
      'carModels',
      'companies',
      'companyCategories',
      'companyRegions',
      'mailAgents',
      'subscriptions',
      'balanceLedger',
      'openingTimes',
      'jobs',
      'jobAttributes',
      'contacts',
      'bids',
      'invitations',
      'contractChanges',
      'cancellations',
      'messages',
      'reviews',
      'reviewEmails',
      'complaints',
      'supportCases',
      'supportMessages',
      'tickets',
      'calendarEvents',
    ].map((name) => [name, []]),
  ) as unknown as SeedRows;
  const past = (at: number): number => Math.min(at, base - 60);
  return {
    rng,
    base,
    catalog,
    regions,
    carModelIds,
    rows,
    past,
    adminId: 0,
    nextId(table) {
      const id = (counters.get(table) ?? 0) + 1;
      counters.set(table, id);
      return id;
    },
    ago(days, jitterHours = 0) {
      return past(base - Math.round(days * DAY) - rng.int(0, jitterHours * HOUR));
    },
  };
}
