// The prices of a company's pricelist (issue 33): one per line (a category the company chose, or one
// of its subcategories, as the pricelist order shows them), in øre including moms, set by the
// administrator when a company asks for a change. A line without a row has no price. Only lines on
// the company's pricelist are shown; deleted with the company.
import { integer, primaryKey, sqliteTable } from 'drizzle-orm/sqlite-core';
import { categories } from './catalog.js';
import { companyRef } from './companies.js';

export const companyPrices = sqliteTable(
  'company_prices',
  {
    companyId: companyRef(),
    /** The line: the chosen category itself or one of its subcategories. */
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    priceOre: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.categoryId] })],
);
