// Business rules of reviews as plain functions: picking e-mail addresses out of free text by a
// pattern over a fixed list of top-level domains (SPEC §5), the monthly (200, SPEC §9) and daily
// (50, ours) caps of review e-mails, paging, and which contact may be reviewed.
import { REVIEW_EMAIL_DAILY_CAP, REVIEW_EMAIL_MONTHLY_CAP, REVIEWS_PAGE_SIZE } from '@opgavetorvet/contracts';

/** Our own fixed list: the Nordic and European country domains customers use, and the common generic ones. */
export const REVIEW_EMAIL_TLDS = [
  'dk',
  'se',
  'no',
  'fi',
  'is',
  'gl',
  'fo',
  'de',
  'nl',
  'be',
  'lu',
  'fr',
  'es',
  'pt',
  'it',
  'at',
  'ch',
  'pl',
  'cz',
  'ee',
  'lv',
  'lt',
  'uk',
  'ie',
  'eu',
  'us',
  'ca',
  'com',
  'net',
  'org',
  'info',
  'biz',
  'nu',
  'io',
  'me',
  'co',
  'email',
  'online',
  'mail',
] as const;

const EMAIL_PATTERN = new RegExp(
  `[a-z0-9._%+-]+@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+(?:${[...REVIEW_EMAIL_TLDS].sort((a, b) => b.length - a.length).join('|')})(?![a-z0-9-]|\\.[a-z0-9])`,
  'gi',
);

/** Every address in the text whose domain ends in a listed top-level domain, lower case, once each, in order. */
export function extractEmails(text: string): string[] {
  const found = (text.match(EMAIL_PATTERN) ?? []).map((email) => email.toLowerCase().replace(/^[.]+/, ''));
  return [...new Set(found.filter((email) => !email.includes('..') && email.length <= 254))];
}

export type CapStop = 'month' | 'day' | null;

/**
 * How many of `wanted` mails may go now, given what this company sent today and this month;
 * `stop` says which cap held the rest back (month wins when both do, so count_all reads 200).
 */
export function reviewEmailAllowance(
  wanted: number,
  sentToday: number,
  sentThisMonth: number,
): { allowed: number; stop: CapStop } {
  const monthLeft = Math.max(0, REVIEW_EMAIL_MONTHLY_CAP - sentThisMonth);
  const dayLeft = Math.max(0, REVIEW_EMAIL_DAILY_CAP - sentToday);
  const allowed = Math.min(wanted, monthLeft, dayLeft);
  if (allowed === wanted) return { allowed, stop: null };
  return { allowed, stop: monthLeft <= dayLeft ? 'month' : 'day' };
}

/** page_up of a paged list: the next page, or 0 when this is the last. */
export function nextPage(page: number, hasMore: boolean): number {
  return hasMore ? page + 1 : 0;
}

export const reviewOffset = (page: number): number => (page - 1) * REVIEWS_PAGE_SIZE;

/** A customer reviews a contact of her own job once the job is finished. */
export function mayReview(state: string): boolean {
  return state === 'finished';
}
