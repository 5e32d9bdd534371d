// Companies (firma): their profile (with the details they present and their CVR check, issue 31),
// where and in what they work, subscriptions per category, opening times, the balance ledger that
// pays for subscriptions, and mail agents.
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { Authorisation, CvrRegisterFacts, GuaranteeScheme } from '@opgavetorvet/contracts';
import { users } from './accounts.js';
import { attributeOptions, categories, regions } from './catalog.js';
import { createdAt, id } from './columns.js';

export const companies = sqliteTable(
  'companies',
  {
    id: id(),
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
    /** The e-mail customers may write to (issue 31); `email` above is the login's and stays private. */
    publicEmail: text(),
    /** The company's website, always with its scheme (https:// added when none was typed). */
    website: text(),
    foundedYear: integer(),
    employees: integer(),
    /** Authorisations with their numbers, one per kind: a JSON list of { kind, number }. */
    authorisations: text({ mode: 'json' })
      .$type<Authorisation[]>()
      .notNull()
      .default(sql`'[]'`),
    /** The guarantee schemes the company is a member of: a JSON list of GUARANTEE_SCHEMES values. */
    guarantees: text({ mode: 'json' })
      .$type<GuaranteeScheme[]>()
      .notNull()
      .default(sql`'[]'`),
    /** When the CVR register answered about `cvr` (null: not asked, no answer, or `cvr` changed since). */
    cvrCheckedAt: integer(),
    /** The register's answer then: true active, false ceased; null not checked (no badge). */
    cvrActive: integer({ mode: 'boolean' }),
    /** What the register said of the company (name, address, industry), when it was asked. */
    cvrRegister: text({ mode: 'json' }).$type<CvrRegisterFacts>(),
    widgetColor: text().notNull().default('#1f6f4a'),
    notifyPhone: text(),
    /** Set by the administrator: a blocked company cannot log in or bid and is not listed. */
    blockedAt: integer(),
    /** Why it was blocked (required with blockedAt; kept until it is unblocked, and in the audit log). */
    blockedReason: text(),
    /** When the company's account was erased (issue 32): its profile is gone, its row keeps its id. */
    deletedAt: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('companies_user_idx').on(t.userId),
    // One company per CVR number (issue 31): a race of two sign-ups or saves ends in cvr_taken.
    uniqueIndex('companies_cvr_idx')
      .on(t.cvr)
      .where(sql`cvr is not null and cvr <> ''`),
  ],
);

/** The company a row belongs to, deleted with it. */
export const companyRef = () =>
  integer()
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export const companyCategories = sqliteTable(
  'company_categories',
  {
    companyId: companyRef(),
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
    companyId: companyRef(),
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
    id: id(),
    companyId: companyRef(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    regionId: integer().references(() => regions.id),
    zip: text(),
    /** Words that must all be in a new job's title, text or category for the agent to tell of it. */
    words: text(),
    /** An answer the job must have (e.g. 'Træsort: Eg'): an option of one of the category's questions. */
    optionId: integer().references(() => attributeOptions.id),
  },
  (t) => [
    uniqueIndex('mail_agents_unique_idx').on(
      t.companyId,
      t.categoryId,
      t.regionId,
      t.zip,
      t.words,
      t.optionId,
    ),
  ],
);

export const SUBSCRIPTION_TYPES = ['basic', 'pro', 'pro-plus'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export const subscriptions = sqliteTable(
  'subscriptions',
  {
    companyId: companyRef(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    type: text({ enum: SUBSCRIPTION_TYPES }).notNull().default('basic'),
    periodStartsAt: integer().notNull(),
    periodEndsAt: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.categoryId] })],
);

export const LEDGER_KINDS = ['card_topup', 'manual_credit', 'plan_payment', 'refund', 'renewal'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * Every change of a company's balance, in øre; the balance is the sum and is never edited in place
 * (lib/ledger.ts). `externalId` (e.g. 'stripe:cs_…') is unique, so one payment credits once however
 * often it is reported; a manual credit keeps who made it and the administrator's note.
 */
export const balanceLedger = sqliteTable(
  'balance_ledger',
  {
    id: id(),
    companyId: companyRef(),
    amountOre: integer().notNull(),
    kind: text({ enum: LEDGER_KINDS }).notNull().default('plan_payment'),
    /** The Danish text shown in the history. */
    reason: text().notNull(),
    externalId: text(),
    createdByUserId: integer().references(() => users.id),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('balance_ledger_company_idx').on(t.companyId),
    uniqueIndex('balance_ledger_external_idx').on(t.externalId),
    // The administrator's dashboard (issue 33): the plans' payments of a period.
    index('balance_ledger_kind_created_idx').on(t.kind, t.createdAt),
  ],
);

/**
 * One receipt per payment that came in (card or bank transfer), numbered without gaps: the number
 * is max + 1, assigned in the crediting transaction (BEGIN IMMEDIATE) and unique. The company's
 * name and CVR are kept as they were on the day.
 */
export const receipts = sqliteTable(
  'receipts',
  {
    id: id(),
    number: integer().notNull().unique(),
    ledgerId: integer()
      .notNull()
      .unique()
      .references(() => balanceLedger.id),
    companyId: companyRef(),
    amountOre: integer().notNull(),
    companyName: text().notNull(),
    companyCvr: text(),
    createdAt: integer().notNull(),
  },
  (t) => [index('receipts_company_idx').on(t.companyId)],
);

/** Checkout Sessions the service created: the return page asks whether its payment has come in. */
export const cardPayments = sqliteTable(
  'card_payments',
  {
    sessionId: text().primaryKey(),
    companyId: companyRef(),
    amountOre: integer().notNull(),
    createdAt: integer().notNull(),
  },
  (t) => [index('card_payments_company_idx').on(t.companyId)],
);

export const OPENING_TYPES = ['open', 'close', 'closed'] as const;

export const openingTimes = sqliteTable(
  'opening_times',
  {
    companyId: companyRef(),
    /** 1 = Monday … 7 = Sunday. */
    day: integer().notNull(),
    type: text({ enum: OPENING_TYPES }).notNull(),
    val: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.type] })],
);
