// 'Skjul' on the start checklist (issue 31) is the cookie kom-godt-i-gang-skjult_<companyId>=1 (365
// days, per company, as the pricelist notice's): the page reads it, and so does the service's first
// screen, which then draws no checklist either (docs/decisions.md says why not localStorage).
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const nameOf = (companyId: number) => `kom-godt-i-gang-skjult_${companyId}`;

/** `cookies`: the request's, when the service draws the page (app/first-screen.server.tsx); else the page's. */
export function checklistHidden(companyId: number, cookies: string = document.cookie): boolean {
  return cookies.split(';').some((part) => part.trim() === `${nameOf(companyId)}=1`);
}

export function hideChecklist(companyId: number): void {
  document.cookie = `${nameOf(companyId)}=1; path=/; max-age=${MAX_AGE_SECONDS}; samesite=lax`;
}
