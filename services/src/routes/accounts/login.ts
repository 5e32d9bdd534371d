// POST /bruger/modalformlogin: the login modal. argon2id check, limited per address and throttled
// per account and address together (throttle.ts: 429 without checking the password while that
// address must wait); a new session id. A company or customer the administrator blocked is refused with 403.
// An administrator held to a second factor gets no login yet, only the way to its code (/admin/totp).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_PAGES, LANDING_PAGES, LoginBody, LoginReply, errorResponses } from '@opgavetorvet/contracts';
import { findAccountByEmail } from '../../db/queries/accounts.js';
import { passwordMatches } from '../../lib/password.js';
import { logIn } from '../../lib/log-in.js';
import { recordAttempt, secondsToWait, waitPhrase } from './throttle.js';
import { passwordCheckLimit } from './limits.js';
import { normalizeEmail } from './rules.js';
import { beginSecondStep, secondStepOf } from '../../lib/admin-factor/second-step.js';

const loginRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  fastify.post(
    '/bruger/modalformlogin',
    {
      config: { rateLimit: passwordCheckLimit(fastify) },
      schema: {
        tags: ['accounts'],
        summary: 'Log in with e-mail and password',
        body: LoginBody,
        response: {
          200: LoginReply,
          400: errorResponses[400],
          401: LoginReply,
          403: LoginReply,
          429: LoginReply,
        },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const refuse = (status: 401 | 403 | 429, text: string) =>
        reply.code(status).send({ type: 'error', typelogin: '', user_id: 0, text, message: text });
      const wait = await secondsToWait(db, email, request.ip);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        return refuse(429, request.t('errors:::login_throttled', { wait: waitPhrase(request, wait) }));
      }

      const account = await findAccountByEmail(db, email);
      const ok = await passwordMatches(account, request.body.password);
      await recordAttempt(db, email, request.ip, ok);
      if (!ok || !account) return refuse(401, request.t('errors:::login_failed'));
      if (account.companyBlockedAt !== null) return refuse(403, request.t('errors:::company_blocked'));
      if (account.blockedAt !== null) return refuse(403, request.t('errors:::customer_blocked'));

      // An administrator held to a second factor is not logged in yet: the code's page comes next (issue 33).
      const step = account.role === 'admin' ? await secondStepOf(db, account.id) : null;
      if (step) {
        await beginSecondStep(request, reply, account.id, step);
        return { type: 'success' as const, typelogin: '' as const, user_id: 0, text: ADMIN_PAGES.adminTotp };
      }
      await logIn(request, reply, db, account.id);
      return {
        type: 'success' as const,
        typelogin: account.role,
        user_id: account.id,
        text: LANDING_PAGES[account.role],
      };
    },
  );
};

export default loginRoute;
