// The per-company list of hidden jobs (SPEC §3/§4/§9): a cookie of job ids the company chose not to
// see, and the showallwork cookie that shows them anyway. Read by the open-jobs list's two routes
// (GET /api/firma/opgaver and the findopgaver fragment) and the hide/show calls, which live in
// different areas.
import { MAX_ID } from '@opgavetorvet/contracts';

/** SPEC §9: the hidden-job list, show-all and other preference cookies live 365 days. */
export const LONG_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Keeps the cookie well under the 4 KB a browser stores; the oldest hidden ids fall off first. */
export const HIDDEN_JOBS_MAX = 300;
export const SHOW_ALL_COOKIE = 'showallwork';

/** The per-company cookie holding the hidden job ids (SPEC §3). */
export const hiddenJobsCookie = (companyId: number): string => `hidden_jobs_${companyId}`;

/** Reads the cookie's comma-separated ids, ignoring anything that is not an id. */
export function parseHiddenJobs(value: string | undefined): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .filter((part) => /^[1-9][0-9]{0,9}$/.test(part))
    .map(Number)
    .filter((id) => id <= MAX_ID);
  return [...new Set(ids)].slice(-HIDDEN_JOBS_MAX);
}

/** The list after hiding (added last) or showing (removed) one job. */
export function toggleHidden(ids: number[], jobId: number, hide: boolean): number[] {
  const rest = ids.filter((id) => id !== jobId);
  return hide ? [...rest, jobId].slice(-HIDDEN_JOBS_MAX) : rest;
}

/**
 * The company's hidden jobs (its cookie) and whether the list shows them anyway: the caller's
 * explicit choice when it made one (?vis_alle), otherwise the showallwork cookie.
 */
export const hiddenChoiceOf = (
  cookies: Record<string, string | undefined>,
  companyId: number,
  asked?: boolean,
): { hiddenIds: number[]; showAll: boolean } => ({
  hiddenIds: parseHiddenJobs(cookies[hiddenJobsCookie(companyId)]),
  showAll: asked ?? cookies[SHOW_ALL_COOKIE] === '1',
});
