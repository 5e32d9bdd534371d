// Blocking an account (issue 33): users.blocked_at (with the reason given, if any) is the stop every
// way in already has for a blocked account, and a block ends the account's sessions. Shared by the
// administrator's block of a customer and deactivation of another administrator; call it inside the
// change's transaction, next to its audit row.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { sessions, users } from '../db/schema/index.js';
import { nowSeconds } from './danish.js';

/**
 * Blocks the account now (`blocked`, with `reason`) or lifts its block, only when it is not so
 * already (the UPDATE names the state it leaves); a block ends the account's sessions. The
 * blocked_at it leaves (null when lifted), or null for the whole when nothing changed.
 */
export async function changeUserBlock(
  db: Db,
  userId: number,
  blocked: boolean,
  reason: string | null = null,
): Promise<{ blockedAt: number | null } | null> {
  const blockedAt = blocked ? nowSeconds() : null;
  const changed = (
    await db
      .update(users)
      .set({ blockedAt, blockedReason: blocked ? reason : null })
      .where(and(eq(users.id, userId), blocked ? isNull(users.blockedAt) : isNotNull(users.blockedAt)))
      .run()
  ).changes;
  if (changed === 0) return null;
  if (blocked) await db.delete(sessions).where(eq(sessions.userId, userId)).run();
  return { blockedAt };
}
