// A company's reference jobs (issue 30): work it shows on its public profile /{slug}, each a title,
// a short text and up to REFERENCE_PHOTOS_MAX photos (files.reference_id names the reference, in
// their order), shown in `sort_order`. At most COMPANY_REFERENCES_MAX per company; the limits
// are the contracts' and checked by the service. Deleted with the company.
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns.js';
import { companyRef } from './companies.js';

export const companyReferences = sqliteTable(
  'company_references',
  {
    id: id(),
    companyId: companyRef(),
    title: text().notNull(),
    /** The short text about the job ('' for none). */
    text: text().notNull(),
    /** Its place among the company's references, from 0: a new one goes last. */
    sortOrder: integer().notNull(),
    createdAt: createdAt(),
    updatedAt: integer()
      .notNull()
      .default(sql`(unixepoch())`),
  },
  (t) => [index('company_references_company_idx').on(t.companyId, t.sortOrder)],
);
