// A customer's new phone number takes effect only once the 6-digit code texted to it is typed
// (issue 32): POST /api/bruger/profil/telefon texts the code (at most one a minute and five an
// hour, contact-changes.ts), POST /api/bruger/profil/telefon/bekraeft checks it: 10 minutes, five
// wrong tries, then a new code is needed. Until then users.phone keeps the old number.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { MessageReply, PhoneChangeBody, PhoneConfirmBody, errorResponses } from '@opgavetorvet/contracts';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { nowSeconds } from '../../lib/danish.js';
import { inTransaction } from '../../lib/transaction.js';
import {
  PHONE_CODE_MAX_TRIES,
  PHONE_CODE_TTL_SECONDS,
  countWrongCode,
  endChange,
  newPhoneCode,
  pendingChange,
  secretHash,
  startChange,
} from './contact-changes.js';
import { sendingLimit } from './limits.js';

/** Digits only, so '22 33 44 55' and '22334455' are one number. */
const digitsOf = (phone: string) => phone.replace(/[^0-9+]/g, '');

const accountPhoneRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  fastify.post(
    '/api/bruger/profil/telefon',
    {
      config: { rateLimit: sendingLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Text a confirmation code to a new phone number',
        body: PhoneChangeBody,
        response: { 200: MessageReply, ...errorResponses },
      },
    },
    async (request) => {
      const userId = request.customer.id;
      const phone = request.body.phone.trim();
      const current = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)).get();
      if (current?.phone && digitsOf(current.phone) === digitsOf(phone))
        throw new AppError(400, 'errors:::account::phone_same');
      const code = newPhoneCode();
      await inTransaction(db, async () => {
        await startChange(db, fastify.linkSigner, {
          userId,
          field: 'phone',
          newValue: phone,
          secret: code,
          ttl: PHONE_CODE_TTL_SECONDS,
          now: nowSeconds(),
        });
        await fastify.sms.send({
          to: phone,
          text: request.t('mail:::account_change::phone_sms', { code }),
        });
      });
      return {
        type: 'success' as const,
        message: request.t('notices:::account::phone_code_sent', { phone }),
      };
    },
  );

  fastify.post(
    '/api/bruger/profil/telefon/bekraeft',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Confirm the new phone number with the texted code',
        body: PhoneConfirmBody,
        response: { 200: MessageReply, ...errorResponses },
      },
    },
    async (request) => {
      const userId = request.customer.id;
      const change = await pendingChange(db, userId, 'phone');
      if (!change || change.expiresAt <= nowSeconds() || change.failedTries >= PHONE_CODE_MAX_TRIES)
        throw new AppError(400, 'errors:::account::phone_code_expired');
      const given = Buffer.from(secretHash(fastify.linkSigner, userId, 'phone', request.body.code));
      const stored = Buffer.from(change.secretHash);
      if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
        await countWrongCode(db, userId, 'phone');
        const left = PHONE_CODE_MAX_TRIES - change.failedTries - 1;
        if (left <= 0) throw new AppError(400, 'errors:::account::phone_code_expired');
        throw new AppError(400, 'errors:::account::phone_code_wrong', { left });
      }
      await inTransaction(db, async () => {
        await db.update(users).set({ phone: change.newValue }).where(eq(users.id, userId)).run();
        await endChange(db, userId, 'phone');
      });
      return { type: 'success' as const, message: request.t('notices:::account::phone_confirmed') };
    },
  );
};

export default accountPhoneRoutes;
