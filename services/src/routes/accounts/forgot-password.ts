// POST /bruger/sendmailforgotpassword: makes a new 6-digit code (stored hashed, valid 1 hour) and
// sends it by e-mail, and by SMS when the profile has a phone. success is false when no profile
// has the e-mail; fb_email is true when the profile was created by social login.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { ForgotPasswordBody, ForgotPasswordReply, errorResponses } from '@opgavetorvet/contracts';
import { users } from '../../db/schema/index.js';
import { hashPassword, newResetCode } from '../../lib/password.js';
import { findAccountByEmail } from '../../db/queries/accounts.js';
import { sendingLimit } from './limits.js';
import { RESET_CODE_TTL_SECONDS, normalizeEmail } from './rules.js';
import { nowSeconds } from '../../lib/danish.js';

const forgotPasswordRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/bruger/sendmailforgotpassword',
    {
      config: { rateLimit: sendingLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Send a new code for choosing a new password',
        body: ForgotPasswordBody,
        response: {
          200: ForgotPasswordReply,
          400: errorResponses[400],
          403: errorResponses[403],
          429: errorResponses[429],
        },
      },
    },
    async (request) => {
      const account = await findAccountByEmail(fastify.db, normalizeEmail(request.body.email));
      if (!account) return { success: false, fb_email: false };

      const code = newResetCode();
      await fastify.db
        .update(users)
        .set({
          resetCode: await hashPassword(code),
          resetCodeExpiresAt: nowSeconds() + RESET_CODE_TTL_SECONDS,
          resetCodeFailures: 0,
        })
        .where(eq(users.id, account.id))
        .run();

      const params = { name: account.name, code };
      await fastify.mailer.send({
        to: account.email,
        subject: request.t('mail:::reset_code::subject'),
        text: request.t('mail:::reset_code::text', params),
      });
      if (account.phone)
        await fastify.sms.send({ to: account.phone, text: request.t('mail:::reset_code::sms', params) });

      return { success: true, fb_email: Boolean(account.fbUserId) };
    },
  );
};

export default forgotPasswordRoute;
