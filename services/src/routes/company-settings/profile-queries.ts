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
  zipCodes,
} from '../../db/schema/index.js';
import { balanceOre } from './subscription-queries.js';
import { openingTimesOf } from './settings-queries.js';

export async function categoriesByIds(
  db: Db,
  ids: readonly number[],
): Promise<{ id: number; parentId: number | null }[]> {
  if (ids.length === 0) return [];
  return await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(inArray(categories.id, [...ids]))
    .all();
}

/** The region of each of these zip codes that exists (an unknown zip is not in the map). */
export async function zipRegions(db: Db, zips: readonly string[]): Promise<Map<string, number>> {
  if (zips.length === 0) return new Map();
  const rows = await db
    .select({ zip: zipCodes.zip, regionId: zipCodes.regionId })
    .from(zipCodes)
    .where(inArray(zipCodes.zip, [...zips]))
    .all();
  return new Map(rows.map((row) => [row.zip, row.regionId]));
}

export async function existingRegionIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  return (
    await db
      .select({ id: regions.id })
      .from(regions)
      .where(inArray(regions.id, [...ids]))
      .all()
  ).map((r) => r.id);
}

export async function replaceCategories(db: Db, companyId: number, ids: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(companyCategories).where(eq(companyCategories.companyId, companyId)).run();
    await tx
      .insert(companyCategories)
      .values(ids.map((categoryId) => ({ companyId, categoryId })))
      .run();
  });
}

export async function replaceRegions(db: Db, companyId: number, ids: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(companyRegions).where(eq(companyRegions.companyId, companyId)).run();
    await tx
      .insert(companyRegions)
      .values(ids.map((regionId) => ({ companyId, regionId })))
      .run();
  });
}

/** The category (and its parent) of each answer option of a category question, by option id. */
export async function optionCategories(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, [number, number | null]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
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

export async function replaceMailAgents(
  db: Db,
  companyId: number,
  agents: readonly MailAgent[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(mailAgents).where(eq(mailAgents.companyId, companyId)).run();
    if (agents.length === 0) return;
    await tx
      .insert(mailAgents)
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

export async function readSettings(db: Db, companyId: number, now: number): Promise<CompanySettingsReply> {
  const company = await db
    .select({ notifyPhone: companies.notifyPhone, widgetColor: companies.widgetColor })
    .from(companies)
    .where(eq(companies.id, companyId))
    .get();
  const categoryIds = (
    await db
      .select({ id: companyCategories.categoryId })
      .from(companyCategories)
      .where(eq(companyCategories.companyId, companyId))
      .orderBy(asc(companyCategories.categoryId))
      .all()
  ).map((r) => r.id);
  const regionIds = (
    await db
      .select({ id: companyRegions.regionId })
      .from(companyRegions)
      .where(eq(companyRegions.companyId, companyId))
      .orderBy(asc(companyRegions.regionId))
      .all()
  ).map((r) => r.id);
  const agents = await db
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
  const plans = await db
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
    balance_ore: await balanceOre(db, companyId),
    notify_phone: company?.notifyPhone ?? '',
    widget_color: company?.widgetColor ?? '',
    opening_times: await openingTimesOf(db, companyId),
  };
}
