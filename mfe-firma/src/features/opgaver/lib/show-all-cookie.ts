// 'Vis alle' on the open jobs (SPEC §3/§9): the showallwork cookie keeps the choice for 365 days;
// the page also sends it with the list call, so the list changes at once.
const NAME = 'showallwork';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function readShowAll(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((part) => part.trim() === `${NAME}=1`);
}

export function writeShowAll(on: boolean): void {
  document.cookie = `${NAME}=${on ? '1' : '0'}; path=/; max-age=${MAX_AGE_SECONDS}; samesite=lax`;
}
