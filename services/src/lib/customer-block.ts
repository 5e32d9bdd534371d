// A customer the administrator has blocked (issue 33) cannot log in (lib/log-in.ts), post a job, or
// write messages and reviews. Blocking ends their sessions; these checks refuse a blocked customer
// wherever an account acts without a fresh login too (a job posted with the profile's password).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { users } from '../db/schema/index.js';
import { AppError } from '../errors.js';

export async function isBlockedCustomer(db: Db, userId: number): Promise<boolean> {
  const row = await db.select({ at: users.blockedAt }).from(users).where(eq(users.id, userId)).get();
  return row !== undefined && row.at !== null;
}

/** 403 errors:::customer_blocked when the account is blocked. */
export async function refuseBlockedCustomer(db: Db, userId: number): Promise<void> {
  if (await isBlockedCustomer(db, userId)) throw new AppError(403, 'errors:::customer_blocked');
}
