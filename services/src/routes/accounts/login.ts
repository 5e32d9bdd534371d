// POST /bruger/modalformlogin: the login modal. argon2id check, limited per address and per
// account (5 failures in 15 minutes → 429 without checking the password); a new session id.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LoginBody, LoginReply, errorResponses } from '@opgavetorvet/contracts';
import { findAccountByEmail, logIn, passwordMatches } from './queries.js';
import { passwordCheckLimit } from './limits.js';
import { LANDING, isThrottled, normalizeEmail, recordAttempt } from './rules.js';

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
        response: { 200: LoginReply, 400: errorResponses[400], 401: LoginReply, 403: errorResponses[403], 429: LoginReply },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const refuse = (status: 401 | 429, key: string) => {
        const text = request.t(key);
        return reply.code(status).send({ type: 'error', typelogin: '', user_id: 0, text, message: text });
      };
      if (isThrottled(db, email)) return refuse(429, 'errors:::login_throttled');

      const account = findAccountByEmail(db, email);
      const ok = await passwordMatches(account, request.body.password);
      recordAttempt(db, email, request.ip, ok);
      if (!ok || !account) return refuse(401, 'errors:::login_failed');

      await logIn(request, db, account.id);
      return { type: 'success' as const, typelogin: account.role, user_id: account.id, text: LANDING[account.role] };
    },
  );
};

export default loginRoute;
