// POST /api/password/reset: sets a new password with the e-mailed code. Wrong codes count as
// failed attempts of that address (throttle.ts), and the code itself is void after
// RESET_CODE_MAX_TRIES wrong tries from any addresses, so it cannot be guessed from many places;
// success clears the code and ends every session.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { PasswordResetBody, PasswordResetReply, errorResponses } from '@opgavetorvet/contracts';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { findAccountByEmail } from '../../db/queries/accounts.js';
import { passwordCheckLimit } from './limits.js';
import { RESET_CODE_MAX_TRIES, normalizeEmail } from './rules.js';
import { nowSeconds } from '../../lib/danish.js';
import { recordAttempt, secondsToWait, throttledError } from './throttle.js';
import { SESSION_COOKIE } from '../../plugins/external/session.js';

/** One more wrong try of the account's live code; the last allowed one voids the code. */
async function countWrongCode(db: Db, userId: number): Promise<void> {
  const failures = sql`${users.resetCodeFailures} + 1`;
  await db
    .update(users)
    .set({
      resetCodeFailures: failures,
      resetCode: sql`case when ${failures} >= ${RESET_CODE_MAX_TRIES} then null else ${users.resetCode} end`,
      resetCodeExpiresAt: sql`case when ${failures} >= ${RESET_CODE_MAX_TRIES} then null else ${users.resetCodeExpiresAt} end`,
    })
    .where(eq(users.id, userId))
    .run();
}

const passwordResetRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  fastify.post(
    '/api/password/reset',
    {
      config: { rateLimit: passwordCheckLimit(fastify) },
      schema: {
        tags: ['accounts'],
        summary: 'Choose a new password with the code sent by e-mail/SMS',
        body: PasswordResetBody,
        response: { 200: PasswordResetReply, ...errorResponses },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const wait = await secondsToWait(db, email, request.ip);
      if (wait > 0) throw throttledError(request, wait);

      const account = await findAccountByEmail(db, email);
      const live = account?.resetCodeExpiresAt != null && account.resetCodeExpiresAt > nowSeconds();
      const ok = live && (await verifyPassword(account?.resetCode, request.body.code));
      await recordAttempt(db, email, request.ip, ok);
      if (!ok || !account) {
        if (live && account) await countWrongCode(db, account.id);
        throw new AppError(400, 'errors:::reset_code_invalid');
      }

      const passwordHash = await hashPassword(request.body.password);
      await db
        .update(users)
        .set({ passwordHash, resetCode: null, resetCodeExpiresAt: null, resetCodeFailures: 0 })
        .where(eq(users.id, account.id))
        .run();
      await fastify.sessions.destroyAllOf(account.id);
      if (request.session?.userId === account.id) {
        await request.session.destroy();
        // As at logout: a cookie left for the ended session would clear the next login's.
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
      }
      return { success: true };
    },
  );
};

export default passwordResetRoute;
