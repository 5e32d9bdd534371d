// An administrator's recovery codes: 10 made when the second factor is set up, shown once (as
// xxxxx-xxxxx, lower-case letters and digits without look-alikes), kept only as SHA-256 hashes;
// each opens one login instead of a code from the app and is then used up. 50 random bits a code,
// so a plain hash is enough (the login throttle limits the guesses).
import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { adminRecoveryCodes } from '../../db/schema/index.js';
import { nowSeconds } from '../danish.js';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

const hashOf = (code: string): string =>
  createHash('sha256').update(normalizeRecoveryCode(code)).digest('base64url');

/** A typed code as stored: lower case, without spaces and dashes. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** Whether a typed answer looks like a recovery code rather than a 6-digit TOTP code. */
export const isRecoveryCode = (answer: string): boolean => normalizeRecoveryCode(answer).length === 2 * HALF;

function newCode(): string {
  const half = () => Array.from({ length: HALF }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${half()}-${half()}`;
}

/** Replaces the administrator's recovery codes with new ones and returns them (the only time they are seen). */
export async function newRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId)).run();
  await db
    .insert(adminRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashOf(code) })))
    .run();
  return codes;
}

/** Uses up one unused recovery code of the administrator: true when it was one. */
export async function useRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  const used = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: nowSeconds() })
    .where(
      and(
        eq(adminRecoveryCodes.userId, userId),
        eq(adminRecoveryCodes.codeHash, hashOf(code)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .run();
  return used.changes === 1;
}

/** How many unused codes the administrator has left. */
export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const rows = await db
    .select({ id: adminRecoveryCodes.id })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)))
    .all();
  return rows.length;
}
