// Setting up the second factor (issue 33). GET /api/admin/totp says where the caller is;
// POST /api/admin/totp/ny makes a new secret (sealed in the database) and shows it with its
// otpauth:// address and QR code; POST /api/admin/totp/bekraeft takes the first code from the app,
// confirms the secret, makes the 10 recovery codes (shown this once), writes the audit row and,
// after a password, logs the administrator in. Once confirmed the secret is never shown again.
// Codes are throttled per account and address as passwords are (throttle.ts, key 'totp:<e-mail>').
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import {
  LANDING_PAGES,
  TotpCodeBody,
  TotpConfirmReply,
  TotpSecretReply,
  TotpStateReply,
  errorResponses,
} from '@opgavetorvet/contracts';
import { adminSecondFactors } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../../lib/audit.js';
import { nowSeconds } from '../../lib/danish.js';
import { logIn } from '../../lib/log-in.js';
import { inTransaction } from '../../lib/transaction.js';
import { newRecoveryCodes } from '../../lib/admin-factor/recovery-codes.js';
import { secretBox } from '../../lib/admin-factor/secret-box.js';
import { claimStep, matchingStep, newSecret } from '../../lib/admin-factor/totp.js';
import { codeCheckLimit } from './limits.js';
import { throttledPasswordCheck } from '../../lib/password-throttle.js';
import { factorCaller, factorOf } from './factor-caller.js';

const totpSetupRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  const box = secretBox(fastify.linkSigner);

  fastify.get(
    '/api/admin/totp',
    {
      schema: {
        tags: ['admin'],
        summary: "Where the administrator's second factor stands",
        response: { 200: TotpStateReply, 401: errorResponses[401], 403: errorResponses[403] },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const caller = await factorCaller(db, request);
      if (caller.pending) return { step: caller.pending.step };
      const factor = await factorOf(db, caller.userId);
      return { step: factor?.confirmedAt != null ? ('done' as const) : ('optional' as const) };
    },
  );

  /** The caller may set up a secret: not confirmed yet, and not waiting to give a code. */
  const setupCaller = async (request: Parameters<typeof factorCaller>[1]) => {
    const caller = await factorCaller(db, request);
    const factor = await factorOf(db, caller.userId);
    if (caller.pending?.step === 'verify' || factor?.confirmedAt != null)
      throw new AppError(409, 'errors:::totp_already_set_up');
    return { caller, factor };
  };

  fastify.post(
    '/api/admin/totp/ny',
    {
      config: { rateLimit: codeCheckLimit(fastify) },
      schema: {
        tags: ['admin'],
        summary: 'A new TOTP secret to add to the authenticator app',
        response: { 200: TotpSecretReply, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { caller, factor } = await setupCaller(request);
      const made = newSecret(caller.email);
      const secret = box.seal(made.secret);
      if (factor)
        await db
          .update(adminSecondFactors)
          .set({ secret })
          .where(eq(adminSecondFactors.userId, caller.userId))
          .run();
      else await db.insert(adminSecondFactors).values({ userId: caller.userId, secret }).run();
      return made;
    },
  );

  fastify.post(
    '/api/admin/totp/bekraeft',
    {
      config: { rateLimit: codeCheckLimit(fastify) },
      schema: {
        tags: ['admin'],
        summary: 'Confirm the new secret with its first code; the recovery codes come back once',
        body: TotpCodeBody,
        response: { 200: TotpConfirmReply, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { caller, factor } = await setupCaller(request);
      const secret = factor?.secret ? box.open(factor.secret) : null;
      if (!secret) throw new AppError(409, 'errors:::totp_no_secret');
      const right = await throttledPasswordCheck(db, request, `totp:${caller.email}`, async () => {
        const step = await matchingStep(secret, request.body.code.trim());
        return step !== null && (await claimStep(db, caller.userId, step));
      });
      if (!right) throw new AppError(400, 'errors:::totp_code_wrong');

      const codes = await inTransaction(db, async () => {
        await db
          .update(adminSecondFactors)
          .set({ confirmedAt: nowSeconds(), passwordOnly: 0 })
          .where(eq(adminSecondFactors.userId, caller.userId))
          .run();
        await recordAudit(db, {
          actorId: caller.userId,
          action: 'admin.totp_setup',
          targetType: 'user',
          targetId: caller.userId,
        });
        return newRecoveryCodes(db, caller.userId);
      });
      if (caller.pending) await logIn(request, reply, db, caller.userId, { secondStepPassed: true });
      return {
        type: 'success' as const,
        message: request.t('admin:::totp::confirmed'),
        recovery_codes: codes,
        next: LANDING_PAGES.admin,
      };
    },
  );
};

export default totpSetupRoutes;
