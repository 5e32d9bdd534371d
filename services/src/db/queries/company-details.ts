// A company's own details (issue 31), read by its settings (company-settings), its sign-up
// (accounts) and the pages that show it to customers (profile, offers, directory cards, contract):
// the town of a zip, and many companies' public details in one statement. The zip and town shown
// are the zip table's: a stored zip that is not a real one ('0000' from before sign-up checked it)
// shows as no address at all, never as "0000".
import { eq, inArray } from 'drizzle-orm';
import type { Authorisation, GuaranteeScheme, PublicCompanyDetails } from '@opgavetorvet/contracts';
import type { Queryable } from '../engine/store.js';
import { companies, zipCodes } from '../schema/index.js';

/** The town of a zip in the zip table, or null when it is not a zip there. */
export async function townOfZip(db: Queryable, zip: string): Promise<string | null> {
  const row = await db.select({ city: zipCodes.city }).from(zipCodes).where(eq(zipCodes.zip, zip)).get();
  return row?.city ?? null;
}

/** What customers see of a company's details, before its reply time is added. */
export type PublicDetails = Omit<PublicCompanyDetails, 'reply_minutes'>;

/** Stored JSON lists as lists: an older row or a hand-written value that is not one reads as none. */
const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The columns of the details both the company's form and what customers see read. */
export const detailColumns = {
  address: companies.address,
  phone: companies.phone,
  email: companies.publicEmail,
  website: companies.website,
  foundedYear: companies.foundedYear,
  employees: companies.employees,
  authorisations: companies.authorisations,
  guarantees: companies.guarantees,
  cvr: companies.cvr,
  cvrActive: companies.cvrActive,
};

/**
 * The public details of these companies by id, in one statement however many; an id that is no
 * company is not in the map. Only what the company filled in: an empty field is null.
 */
export async function publicDetailsOf(
  db: Queryable,
  companyIds: readonly number[],
): Promise<Map<number, PublicDetails>> {
  const details = new Map<number, PublicDetails>();
  const ids = [...new Set(companyIds)];
  if (ids.length === 0) return details;
  const rows = await db
    .select({ id: companies.id, ...detailColumns, zip: zipCodes.zip, city: zipCodes.city })
    .from(companies)
    .leftJoin(zipCodes, eq(zipCodes.zip, companies.zip))
    .where(inArray(companies.id, ids))
    .all();
  for (const row of rows) {
    details.set(row.id, {
      address: row.address || null,
      zip: row.zip ?? null,
      city: row.city ?? null,
      phone: row.phone || null,
      email: row.email || null,
      website: row.website || null,
      founded_year: row.foundedYear ?? null,
      employees: row.employees ?? null,
      authorisations: listOf<Authorisation>(row.authorisations),
      guarantees: listOf<GuaranteeScheme>(row.guarantees),
      cvr: row.cvr || null,
      cvr_verified: row.cvrActive === true,
    });
  }
  return details;
}
