// The prices of a company's pricelist as the administrator's change needs them (issue 33): the lines
// on its pricelist with their prices now, the check of a new set against those lines, and the
// statement pair that replaces the set. Prices are stored in øre and given in whole kroner.
import { eq } from 'drizzle-orm';
import type { PricelistPrice } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { pricelistsOf } from '../../db/queries/pricelists.js';
import { companyPrices } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

/** Line (category id) → price in whole kroner, for the lines on the company's pricelist that have one. */
export type PriceSet = Record<string, number>;

/** The ids of the lines on the company's pricelist and their prices now. */
export async function pricelistPrices(
  db: Db,
  companyId: number,
): Promise<{ lines: Set<number>; prices: PriceSet }> {
  const lines = (await pricelistsOf(db, companyId)).flatMap((pricelist) => pricelist.lines);
  const prices: PriceSet = {};
  for (const line of lines) if (line.price_kr !== undefined) prices[line.category_id] = line.price_kr;
  return { lines: new Set(lines.map((line) => line.category_id)), prices };
}

/**
 * The new set as line → kroner; a line that is not on the pricelist (it changed since the editor was
 * opened) or a line named twice is refused, and nothing changes.
 */
export function newPrices(lines: Set<number>, given: PricelistPrice[]): PriceSet {
  const prices: PriceSet = {};
  const named = new Set<number>();
  for (const { category_id: line, price_kr: price } of given) {
    if (!lines.has(line) || named.has(line))
      throw new AppError(400, 'errors:::admin_company::price_line_unknown');
    named.add(line);
    if (price !== null) prices[line] = price;
  }
  return prices;
}

/** Replaces the company's prices with `prices` (inside the change's transaction). */
export async function replacePrices(db: Db, companyId: number, prices: PriceSet): Promise<void> {
  await db.delete(companyPrices).where(eq(companyPrices.companyId, companyId)).run();
  const rows = Object.entries(prices).map(([line, kroner]) => ({
    companyId,
    categoryId: Number(line),
    priceOre: kroner * 100,
  }));
  if (rows.length > 0) await db.insert(companyPrices).values(rows).run();
}
