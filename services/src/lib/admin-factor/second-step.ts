// The administrator's second step after the password (issue 33). An administrator with a confirmed
// TOTP secret is asked for a code at every login ('verify'); one without must set it up first
// ('setup'), unless marked password-only (the seeded demo administrator, until it sets one up).
// Between the password and the code the session holds only `adminStep` (no userId): it is nobody's
// login, so every call that needs one refuses it, and only the TOTP calls read it. It lapses after
// SECOND_STEP_SECONDS; the password must then be given again.
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/open.js';
import { adminSecondFactors, users } from '../../db/schema/index.js';
import { nowSeconds } from '../danish.js';

export type SecondStep = 'setup' | 'verify';

export interface PendingSecondStep {
  userId: number;
  step: SecondStep;
  /** When the password was right (unix seconds). */
  at: number;
}

declare module 'fastify' {
  interface Session {
    /** An administrator whose password was right and who has yet to give the second factor. */
    adminStep?: PendingSecondStep;
  }
}

/** How long after the password the code may be given. */
export const SECOND_STEP_SECONDS = 10 * 60;

/** The second step this account must pass after its password, or null (not an administrator, or password-only). */
export async function secondStepOf(db: Db, userId: number): Promise<SecondStep | null> {
  const row = await db
    .select({
      role: users.role,
      confirmedAt: adminSecondFactors.confirmedAt,
      passwordOnly: adminSecondFactors.passwordOnly,
    })
    .from(users)
    .leftJoin(adminSecondFactors, eq(adminSecondFactors.userId, users.id))
    .where(eq(users.id, userId))
    .get();
  if (!row || row.role !== 'admin') return null;
  if (row.confirmedAt !== null) return 'verify';
  return row.passwordOnly === 1 ? null : 'setup';
}

/**
 * After a right password: a new session id and CSRF secret (as at a login) holding only the
 * pending step; the new token goes back in `x-csrf-token` for the code's post.
 */
export async function beginSecondStep(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  step: SecondStep,
): Promise<void> {
  await request.session.regenerate(['fileToken']);
  reply.header('x-csrf-token', reply.generateCsrf());
  request.session.adminStep = { userId, step, at: nowSeconds() };
}

/** The session's pending second step, or null when there is none or it has lapsed. */
export function pendingSecondStep(request: FastifyRequest): PendingSecondStep | null {
  const pending = request.session?.adminStep;
  if (!pending || typeof pending.userId !== 'number') return null;
  return nowSeconds() - pending.at <= SECOND_STEP_SECONDS ? pending : null;
}

/** Whether the caller gave an administrator's password and not yet the second factor (lapsed or not). */
export const awaitingSecondStep = (request: FastifyRequest): boolean =>
  request.session?.adminStep !== undefined;
