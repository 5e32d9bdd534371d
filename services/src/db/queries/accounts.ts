// Reads of accounts shared by the areas: a profile by its e-mail (logging in, a posted job's or
// order's e-mail that has a profile, password reset), with its company's name and block.
import { eq } from 'drizzle-orm';
import type { Db } from '../open.js';
import { companies, users } from '../schema/index.js';

/** The account with this e-mail (stored trimmed and in lower case), or undefined. */
export async function findAccountByEmail(db: Db, email: string) {
  return await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      phone: users.phone,
      passwordHash: users.passwordHash,
      fbUserId: users.fbUserId,
      avatarUrl: users.avatarUrl,
      resetCode: users.resetCode,
      resetCodeExpiresAt: users.resetCodeExpiresAt,
      companyName: companies.name,
      companyBlockedAt: companies.blockedAt,
      blockedAt: users.blockedAt,
    })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.email, email))
    .get();
}
export type Account = NonNullable<Awaited<ReturnType<typeof findAccountByEmail>>>;
