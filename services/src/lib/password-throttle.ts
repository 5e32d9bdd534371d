// Throttling of password checks (login, profile confirm, reset code, a job posted on an existing
// profile) by account and address together: after FREE_FAILURES wrong tries from one address for
// one e-mail, that address waits before its next check, and the wait doubles with every further
// failure (30 s, 1 min, 2 min, … up to 15 min). Another address — the owner at home — is not affected, so nobody can lock an account
// they do not hold. The per-address limit of @fastify/rate-limit stays on top. Here in lib/ because
// two areas check profile passwords (accounts and jobs); accounts/throttle.ts re-exports it.
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { loginAttempts } from '../db/schema/index.js';
import { AppError } from '../errors.js';
import type { Translate } from './translator.js';
import { nowSeconds } from './danish.js';

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
async function pairFailures(
  db: Db,
  email: string,
  ip: string,
  now: number,
): Promise<{ count: number; last: number }> {
  const pair = and(
    eq(loginAttempts.email, email),
    eq(loginAttempts.ip, ip),
    gt(loginAttempts.createdAt, now - FAILURE_MEMORY_SECONDS),
  );
  const lastSuccess = await db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(and(pair, eq(loginAttempts.success, true)))
    .orderBy(desc(loginAttempts.id))
    .get();
  const row = await db
    .select({ count: sql<number>`count(*)`, last: sql<number | null>`max(${loginAttempts.createdAt})` })
    .from(loginAttempts)
    .where(and(pair, eq(loginAttempts.success, false), gt(loginAttempts.id, lastSuccess?.id ?? 0)))
    .get();
  return { count: row?.count ?? 0, last: row?.last ?? 0 };
}

/** Seconds this address must still wait before a password check for this e-mail (0: check now). */
export async function secondsToWait(db: Db, email: string, ip: string, now = nowSeconds()): Promise<number> {
  const { count, last } = await pairFailures(db, email, ip, now);
  return Math.max(0, last + waitAfter(count) - now);
}

export async function recordAttempt(db: Db, email: string, ip: string, success: boolean): Promise<void> {
  await db.insert(loginAttempts).values({ email, ip, success, createdAt: nowSeconds() }).run();
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

/**
 * One throttled password check for a profile confirmation: a 429 (no check) while this address
 * must wait for this e-mail, else `check` runs and its outcome is recorded.
 */
export async function throttledPasswordCheck(
  db: Db,
  request: { ip: string; t: Translate },
  email: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const wait = await secondsToWait(db, email, request.ip);
  if (wait > 0) throw throttledError(request, wait);
  const ok = await check();
  await recordAttempt(db, email, request.ip, ok);
  return ok;
}
