// A company's own details in the database (issue 31): read back as the form shows them (the town
// from the zip table, the CVR check's state and what the register said), what the save needs to
// know of the CVR number as it was, and the one statement that writes them. Shared by the company's
// own form (company-settings) and the administrator's (admin-companies, issue 33).
import { eq } from 'drizzle-orm';
import type { CompanyDetailsReply } from '@opgavetorvet/contracts';
import type { Queryable } from '../../db/engine/store.js';
import { detailColumns } from '../../db/queries/company-details.js';
import { companies, zipCodes } from '../../db/schema/index.js';
import type { verificationColumns } from '../cvr-register/verdict.js';
import type { CleanDetails } from './rules.js';

/** The company's details as its form shows them: '' for an empty text. */
export async function ownDetails(db: Queryable, companyId: number): Promise<CompanyDetailsReply> {
  const row = await db
    .select({
      ...detailColumns,
      description: companies.description,
      zip: companies.zip,
      city: zipCodes.city,
      cvrRegister: companies.cvrRegister,
    })
    .from(companies)
    .leftJoin(zipCodes, eq(zipCodes.zip, companies.zip))
    .where(eq(companies.id, companyId))
    .get();
  // The caller found the company a moment ago (its scope, or the administrator's change): it exists.
  if (!row) throw new Error(`company ${companyId} is gone`);
  return {
    description: row.description ?? '',
    address: row.address ?? '',
    zip: row.zip ?? '',
    city: row.city ?? '',
    phone: row.phone ?? '',
    email: row.email ?? '',
    website: row.website ?? '',
    founded_year: row.foundedYear,
    employees: row.employees,
    authorisations: Array.isArray(row.authorisations) ? row.authorisations : [],
    guarantees: Array.isArray(row.guarantees) ? row.guarantees : [],
    cvr: row.cvr ?? '',
    cvr_verified: row.cvrActive === true,
    register: row.cvrActive === true ? row.cvrRegister : null,
  };
}

/** The company's CVR number as saved and whether the register has been asked about it. */
export async function savedCvr(
  db: Queryable,
  companyId: number,
): Promise<{ cvr: string | null; checkedAt: number | null }> {
  const row = await db
    .select({ cvr: companies.cvr, checkedAt: companies.cvrCheckedAt })
    .from(companies)
    .where(eq(companies.id, companyId))
    .get();
  return { cvr: row?.cvr ?? null, checkedAt: row?.checkedAt ?? null };
}

/**
 * Writes the details, the town of their zip and, when the CVR check changed, its columns
 * (undefined keeps the check as it was).
 */
export async function saveDetails(
  db: Queryable,
  companyId: number,
  details: CleanDetails & { city: string | null },
  verification: ReturnType<typeof verificationColumns> | undefined,
): Promise<void> {
  const { email, ...rest } = details;
  await db
    .update(companies)
    .set({ ...rest, publicEmail: email, ...verification })
    .where(eq(companies.id, companyId))
    .run();
}
