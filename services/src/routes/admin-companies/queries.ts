// Reads of the administrator's company pages: search by name, CVR or e-mail, one company with its
// plans, and the audit trail of administrators' actions on it.
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type {
  AdminAuditEntry,
  AdminCompanyPlan,
  AdminCompanyRow,
  SubscriptionType,
} from '@opgavetorvet/contracts';
import { containsFolded } from '../../db/engine/dialect.js';
import { auditTrailOf } from '../../db/queries/audit-trail.js';
import type { Db } from '../../db/open.js';
import {
  balanceLedger,
  categories,
  companies,
  companyCategories,
  subscriptions,
  users,
} from '../../db/schema/index.js';

export const SEARCH_LIMIT = 25;

// Nested, so its columns keep their table names in a select over `companies` alone (drizzle leaves
// them off only in a selected field's own top-level SQL).
const ledgerSum = sql`select coalesce(sum(${balanceLedger.amountOre}), 0) from ${balanceLedger}
  where ${balanceLedger.companyId} = ${companies.id}`;

/** A column of a select over `companies`: the company's balance, the sum of its ledger rows. */
const balanceOfCompany = sql<number>`(${ledgerSum})`;

/**
 * Companies whose name, CVR, company e-mail or login e-mail contains the search (Danish case folding by
 * da_lower, registered where the database is opened); newest first without a search.
 */
export async function searchCompanies(db: Db, q: string): Promise<AdminCompanyRow[]> {
  const term = q.trim().toLocaleLowerCase('da-DK');
  const digits = term.replace(/[^0-9]/g, '');
  const rows = await db
    .select({
      company_id: companies.id,
      name: companies.name,
      cvr: companies.cvr,
      email: companies.email,
      blocked_at: companies.blockedAt,
      balance_ore: balanceOfCompany,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(
      term === ''
        ? undefined
        : or(
            containsFolded(companies.name, term),
            containsFolded(companies.email, term),
            containsFolded(users.email, term),
            digits.length >= 3
              ? containsFolded(sql`replace(coalesce(${companies.cvr}, ''), ' ', '')`, digits)
              : undefined,
          ),
    )
    .orderBy(desc(sql`da_lower(${companies.name}) = ${term}`), desc(companies.createdAt), desc(companies.id))
    .limit(SEARCH_LIMIT)
    .all();
  return rows.map(({ blocked_at, ...row }) => ({ ...row, blocked: blocked_at !== null }));
}

/** The head of the administrator's company page, with the login that blocking logs out. */
export async function companyById(db: Db, companyId: number) {
  return await db
    .select({
      company_id: companies.id,
      name: companies.name,
      slug: companies.slug,
      cvr: companies.cvr,
      email: companies.email,
      phone: companies.phone,
      blocked_at: companies.blockedAt,
      blocked_reason: companies.blockedReason,
      balance_ore: balanceOfCompany,
      user_id: companies.userId,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .get();
}
export type CompanyRow = NonNullable<Awaited<ReturnType<typeof companyById>>>;

export async function plansOf(db: Db, companyId: number): Promise<AdminCompanyPlan[]> {
  const type = sql<SubscriptionType>`coalesce(${subscriptions.type}, 'basic')`;
  return await db
    .select({
      category_id: companyCategories.categoryId,
      category: categories.name,
      type,
      period_ends_at: sql<
        number | null
      >`case when ${type} = 'basic' then null else ${subscriptions.periodEndsAt} end`,
    })
    .from(companyCategories)
    .innerJoin(categories, eq(categories.id, companyCategories.categoryId))
    .leftJoin(
      subscriptions,
      and(
        eq(subscriptions.companyId, companyCategories.companyId),
        eq(subscriptions.categoryId, companyCategories.categoryId),
      ),
    )
    .where(eq(companyCategories.companyId, companyId))
    .orderBy(asc(categories.sort), asc(categories.name))
    .all();
}

/** The administrators' actions on the company, newest first, with the reason or note they gave. */
export const auditOf = (db: Db, companyId: number): Promise<AdminAuditEntry[]> =>
  auditTrailOf(db, 'company', companyId);
