// Who calls the second factor's routes: an administrator between the password and the code (the
// session's pending step), or a logged-in administrator setting one up of its own accord. A lapsed
// step is told to log in again, and one deactivated meanwhile is refused as at the password (403
// errors:::customer_blocked, before any code is taken); a visitor gets 401 and a customer or a
// company 403.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/open.js';
import { adminSecondFactors, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { pendingSecondStep, type PendingSecondStep } from '../../lib/admin-factor/second-step.js';

export interface FactorCaller {
  userId: number;
  email: string;
  /** The pending step after the password; null for a logged-in administrator. */
  pending: PendingSecondStep | null;
}

export async function factorCaller(db: Db, request: FastifyRequest): Promise<FactorCaller> {
  const pending = pendingSecondStep(request);
  if (pending) {
    const account = await db
      .select({ email: users.email, blockedAt: users.blockedAt })
      .from(users)
      .where(eq(users.id, pending.userId))
      .get();
    if (!account) throw new AppError(401, 'errors:::second_factor_lapsed');
    if (account.blockedAt !== null) throw new AppError(403, 'errors:::customer_blocked');
    return { userId: pending.userId, email: account.email, pending };
  }
  const user = request.currentUser;
  if (!user) {
    throw new AppError(
      401,
      request.session?.adminStep ? 'errors:::second_factor_lapsed' : 'errors:::unauthorized',
    );
  }
  if (user.role !== 'admin') throw new AppError(403, 'errors:::forbidden');
  return { userId: user.id, email: user.email, pending: null };
}

/** The administrator's second-factor row (undefined when it has none yet). */
export function factorOf(db: Db, userId: number) {
  return db.select().from(adminSecondFactors).where(eq(adminSecondFactors.userId, userId)).get();
}
