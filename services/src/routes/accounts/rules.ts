// Business rules of accounts as plain functions: where each role lands, e-mail normalisation,
// per-account throttling of password checks, reset codes, and company slugs.
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Role } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { loginAttempts } from '../../db/schema/index.js';

/** Where a role lands after logging in (the login reply's `text`). */
export const LANDING: Record<Role, string> = {
  user: '/bruger/opgaver',
  company: '/firma/opgaver',
  admin: '/admin/annulleringer',
};

/** At this many failed password checks for one e-mail within the window, checks are refused. */
export const MAX_FAILED_ATTEMPTS = 5;
export const ATTEMPT_WINDOW_SECONDS = 15 * 60;
export const RESET_CODE_TTL_SECONDS = 60 * 60;

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** E-mails are stored and compared trimmed and in lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Failed checks for this e-mail in the window, counting only those after its last success. */
export function recentFailures(db: Db, email: string, now = nowSeconds()): number {
  const since = now - ATTEMPT_WINDOW_SECONDS;
  const lastSuccess = db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.success, true), gt(loginAttempts.createdAt, since)))
    .orderBy(desc(loginAttempts.id))
    .get();
  const row = db
    .select({ count: sql<number>`count(*)` })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, since),
        gt(loginAttempts.id, lastSuccess?.id ?? 0),
      ),
    )
    .get();
  return row?.count ?? 0;
}

export function isThrottled(db: Db, email: string): boolean {
  return recentFailures(db, email) >= MAX_FAILED_ATTEMPTS;
}

export function recordAttempt(db: Db, email: string, ip: string, success: boolean): void {
  db.insert(loginAttempts).values({ email, ip, success, createdAt: nowSeconds() }).run();
}

/** A six-digit code, leading zeros kept. */
export function newResetCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** First path segments a company slug must not take: they are pages or calls of the product. */
const RESERVED_SLUGS = new Set([
  'admin', 'ajax', 'api', 'bruger', 'bruger2', 'company', 'createjob', 'docs', 'firma', 'firma2',
  'firmaer', 'guarantees', 'hjaelp', 'indhent-tilbud', 'locales', 'opgave', 'remotes', 'remotes.json',
  'social', 'sogeagenter',
]);

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug);
}

/** 'Tømrer Ålborg & Søn ApS' → 'toemrer-aalborg-soen-aps'. */
export function slugify(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'firma';
}

/** Candidates in order: the slug itself (unless reserved), then slug-2, slug-3, … */
export function* slugCandidates(base: string): Generator<string> {
  if (!isReservedSlug(base)) yield base;
  for (let n = 2; ; n += 1) yield `${base}-${n}`;
}
