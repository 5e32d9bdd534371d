// The start checklist's state in one statement (issue 31): per item whether the company has done it,
// read from where each is kept: its categories and regions, its profile text, a logo file attached
// to it and not removed, its opening times, and its phone for SMS notifications.
import type { StartChecklistReply } from '@opgavetorvet/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/engine/store.js';
import { companies, companyCategories, companyRegions, files, openingTimes } from '../../db/schema/index.js';

/** A text holds more than blanks. */
const written = (text: string | null) => (text ?? '').trim() !== '';

export async function startChecklistOf(
  db: Queryable,
  companyId: number,
): Promise<StartChecklistReply['items'] | undefined> {
  /** Whether `table` has a row of the company. */
  const hasRow = (table: typeof companyCategories | typeof companyRegions | typeof openingTimes) =>
    sql<unknown>`exists(select 1 from ${table} where ${table.companyId} = ${companyId})`;
  const row = await db
    .select({
      categories: hasRow(companyCategories),
      regions: hasRow(companyRegions),
      description: companies.description,
      logo: sql<unknown>`exists(select 1 from ${files}
        where ${files.logoCompanyId} = ${companyId} and ${files.removedAt} is null)`,
      openingTimes: hasRow(openingTimes),
      notifyPhone: companies.notifyPhone,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .get();
  if (!row) return undefined;
  // SQLite answers exists() with 1/0, PostgreSQL with true/false.
  return {
    categories: Boolean(row.categories),
    regions: Boolean(row.regions),
    description: written(row.description),
    logo: Boolean(row.logo),
    opening_times: Boolean(row.openingTimes),
    notifications: written(row.notifyPhone),
  };
}
