// A company's pricelist, made from the categories it works in (SPEC §2/§7 leave its content
// open): each category the company chose is a pricelist; its lines are that category (when it
// is a subcategory) or its subcategories, each with its amount attributes (number questions: m², …).
// Read by the company's public profile (all its pricelists at once, each line with the price the
// administrator set, issue 33) and by the customer's order forms.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { CompanyPricelist } from '@opgavetorvet/contracts';
import type { Db } from '../open.js';
import { categories, categoryAttributes, companyCategories, companyPrices } from '../schema/index.js';

export interface AmountAttribute {
  id: number;
  name: string;
  unit: string | null;
}

export interface PricelistLine {
  categoryId: number;
  name: string;
  attributes: AmountAttribute[];
}

const line = alias(categories, 'line');

/**
 * Every pricelist of the company with its lines (the subcategories, or the category itself when it
 * has none), in the profile's order, in one statement however many pricelists it has.
 */
export async function pricelistsOf(db: Db, companyId: number): Promise<CompanyPricelist[]> {
  const rows = await db
    .select({
      category_id: categories.id,
      name: categories.name,
      line: {
        category_id: sql<number>`coalesce(${line.id}, ${categories.id})`,
        name: sql<string>`coalesce(${line.name}, ${categories.name})`,
      },
      price_ore: companyPrices.priceOre,
    })
    .from(companyCategories)
    .innerJoin(categories, eq(categories.id, companyCategories.categoryId))
    .leftJoin(line, eq(line.parentId, categories.id))
    .leftJoin(
      companyPrices,
      and(
        eq(companyPrices.companyId, companyCategories.companyId),
        eq(companyPrices.categoryId, sql`coalesce(${line.id}, ${categories.id})`),
      ),
    )
    .where(eq(companyCategories.companyId, companyId))
    .orderBy(asc(categories.sort), asc(categories.name), asc(categories.id), asc(line.sort), asc(line.name))
    .all();
  const pricelists: CompanyPricelist[] = [];
  for (const { line: found, price_ore: priceOre, ...pricelist } of rows) {
    // Whole kroner: the administrator sets them so (AdminPricelistBody).
    const row = priceOre === null ? found : { ...found, price_kr: Math.round(priceOre / 100) };
    const last = pricelists.at(-1);
    if (last?.category_id === pricelist.category_id) last.lines.push(row);
    else pricelists.push({ ...pricelist, lines: [row] });
  }
  return pricelists;
}

/**
 * The lines of `pricelistId` (a category the company chose), or of the one line `categoryId`
 * inside it when given. Empty when the company does not work in that category.
 */
export async function pricelistLines(
  db: Db,
  companyId: number,
  pricelistId: number,
  categoryId?: number,
): Promise<PricelistLine[]> {
  const chosen = await db
    .select({ id: companyCategories.categoryId })
    .from(companyCategories)
    .where(and(eq(companyCategories.companyId, companyId), eq(companyCategories.categoryId, pricelistId)))
    .get();
  if (!chosen) return [];
  const subs = await db
    .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
    .from(categories)
    .where(or(eq(categories.id, pricelistId), eq(categories.parentId, pricelistId)))
    .orderBy(asc(categories.sort), asc(categories.name))
    .all();
  // A top-level category is ordered through its subcategories; a subcategory is its own line.
  const lines = subs
    .filter((c) => (subs.length > 1 ? c.id !== pricelistId : true))
    .filter((c) => categoryId === undefined || c.id === categoryId);
  if (lines.length === 0) return [];
  const attributes = await db
    .select({
      id: categoryAttributes.id,
      name: categoryAttributes.name,
      unit: categoryAttributes.unit,
      categoryId: categoryAttributes.categoryId,
    })
    .from(categoryAttributes)
    .where(
      and(
        inArray(
          categoryAttributes.categoryId,
          lines.map((l) => l.id),
        ),
        eq(categoryAttributes.kind, 'number'),
      ),
    )
    .orderBy(asc(categoryAttributes.sort), asc(categoryAttributes.id))
    .all();
  return lines.map((line) => ({
    categoryId: line.id,
    name: line.name,
    attributes: attributes
      .filter((a) => a.categoryId === line.id)
      .map(({ id, name, unit }) => ({ id, name, unit })),
  }));
}

/** The company's pricelist that holds category `categoryId` (as the list itself or one of its lines). */
export async function pricelistOfCategory(
  db: Db,
  companyId: number,
  categoryId: number,
): Promise<number | undefined> {
  const category = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .get();
  if (!category) return undefined;
  const candidates = [category.id, ...(category.parentId !== null ? [category.parentId] : [])];
  return (
    await db
      .select({ id: companyCategories.categoryId })
      .from(companyCategories)
      .where(
        and(eq(companyCategories.companyId, companyId), inArray(companyCategories.categoryId, candidates)),
      )
      .orderBy(asc(companyCategories.categoryId))
      .all()
  ).find((row) => row.id === category.id || row.id === category.parentId)?.id;
}

export interface OrderChoice {
  line: PricelistLine;
  attribute: AmountAttribute | null;
}

/** The order's line and amount attribute, or undefined when they are not on the company's pricelist. */
export async function orderChoice(
  db: Db,
  companyId: number,
  pricelistId: number,
  categoryId: number,
  attrId: number,
): Promise<OrderChoice | undefined> {
  const line = (await pricelistLines(db, companyId, pricelistId, categoryId))[0];
  if (!line) return undefined;
  if (attrId === 0) return { line, attribute: null };
  const attribute = line.attributes.find((a) => a.id === attrId);
  return attribute ? { line, attribute } : undefined;
}
