// Whether the administrator has blocked a company: a blocked company cannot log in or bid and is
// not listed (the listing queries leave it out themselves).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { companies } from '../db/schema/index.js';

export function companyIsBlocked(db: Db, companyId: number): boolean {
  const row = db.select({ at: companies.blockedAt }).from(companies).where(eq(companies.id, companyId)).get();
  return row !== undefined && row.at !== null;
}
