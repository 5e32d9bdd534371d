// Business rules of accounts as plain functions: where each role lands, e-mail normalisation,
// reset codes, and company slugs (throttling of password checks is throttle.ts).
import { randomInt } from 'node:crypto';
import type { Role } from '@opgavetorvet/contracts';

/** Where a role lands after logging in (the login reply's `text`). */
export const LANDING: Record<Role, string> = {
  user: '/bruger/opgaver',
  company: '/firma/opgaver',
  admin: '/admin/annulleringer',
};

export const RESET_CODE_TTL_SECONDS = 60 * 60;
/** Wrong tries, from any addresses, after which a reset code is void (a new one must be sent). */
export const RESET_CODE_MAX_TRIES = 5;

/** E-mails are stored and compared trimmed and in lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A six-digit code, leading zeros kept. */
export function newResetCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** First path segments a company slug must not take: they are pages or calls of the product. */
const RESERVED_SLUGS = new Set([
  'admin',
  'ajax',
  'api',
  'bruger',
  'bruger2',
  'company',
  'createjob',
  'docs',
  'firma',
  'firma2',
  'firmaer',
  'guarantees',
  'hjaelp',
  'indhent-tilbud',
  'locales',
  'opgave',
  'remotes',
  'remotes.json',
  'social',
  'sogeagenter',
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
