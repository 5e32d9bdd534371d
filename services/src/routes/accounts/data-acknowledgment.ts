// POST /bruger/data_acknowledgment and /firma/data_acknowledgment: a visitor whose e-mail matched
// a profile confirms it with that profile's password and is then logged in as it (new session id).
// Throttled like the login: per address, and per account and address together (throttle.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DataAcknowledgmentBody, DataAcknowledgmentReply, errorResponses } from '@opgavetorvet/contracts';
import { findAccountByEmail } from '../../db/queries/accounts.js';
import { logIn } from '../../lib/log-in.js';
import { passwordMatches } from '../../lib/password.js';
import { passwordCheckLimit } from './limits.js';
import { normalizeEmail } from './rules.js';
import { throttledPasswordCheck } from './throttle.js';

const dataAcknowledgmentRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  for (const portal of ['bruger', 'firma'] as const) {
    fastify.post(
      `/${portal}/data_acknowledgment`,
      {
        config: { rateLimit: passwordCheckLimit(fastify) },
        schema: {
          tags: ['accounts'],
          summary: 'Confirm an existing profile with its password, and log in as it',
          body: DataAcknowledgmentBody,
          response: { 200: DataAcknowledgmentReply, ...errorResponses },
        },
      },
      async (request, reply) => {
        const email = normalizeEmail(request.body.search_email);
        const found = await findAccountByEmail(db, email);
        const account = found?.role === 'admin' ? undefined : found;
        const ok = await throttledPasswordCheck(db, request, email, () =>
          passwordMatches(account, request.body.password_confirm),
        );
        if (!ok || !account) return { success: false, pass: false };

        await logIn(request, reply, db, account.id);
        return { success: true, pass: true };
      },
    );
  }
};

export default dataAcknowledgmentRoutes;
