// The page addresses of the front ends (SPEC §2): the contracts' one list (packages/contracts
// src/paths.ts), which the shell's routes (shell/src/app/routes.tsx) and each remote's routes under
// the shell's mount of them (mfe-*/src/app/routes.tsx) are built from. The not-found handler
// (spa-fallback.ts) answers 200 only to an address that one of these names; anything else gets the
// same shell page with 404, and the front end shows its not-found screen there. page-routes.test.ts
// reads the front ends' routes and fails when this list and they part.
import { ADMIN_PAGES, AREAS, PAGES, type PagePattern } from '@opgavetorvet/contracts';

/** Every page, matched as React Router matches (case-insensitive, trailing slashes ignored). */
export const PAGE_ROUTES: readonly PagePattern[] = [...Object.values(PAGES), ...Object.values(ADMIN_PAGES)];

export type PageRoute = PagePattern;

/** The guarantees /guarantees/:page shows (SPEC §2), compared exactly as the page does (guaranteeOf). */
export const GUARANTEE_PAGES = ['haandvaerkogbyggeri-full-text', 'autoreparation-full-text'];

/**
 * The remotes' mounts, whose other addresses the front end answers with its not-found screen (the
 * mount's `*`). Listed because they outrank the dynamic pages: /bruger/foo is not the category page
 * /:createjobUri/:slug.
 */
export const NOT_FOUND_AREAS: readonly string[] = Object.values(AREAS).map((area) => `${area}/*`);

interface Pattern {
  route: PageRoute | null;
  segments: string[];
  splat: boolean;
  score: number;
}

const isParam = (segment: string) => segment.startsWith(':');

/** React Router's rank of a route (computeScore): static segments outrank dynamic ones, a splat least. */
function scoreOf(path: string): number {
  const segments = path.split('/');
  const initial = segments.length + (segments.includes('*') ? -2 : 0);
  return segments
    .filter((s) => s !== '*')
    .reduce((score, s) => score + (isParam(s) ? 3 : s === '' ? 1 : 10), initial);
}

function patternOf(path: string, route: PageRoute | null): Pattern {
  const parts = path.split('/').filter((s) => s !== '');
  const splat = parts.at(-1) === '*';
  return {
    route,
    segments: (splat ? parts.slice(0, -1) : parts).map((s) => (isParam(s) ? s : s.toLowerCase())),
    splat,
    score: scoreOf(path),
  };
}

/** Pages and not-found areas together, best ranked first (a stable sort keeps the list's order on ties). */
const PATTERNS: Pattern[] = [
  ...PAGE_ROUTES.map((path) => patternOf(path, path)),
  ...NOT_FOUND_AREAS.map((path) => patternOf(path, null)),
].sort((a, b) => b.score - a.score);

function matches(pattern: Pattern, segments: string[]): boolean {
  if (pattern.splat ? segments.length < pattern.segments.length : segments.length !== pattern.segments.length)
    return false;
  return pattern.segments.every((expected, i) => {
    const segment = segments[i] ?? '';
    return isParam(expected) ? segment !== '' : segment.toLowerCase() === expected;
  });
}

/**
 * An address's segments as the router reads them: percent-decoded (a segment that does not decode
 * stays as it is), trailing slashes dropped; an empty segment inside ('//') matches no page.
 */
function decodedSegments(path: string): string[] {
  const segments = path.replace(/\/+$/, '').split('/').slice(1);
  return segments.map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
}

export interface PageMatch {
  route: PageRoute;
  /** The address's dynamic segments by name, decoded ('/:slug' → { slug }). */
  params: Record<string, string>;
}

/** The page an address (a path, no query) opens, as the front end routes it, or null if none. */
export function pageRouteOf(path: string): PageMatch | null {
  const segments = decodedSegments(path);
  const pattern = PATTERNS.find((candidate) => matches(candidate, segments));
  if (!pattern?.route) return null;
  const params: Record<string, string> = {};
  pattern.segments.forEach((name, i) => {
    if (isParam(name)) params[name.slice(1)] = segments[i] ?? '';
  });
  if (pattern.route === PAGES.guarantee && !GUARANTEE_PAGES.includes(params.page ?? '')) return null;
  return { route: pattern.route, params };
}
