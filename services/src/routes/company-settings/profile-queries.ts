// What a company does and where, in the database: profile categories, regions and mail agents
// (each save replaces the company's own set in one transaction), and the settings read back.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CompanySettingsReply, MailAgent } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import {
  attributeOptions,
  categories,
  categoryAttributes,
  companies,
  companyCategories,
  companyRegions,
  mailAgents,
  regions,
  subscriptions,
} from '../../db/schema/index.js';
import { balanceOre } from './subscription-queries.js';
import { openingTimesOf } from './settings-queries.js';

export function categoriesByIds(db: Db, ids: readonly number[]): { id: number; parentId: number | null }[] {
  if (ids.length === 0) return [];
  return db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(inArray(categories.id, [...ids]))
    .all();
}

export function existingRegionIds(db: Db, ids: readonly number[]): number[] {
  if (ids.length === 0) return [];
  return db
    .select({ id: regions.id })
    .from(regions)
    .where(inArray(regions.id, [...ids]))
    .all()
    .map((r) => r.id);
}

export function replaceCategories(db: Db, companyId: number, ids: readonly number[]): void {
  db.transaction((tx) => {
    tx.delete(companyCategories).where(eq(companyCategories.companyId, companyId)).run();
    tx.insert(companyCategories)
      .values(ids.map((categoryId) => ({ companyId, categoryId })))
      .run();
  });
}

export function replaceRegions(db: Db, companyId: number, ids: readonly number[]): void {
  db.transaction((tx) => {
    tx.delete(companyRegions).where(eq(companyRegions.companyId, companyId)).run();
    tx.insert(companyRegions)
      .values(ids.map((regionId) => ({ companyId, regionId })))
      .run();
  });
}

/** The category (and its parent) of each answer option of a category question, by option id. */
export function optionCategories(db: Db, ids: readonly number[]): Map<number, [number, number | null]> {
  if (ids.length === 0) return new Map();
  const rows = db
    .select({
      id: attributeOptions.id,
      categoryId: categoryAttributes.categoryId,
      parentId: categories.parentId,
    })
    .from(attributeOptions)
    .innerJoin(categoryAttributes, eq(categoryAttributes.id, attributeOptions.attributeId))
    .innerJoin(categories, eq(categories.id, categoryAttributes.categoryId))
    .where(inArray(attributeOptions.id, [...ids]))
    .all();
  return new Map(rows.map((row) => [row.id, [row.categoryId, row.parentId]]));
}

export function replaceMailAgents(db: Db, companyId: number, agents: readonly MailAgent[]): void {
  db.transaction((tx) => {
    tx.delete(mailAgents).where(eq(mailAgents.companyId, companyId)).run();
    if (agents.length === 0) return;
    tx.insert(mailAgents)
      .values(
        agents.map((a) => ({
          companyId,
          categoryId: a.category_id,
          regionId: a.region_id ?? null,
          zip: a.zip || null,
          words: a.words?.trim().replace(/\s+/g, ' ') || null,
          optionId: a.option_id ?? null,
        })),
      )
      .run();
  });
}

export function readSettings(db: Db, companyId: number, now: number): CompanySettingsReply {
  const company = db
    .select({ notifyPhone: companies.notifyPhone, widgetColor: companies.widgetColor })
    .from(companies)
    .where(eq(companies.id, companyId))
    .get();
  const categoryIds = db
    .select({ id: companyCategories.categoryId })
    .from(companyCategories)
    .where(eq(companyCategories.companyId, companyId))
    .orderBy(asc(companyCategories.categoryId))
    .all()
    .map((r) => r.id);
  const regionIds = db
    .select({ id: companyRegions.regionId })
    .from(companyRegions)
    .where(eq(companyRegions.companyId, companyId))
    .orderBy(asc(companyRegions.regionId))
    .all()
    .map((r) => r.id);
  const agents = db
    .select({
      category_id: mailAgents.categoryId,
      region_id: mailAgents.regionId,
      zip: mailAgents.zip,
      words: mailAgents.words,
      option_id: mailAgents.optionId,
    })
    .from(mailAgents)
    .where(eq(mailAgents.companyId, companyId))
    .orderBy(asc(mailAgents.id))
    .all();
  // Every profile category with its plan; one without a subscription row is basic.
  const plans = db
    .select({
      category_id: categories.id,
      category_name: categories.name,
      type: subscriptions.type,
      periodEndsAt: subscriptions.periodEndsAt,
    })
    .from(companyCategories)
    .innerJoin(categories, eq(categories.id, companyCategories.categoryId))
    .leftJoin(
      subscriptions,
      and(eq(subscriptions.companyId, companyId), eq(subscriptions.categoryId, companyCategories.categoryId)),
    )
    .where(eq(companyCategories.companyId, companyId))
    .orderBy(asc(categories.name))
    .all();
  return {
    category_ids: categoryIds,
    region_ids: regionIds,
    mail_agents: agents,
    subscriptions: plans.map((p) => ({
      category_id: p.category_id,
      category_name: p.category_name,
      type: p.type ?? 'basic',
      period_ends_at:
        p.type && p.type !== 'basic' && p.periodEndsAt !== null && p.periodEndsAt > now
          ? p.periodEndsAt
          : null,
    })),
    balance_ore: balanceOre(db, companyId),
    notify_phone: company?.notifyPhone ?? '',
    widget_color: company?.widgetColor ?? '',
    opening_times: openingTimesOf(db, companyId),
  };
}
