// Password hashing for every account: argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane).
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
