// Whether the administrator has blocked a company: a blocked company cannot log in or bid and is
// not listed (the listing queries leave it out themselves).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { perDatabase } from '../db/per-database.js';
import { companies } from '../db/schema/index.js';

const blockedAt = perDatabase((db) =>
  db
    .select({ at: companies.blockedAt })
    .from(companies)
    .where(eq(companies.id, sql.placeholder('company')))
    .prepare(),
);

export async function companyIsBlocked(db: Db, companyId: number): Promise<boolean> {
  const row = await blockedAt(db).get({ company: companyId });
  return row !== undefined && row.at !== null;
}
