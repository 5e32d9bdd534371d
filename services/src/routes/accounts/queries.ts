// Account reads shared by the account routes: find a profile by e-mail and check a password in
// constant-ish time (logging in lives in lib/log-in.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { companies, users } from '../../db/schema/index.js';
import { verifyPassword } from '../../lib/password.js';

/** Hash of a random password nobody knows, checked when the e-mail is unknown so timing matches. */
const UNKNOWN_ACCOUNT_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$inSQ2p80yA9MPs2WUnUTGA$K4lYeAtIbeGP5QvqisEcBA72HYDzADkA2+Cz/z9X4D4';

export function findAccountByEmail(db: Db, email: string) {
  return db
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
    })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.email, email))
    .get();
}
export type Account = NonNullable<ReturnType<typeof findAccountByEmail>>;

/** True only when the account exists and the password is its own. */
export async function passwordMatches(account: Account | undefined, password: string): Promise<boolean> {
  const matches = await verifyPassword(account?.passwordHash ?? UNKNOWN_ACCOUNT_HASH, password);
  return matches && account !== undefined;
}

/** Logging in moved to lib/ (social login uses it too); re-exported for the account routes. */
export { logIn } from '../../lib/log-in.js';
