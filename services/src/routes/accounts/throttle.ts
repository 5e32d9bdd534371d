// Throttling of password checks (login, profile confirm, reset code) by account and address
// together: after FREE_FAILURES wrong tries from one address for one e-mail, that address waits
// before its next check, and the wait doubles with every further failure (30 s, 1 min, 2 min, … up
// to 15 min). Another address — the owner at home — is not affected, so nobody can lock an account
// they do not hold. The per-address limit of @fastify/rate-limit (limits.ts) stays on top.
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { loginAttempts } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Translate } from '../../plugins/app/i18n.js';
import { nowSeconds } from './rules.js';

/** Wrong tries from one address for one e-mail that cost nothing. */
export const FREE_FAILURES = 5;
export const FIRST_WAIT_SECONDS = 30;
export const MAX_WAIT_SECONDS = 15 * 60;
/** Failures older than this are forgotten. */
export const FAILURE_MEMORY_SECONDS = 60 * 60;

/** The wait after `failures` wrong tries in a row (0 while they are free). */
export function waitAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (failures - FREE_FAILURES));
}

/** Failures from this address for this e-mail since its last success there, and when the last one was. */
function pairFailures(db: Db, email: string, ip: string, now: number): { count: number; last: number } {
  const pair = and(
    eq(loginAttempts.email, email),
    eq(loginAttempts.ip, ip),
    gt(loginAttempts.createdAt, now - FAILURE_MEMORY_SECONDS),
  );
  const lastSuccess = db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(and(pair, eq(loginAttempts.success, true)))
    .orderBy(desc(loginAttempts.id))
    .get();
  const row = db
    .select({ count: sql<number>`count(*)`, last: sql<number | null>`max(${loginAttempts.createdAt})` })
    .from(loginAttempts)
    .where(and(pair, eq(loginAttempts.success, false), gt(loginAttempts.id, lastSuccess?.id ?? 0)))
    .get();
  return { count: row?.count ?? 0, last: row?.last ?? 0 };
}

/** Seconds this address must still wait before a password check for this e-mail (0: check now). */
export function secondsToWait(db: Db, email: string, ip: string, now = nowSeconds()): number {
  const { count, last } = pairFailures(db, email, ip, now);
  return Math.max(0, last + waitAfter(count) - now);
}

export function recordAttempt(db: Db, email: string, ip: string, success: boolean): void {
  db.insert(loginAttempts).values({ email, ip, success, createdAt: nowSeconds() }).run();
}

/** '30 sekunder', '2 minutter': how long to wait, in the request's language. */
export function waitPhrase(request: { t: Translate }, seconds: number): string {
  return seconds < 60
    ? request.t('errors:::wait_seconds', { count: seconds })
    : request.t('errors:::wait_minutes', { count: Math.ceil(seconds / 60) });
}

/** The 429 of a throttled check: 'For mange forkerte forsøg fra denne adresse. Vent 2 minutter, …'. */
export function throttledError(request: { t: Translate }, seconds: number): AppError {
  return new AppError(429, 'errors:::login_throttled', { wait: waitPhrase(request, seconds) });
}
