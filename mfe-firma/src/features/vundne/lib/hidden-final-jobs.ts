// The finished jobs a company hid from its won jobs (SPEC §3/§9): the page's own cookie
// hiddenfinaljob, kept 365 days, holding their job ids (comma-separated, newest last, at most 300
// so the cookie stays well under the 4 KB a browser keeps).
const NAME = 'hiddenfinaljob';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const MAX_IDS = 300;

/** The hidden job ids the cookie holds, ignoring anything that is not an id. */
export function readHiddenFinalJobs(cookies: string = document.cookie): number[] {
  const part = cookies
    .split(';')
    .map((item) => item.trim())
    .find((item) => item.startsWith(`${NAME}=`));
  if (!part) return [];
  let value: string;
  try {
    value = decodeURIComponent(part.slice(NAME.length + 1));
  } catch {
    return [];
  }
  const ids = value
    .split(',')
    .filter((id) => /^[1-9][0-9]{0,9}$/.test(id))
    .map(Number);
  return [...new Set(ids)].slice(-MAX_IDS);
}

/** Hides (adds last) or shows (removes) one finished job and writes the cookie; the new list. */
export function writeHiddenFinalJob(jobId: number, hide: boolean): number[] {
  const rest = readHiddenFinalJobs().filter((id) => id !== jobId);
  const ids = hide ? [...rest, jobId].slice(-MAX_IDS) : rest;
  document.cookie = `${NAME}=${encodeURIComponent(ids.join(','))}; path=/; max-age=${MAX_AGE_SECONDS}; samesite=lax`;
  return ids;
}
