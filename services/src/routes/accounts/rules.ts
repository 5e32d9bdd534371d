// Business rules of accounts as plain functions: e-mail normalisation, how long a reset code lasts,
// and which company slugs are free to take (throttling of password checks is throttle.ts; making a
// slug is lib/slug.ts, where a role lands after logging in is lib/log-in.ts).

export const RESET_CODE_TTL_SECONDS = 60 * 60;
/** Wrong tries, from any addresses, after which a reset code is void (a new one must be sent). */
export const RESET_CODE_MAX_TRIES = 5;

/** E-mails are stored and compared trimmed and in lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
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
  'privatlivspolitik',
  'remotes',
  'remotes.json',
  'social',
  'sogeagenter',
  'vilkaar',
]);

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug);
}

/** Candidates in order: the slug itself (unless reserved), then slug-2, slug-3, … */
export function* slugCandidates(base: string): Generator<string> {
  if (!isReservedSlug(base)) yield base;
  for (let n = 2; ; n += 1) yield `${base}-${n}`;
}
