// Password hashing for every account: argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane);
// checking a login's password in constant-ish time; and the six-digit codes that set a password.
import { randomInt } from 'node:crypto';
import argon2 from 'argon2';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a plain password; the result embeds salt and parameters (PHC string). */
export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, OPTIONS);
}

/** True when `plain` matches `hash`; a malformed or empty hash counts as no match. */
export async function verifyPassword(hash: string | null | undefined, plain: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

/** Hash of a random password nobody knows, checked when the e-mail is unknown so timing matches. */
const UNKNOWN_ACCOUNT_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$inSQ2p80yA9MPs2WUnUTGA$K4lYeAtIbeGP5QvqisEcBA72HYDzADkA2+Cz/z9X4D4';

/** True only when the account exists and the password is its own. */
export async function passwordMatches(
  account: { passwordHash: string | null } | undefined,
  password: string,
): Promise<boolean> {
  const matches = await verifyPassword(account?.passwordHash ?? UNKNOWN_ACCOUNT_HASH, password);
  return matches && account !== undefined;
}

/** A six-digit code, leading zeros kept. */
export function newResetCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
