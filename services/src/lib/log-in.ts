// Logs a request in under a fresh session id, shared by every way in (password, sign-up, a posted
// job, social login): a blocked company or customer is refused, the CSRF secret is renewed and its
// token sent back. Where each role lands is the contracts' LANDING_PAGES.
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/open.js';
import { companies, users } from '../db/schema/index.js';
import { AppError } from '../errors.js';
import { refuseBlockedCustomer } from './customer-block.js';
import { nowSeconds } from './danish.js';
import { secondStepOf } from './admin-factor/second-step.js';

/**
 * Logs the request in as `userId` under a new session id and a new CSRF secret: a token fetched
 * before the login is refused after it. The new token goes back in the `x-csrf-token` header, which
 * the front end's base query keeps for the next posts. A social identity waiting to be linked
 * (state 'pending') survives the new id, so a password login can confirm it, and so does the
 * session's file token (lib/files/uploader.ts).
 */
export async function logIn(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  userId: number,
  /** Set only by the administrator's second step, once its code was right (routes/admin-accounts). */
  options: { secondStepPassed?: boolean } = {},
): Promise<void> {
  // A company the administrator has blocked cannot log in, whichever way it tries.
  const blocked = await db
    .select({ at: companies.blockedAt })
    .from(companies)
    .where(eq(companies.userId, userId))
    .get();
  if (blocked && blocked.at !== null) throw new AppError(403, 'errors:::company_blocked');
  // Nor can a customer the administrator has blocked (issue 33).
  await refuseBlockedCustomer(db, userId);
  // An administrator held to a second factor is let in only by its step (issue 33), whichever way it tries.
  if (!options.secondStepPassed && (await secondStepOf(db, userId)) !== null)
    throw new AppError(403, 'errors:::second_factor_needed');
  const keep = (request.session.get('social') as { state?: string } | undefined)?.state === 'pending';
  // The file token too: photos uploaded before the login are still this browser's to attach.
  await request.session.regenerate(keep ? ['social', 'fileToken'] : ['fileToken']);
  reply.header('x-csrf-token', reply.generateCsrf());
  request.session.userId = userId;
  await db.update(users).set({ lastLoginAt: nowSeconds() }).where(eq(users.id, userId)).run();
  request.currentUser = await request.server.loadSessionUser(userId);
}
