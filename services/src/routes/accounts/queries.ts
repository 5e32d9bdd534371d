// Account reads and the session switch shared by the account routes: find a profile by e-mail,
// check a password in constant-ish time, and log a visitor in under a fresh session id.
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/open.js';
import { companies, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { verifyPassword } from '../../lib/password.js';
import { nowSeconds } from './rules.js';

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

/**
 * Logs the request in as `userId` under a new session id and a new CSRF secret: a token fetched
 * before the login is refused after it. The new token goes back in the `x-csrf-token` header, which
 * the front end's base query keeps for the next posts.
 */
export async function logIn(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  userId: number,
): Promise<void> {
  // A company the administrator has blocked cannot log in, whichever way it tries.
  const blocked = db
    .select({ at: companies.blockedAt })
    .from(companies)
    .where(eq(companies.userId, userId))
    .get();
  if (blocked && blocked.at !== null) throw new AppError(403, 'errors:::company_blocked');
  await request.session.regenerate();
  reply.header('x-csrf-token', reply.generateCsrf());
  request.session.userId = userId;
  db.update(users).set({ lastLoginAt: nowSeconds() }).where(eq(users.id, userId)).run();
  request.currentUser = request.server.loadSessionUser(userId);
}
