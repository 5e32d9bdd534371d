// POST /api/password/reset: sets a new password with the e-mailed code. Wrong codes count as
// failed attempts (5 in 15 minutes → 429); success clears the code and ends every session.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { PasswordResetBody, PasswordResetReply, errorResponses } from '@opgavetorvet/contracts';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { findAccountByEmail } from './queries.js';
import { passwordCheckLimit } from './limits.js';
import { isThrottled, normalizeEmail, nowSeconds, recordAttempt } from './rules.js';

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
    async (request) => {
      const email = normalizeEmail(request.body.email);
      if (isThrottled(db, email)) throw new AppError(429, 'errors:::login_throttled');

      const account = findAccountByEmail(db, email);
      const live = account?.resetCodeExpiresAt != null && account.resetCodeExpiresAt > nowSeconds();
      const ok = live && (await verifyPassword(account?.resetCode, request.body.code));
      recordAttempt(db, email, request.ip, ok);
      if (!ok || !account) throw new AppError(400, 'errors:::reset_code_invalid');

      const passwordHash = await hashPassword(request.body.password);
      db.update(users)
        .set({ passwordHash, resetCode: null, resetCodeExpiresAt: null })
        .where(eq(users.id, account.id))
        .run();
      fastify.sessions.destroyAllOf(account.id);
      if (request.session?.userId === account.id) await request.session.destroy();
      return { success: true };
    },
  );
};

export default passwordResetRoute;
