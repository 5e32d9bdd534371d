// Companies (firma): their profile, where and in what they work, subscriptions per category,
// opening times, the balance ledger that pays for subscriptions, and mail agents.
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.js';
import { categories, regions } from './catalog.js';

export const companies = sqliteTable(
  'companies',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    name: text().notNull(),
    slug: text().notNull().unique(),
    /** The site project the company belongs to; another project's companies live on {link}. */
    project: text().notNull().default('opgavetorvet'),
    cvr: text(),
    email: text().notNull(),
    phone: text(),
    address: text(),
    zip: text(),
    city: text(),
    description: text(),
    widgetColor: text().notNull().default('#1f6f4a'),
    notifyPhone: text(),
    createdAt: integer()
      .notNull()
      .default(sql`(unixepoch())`),
  },
  (t) => [uniqueIndex('companies_user_idx').on(t.userId)],
);

export const companyCategories = sqliteTable(
  'company_categories',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.categoryId] }),
    index('company_categories_category_idx').on(t.categoryId),
  ],
);

export const companyRegions = sqliteTable(
  'company_regions',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    regionId: integer()
      .notNull()
      .references(() => regions.id),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.regionId] })],
);

/** Saved searches (sogeagenter): new jobs in these categories and regions are mailed to the company. */
export const mailAgents = sqliteTable(
  'mail_agents',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    regionId: integer().references(() => regions.id),
    zip: text(),
    /** Words that must all be in a new job's title, text or category for the agent to tell of it. */
    words: text(),
  },
  (t) => [uniqueIndex('mail_agents_unique_idx').on(t.companyId, t.categoryId, t.regionId, t.zip, t.words)],
);

export const SUBSCRIPTION_TYPES = ['basic', 'pro', 'pro-plus'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export const subscriptions = sqliteTable(
  'subscriptions',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    type: text({ enum: SUBSCRIPTION_TYPES }).notNull().default('basic'),
    periodStartsAt: integer().notNull(),
    periodEndsAt: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.categoryId] })],
);

/** Every change of a company's balance, in øre; the balance is the sum. */
export const balanceLedger = sqliteTable(
  'balance_ledger',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    amountOre: integer().notNull(),
    reason: text().notNull(),
    createdAt: integer()
      .notNull()
      .default(sql`(unixepoch())`),
  },
  (t) => [index('balance_ledger_company_idx').on(t.companyId)],
);

export const OPENING_TYPES = ['open', 'close', 'closed'] as const;

export const openingTimes = sqliteTable(
  'opening_times',
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 1 = Monday … 7 = Sunday. */
    day: integer().notNull(),
    type: text({ enum: OPENING_TYPES }).notNull(),
    val: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.type] })],
);
