// POST /api/admin/totp/kode: the second step of an administrator's login (issue 33). After the
// password the session holds only the pending step; a code from the app (this step or one either
// side, never a step already used) or an unused recovery code (then used up, and the audit log says
// so) logs the administrator in. Wrong codes are throttled per account and address as passwords.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LANDING_PAGES, TotpCodeBody, TotpVerifyReply, errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { recordAudit } from '../../lib/audit.js';
import { logIn } from '../../lib/log-in.js';
import { isRecoveryCode, recoveryCodesLeft, useRecoveryCode } from '../../lib/admin-factor/recovery-codes.js';
import { secretBox } from '../../lib/admin-factor/secret-box.js';
import { claimStep, matchingStep } from '../../lib/admin-factor/totp.js';
import { codeCheckLimit } from './limits.js';
import { throttledPasswordCheck } from '../../lib/password-throttle.js';
import { factorCaller, factorOf } from './factor-caller.js';

const totpLoginRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  const box = secretBox(fastify.linkSigner);

  fastify.post(
    '/api/admin/totp/kode',
    {
      config: { rateLimit: codeCheckLimit(fastify) },
      schema: {
        tags: ['admin'],
        summary: "The code of an administrator's login, from the app or a recovery code",
        body: TotpCodeBody,
        response: { 200: TotpVerifyReply, ...errorResponses },
      },
    },
    async (request, reply) => {
      const caller = await factorCaller(db, request);
      if (caller.pending?.step !== 'verify') throw new AppError(409, 'errors:::totp_no_code_asked');
      const answer = request.body.code.trim();
      const recovery = isRecoveryCode(answer);
      const factor = await factorOf(db, caller.userId);
      const right = await throttledPasswordCheck(db, request, `totp:${caller.email}`, async () => {
        if (recovery) return useRecoveryCode(db, caller.userId, answer);
        const secret = factor?.secret ? box.open(factor.secret) : null;
        const step = secret ? await matchingStep(secret, answer) : null;
        return step !== null && (await claimStep(db, caller.userId, step));
      });
      if (!right) throw new AppError(400, 'errors:::totp_code_wrong');

      if (recovery)
        await recordAudit(db, {
          actorId: caller.userId,
          action: 'admin.recovery_code_used',
          targetType: 'user',
          targetId: caller.userId,
        });
      await logIn(request, reply, db, caller.userId, { secondStepPassed: true });
      return {
        type: 'success' as const,
        next: LANDING_PAGES.admin,
        recovery_codes_left: recovery ? await recoveryCodesLeft(db, caller.userId) : null,
      };
    },
  );
};

export default totpLoginRoute;
