// POST /api/konto/adgangskode: a new password for the logged-in account (customer or company),
// given with the current one (wrong → 400, counted by the per-address password-check limit) and
// under the sign-up's rule (NewPassword). Every other session of the account ends; the one that
// changed it stays logged in (issue 32).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { MessageReply, PasswordChangeBody, errorResponses } from '@opgavetorvet/contracts';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { mustBeLoggedIn } from '../../plugins/app/auth.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { passwordCheckLimit } from './limits.js';

const accountPasswordRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  fastify.post(
    '/api/konto/adgangskode',
    {
      preHandler: fastify.requireRole(['user', 'company']),
      config: { rateLimit: passwordCheckLimit(fastify) },
      schema: {
        tags: ['accounts'],
        summary: 'Change the password (the current one first); ends the other sessions',
        body: PasswordChangeBody,
        response: { 200: MessageReply, ...errorResponses },
      },
    },
    async (request) => {
      const account = mustBeLoggedIn(request);
      const { current_password, new_password } = request.body;
      const row = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, account.id))
        .get();
      if (!(await verifyPassword(row?.passwordHash, current_password)))
        throw new AppError(400, 'errors:::account::current_password_wrong');
      if (current_password === new_password) throw new AppError(400, 'errors:::account::password_same');
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(new_password), resetCode: null, resetCodeExpiresAt: null })
        .where(eq(users.id, account.id))
        .run();
      await fastify.sessions.destroyOthersOf(account.id, request.session.sessionId);
      return { type: 'success' as const, message: request.t('notices:::account::password_changed') };
    },
  );
};

export default accountPasswordRoute;
