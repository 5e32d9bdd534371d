// The caller's own data (issue 32), for a customer or a company's login (the administrator has
// the admin calls): GET /api/mine-data/eksport streams the ZIP of everything stored about the
// caller; POST /api/mine-data/slet erases the account once its password is confirmed (throttled
// like every password check), ends the session (its cookie cleared) and answers with the farewell text.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  EraseAccountBody,
  EraseAccountReply,
  PERSONAL_DATA_ERASE_PATH,
  PERSONAL_DATA_EXPORT_PATH,
  errorResponses,
} from '@opgavetorvet/contracts';
import { users } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors.js';
import { throttledPasswordCheck } from '../../lib/password-throttle.js';
import { verifyPassword } from '../../lib/password.js';
import { erasePerson } from '../../domain/personal-data/erase.js';
import { personOf } from '../../lib/personal-data/person.js';
import { mustBeLoggedIn } from '../../plugins/app/auth.js';
import { SESSION_COOKIE } from '../../plugins/external/session.js';
import { sendPersonalData } from './send-zip.js';

const ownRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  // Customers and companies only; the hook runs before the body is validated (a visitor gets 401).
  fastify.addHook('preValidation', async (request) => {
    if (mustBeLoggedIn(request).role === 'admin') throw new AppError(403, 'errors:::forbidden');
  });

  fastify.get(
    PERSONAL_DATA_EXPORT_PATH,
    {
      schema: {
        tags: ['personal-data'],
        summary: 'Everything stored about the caller, as a ZIP download (JSON per table, photos, files)',
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const person = await personOf(fastify.db, mustBeLoggedIn(request).id);
      if (!person) throw new AppError(401, 'errors:::unauthorized');
      return sendPersonalData(fastify, reply, person);
    },
  );

  fastify.post(
    PERSONAL_DATA_ERASE_PATH,
    {
      schema: {
        tags: ['personal-data'],
        summary: "Erase the caller's account and personal data (password confirmed)",
        body: EraseAccountBody,
        response: { 200: EraseAccountReply, ...errorResponses },
      },
    },
    async (request, reply) => {
      const caller = mustBeLoggedIn(request);
      const account = await fastify.db
        .select({ email: users.email, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, caller.id))
        .get();
      if (!account) throw new AppError(401, 'errors:::unauthorized');
      const ok = await throttledPasswordCheck(fastify.db, request, account.email, () =>
        verifyPassword(account.passwordHash, request.body.password),
      );
      if (!ok) throw new AppError(400, 'errors:::erase_wrong_password');
      await erasePerson(fastify.db, fastify.fileStore, caller.id, request.t('common:::deleted_user'));
      await request.session.destroy();
      // As at logout: a request still carrying the ended session's cookie would have the service
      // clear the cookie, racing the new session's (the next login's CSRF check then fails).
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { type: 'success' as const, message: request.t('common:::personal_data::erased') };
    },
  );
};

export default ownRoutes;
