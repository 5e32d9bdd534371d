// A visitor posts a job with an e-mail that already has a profile (SPEC §6: "the visitor must first
// confirm with that profile's password"). A customer profile is confirmed by `password_confirm`
// — the same throttled check as the login and /bruger/data_acknowledgment, and the same
// per-address limit — and the job is then posted on it; a company profile cannot post jobs. The
// refusal says which kind of profile it is, so the form asks in place.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { throttledPasswordCheck } from '../../lib/password-throttle.js';
import { passwordMatches } from '../../lib/password.js';
import type { Account } from '../../db/queries/accounts.js';

export type ProfileKind = 'bruger' | 'firma';

export type ProfileConfirmation =
  { userId: number } | { refusal: { status: 401 | 409; key: string; profile: ProfileKind } };

/** Made once per route: checks a visitor's password for the profile her e-mail has. */
export function profileConfirmer(fastify: FastifyInstance) {
  const { max, timeWindowMs } = fastify.config.loginRateLimit;
  const passwordChecks = fastify.createRateLimit({ max, timeWindow: timeWindowMs });

  return async function confirmProfile(
    request: FastifyRequest,
    account: Account,
    password: string | undefined,
  ): Promise<ProfileConfirmation> {
    // A company posts no jobs (SPEC §6); no password is asked, it could lead nowhere.
    if (account.role === 'company')
      return { refusal: { status: 409, key: 'errors:::createjob_company_profile', profile: 'firma' } };
    if (password === undefined)
      return { refusal: { status: 409, key: 'errors:::createjob_profile_password', profile: 'bruger' } };

    const limit = await passwordChecks(request);
    if (!limit.isAllowed && limit.isExceeded) throw new AppError(429, 'errors:::rate_limited');
    // The administrator is no profile a visitor can confirm: her password never counts here.
    const profile = account.role === 'user' ? account : undefined;
    const ok = await throttledPasswordCheck(fastify.db, request, account.email, () =>
      passwordMatches(profile, password),
    );
    if (!ok || !profile)
      return { refusal: { status: 401, key: 'errors:::createjob_wrong_password', profile: 'bruger' } };
    // A blocked customer (issue 33) posts nothing, not even with the right password.
    if (profile.blockedAt !== null) throw new AppError(403, 'errors:::customer_blocked');
    return { userId: profile.id };
  };
}
