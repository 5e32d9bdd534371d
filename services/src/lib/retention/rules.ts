// What the privacy policy keeps for a limited time, removed (issue 32): one function per kind of
// row, each a single statement, at `now` (unix seconds) by the periods of the contracts' RETENTION,
// which the policy page states. Run daily by the retention task (plugins/app/retention.ts).
import { and, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import { RETENTION, daysInSeconds } from '@opgavetorvet/contracts';
import type { Queryable } from '../../db/engine/store.js';
import { contactChanges, loginAttempts, outbox, sessions, users } from '../../db/schema/index.js';

/** Sessions past their idle or absolute time-out (the store also drops one when it is read). */
export async function removeExpiredSessions(db: Queryable, now: number): Promise<number> {
  const expired = or(lt(sessions.idleExpiresAt, now), lt(sessions.absoluteExpiresAt, now));
  return (await db.delete(sessions).where(expired).run()).changes;
}

/** Log-in attempts older than RETENTION.loginAttemptDays (the throttle reads only the last hour). */
export async function removeOldLoginAttempts(db: Queryable, now: number): Promise<number> {
  const before = now - daysInSeconds(RETENTION.loginAttemptDays);
  return (await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, before)).run()).changes;
}

/**
 * Delivered e-mails and SMS after RETENTION.sentMessageDays (counted from the sending), and the ones
 * that failed after RETENTION.failedMessageDays (counted from the queuing: the administrator has had
 * that long to send them again). Rows still queued or being sent are never touched.
 */
export async function removeOldOutboxRows(db: Queryable, now: number): Promise<number> {
  const sentBefore = now - daysInSeconds(RETENTION.sentMessageDays);
  const failedBefore = now - daysInSeconds(RETENTION.failedMessageDays);
  const old = or(
    and(eq(outbox.status, 'sent'), lt(sql`coalesce(${outbox.sentAt}, ${outbox.createdAt})`, sentBefore)),
    and(eq(outbox.status, 'failed'), lt(outbox.createdAt, failedBefore)),
  );
  return (await db.delete(outbox).where(old).run()).changes;
}

/**
 * Unconfirmed changes of phone or e-mail whose code or link has expired, once
 * RETENTION.unconfirmedChangeDays have passed since the last one was sent (until then the row still
 * counts towards the sending limit).
 */
export async function removeExpiredContactChanges(db: Queryable, now: number): Promise<number> {
  const sentBefore = now - daysInSeconds(RETENTION.unconfirmedChangeDays);
  const expired = and(lt(contactChanges.expiresAt, now), lt(contactChanges.lastSentAt, sentBefore));
  return (await db.delete(contactChanges).where(expired).run()).changes;
}

/** Password codes (forgot password, a new profile's first password) past their expiry are cleared. */
export async function clearExpiredResetCodes(db: Queryable, now: number): Promise<number> {
  const expired = and(isNotNull(users.resetCode), lt(users.resetCodeExpiresAt, now));
  return (
    await db
      .update(users)
      .set({ resetCode: null, resetCodeExpiresAt: null, resetCodeFailures: 0 })
      .where(expired)
      .run()
  ).changes;
}
