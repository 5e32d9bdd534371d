// What one administrator may do to another (issue 33): reset its second factor (the secret, its
// confirmation and the recovery codes go; it sets TOTP up again at its next login), deactivate it
// (users.blocked_at, the stop every way in already has for a blocked account: it cannot log in)
// and reactivate it. Resetting and deactivating end the other's sessions. Nobody does either to
// itself, and the last active administrator is never deactivated. Each change and its audit row
// naming who did it are one transaction, whose UPDATE names the state it leaves.
import { and, count, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { adminRecoveryCodes, adminSecondFactors, sessions, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../../lib/audit.js';
import { inTransaction } from '../../lib/transaction.js';
import { changeUserBlock } from '../../lib/user-block.js';

export interface AdminChange {
  /** The administrator acting. */
  actorId: number;
  /** The administrator acted on. */
  targetId: number;
}

/** The other administrator; 404 for no administrator, 409 for oneself. */
async function otherAdmin(db: Db, { actorId, targetId }: AdminChange) {
  const target = await db
    .select({ name: users.name, blockedAt: users.blockedAt })
    .from(users)
    .where(and(eq(users.id, targetId), eq(users.role, 'admin'), isNull(users.deletedAt)))
    .get();
  if (!target) throw new AppError(404, 'errors:::admin_not_found');
  if (targetId === actorId) throw new AppError(409, 'errors:::admin_not_yourself');
  return target;
}

const endSessions = (db: Db, userId: number) => db.delete(sessions).where(eq(sessions.userId, userId)).run();

/** Resets the other's confirmed second factor; 409 errors:::admin_totp_not_set_up when it has none. */
export function resetSecondFactor(db: Db, change: AdminChange): Promise<{ name: string }> {
  return inTransaction(db, async () => {
    const target = await otherAdmin(db, change);
    const changed = (
      await db
        .update(adminSecondFactors)
        .set({ secret: null, confirmedAt: null, lastStep: null, passwordOnly: 0 })
        .where(and(eq(adminSecondFactors.userId, change.targetId), isNotNull(adminSecondFactors.confirmedAt)))
        .run()
    ).changes;
    if (changed === 0) throw new AppError(409, 'errors:::admin_totp_not_set_up');
    await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, change.targetId)).run();
    await endSessions(db, change.targetId);
    await recordAudit(db, {
      actorId: change.actorId,
      action: 'admin.totp_reset',
      targetType: 'user',
      targetId: change.targetId,
      before: { second_factor: 'set_up' },
      after: { second_factor: 'missing' },
    });
    return { name: target.name };
  });
}

/** Active administrators other than `userId`: those who can still log in. */
async function otherActiveAdmins(db: Db, userId: number): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(eq(users.role, 'admin'), ne(users.id, userId), isNull(users.blockedAt), isNull(users.deletedAt)),
    )
    .get();
  return row?.n ?? 0;
}

/**
 * Deactivates (active false) or reactivates the other administrator; 409 when it already is so,
 * or when it is the last active administrator.
 */
export function setAdminActive(db: Db, change: AdminChange, active: boolean): Promise<{ name: string }> {
  return inTransaction(db, async () => {
    const target = await otherAdmin(db, change);
    if (!active && (await otherActiveAdmins(db, change.targetId)) === 0)
      throw new AppError(409, 'errors:::admin_last_active');
    const block = await changeUserBlock(db, change.targetId, !active);
    if (!block)
      throw new AppError(
        409,
        active ? 'errors:::admin_already_active' : 'errors:::admin_already_deactivated',
      );
    await recordAudit(db, {
      actorId: change.actorId,
      action: active ? 'admin.reactivate' : 'admin.deactivate',
      targetType: 'user',
      targetId: change.targetId,
      before: { deactivated_at: target.blockedAt },
      after: { deactivated_at: block.blockedAt },
    });
    return { name: target.name };
  });
}
