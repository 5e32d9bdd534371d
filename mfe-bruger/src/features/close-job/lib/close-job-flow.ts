// The close-job flow's cookie (SPEC §3/§9: one day): set when the customer starts closing a job,
// so choosing the supplier then leads back to the job list instead of the supplier-hired page (§4).
// The close-job page also takes it as the address's parameter (?closeopgave, SPEC §2).
export const CLOSE_JOB_COOKIE = 'closeopgave';
const ONE_DAY_SECONDS = 24 * 60 * 60;

export function startCloseJobFlow(jobId: number): void {
  document.cookie = `${CLOSE_JOB_COOKIE}=${jobId}; max-age=${ONE_DAY_SECONDS}; path=/; SameSite=Lax`;
}

/** True while the flow for this job is started (the cookie holds its id). */
export function closeJobFlowStarted(jobId: number): boolean {
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .includes(`${CLOSE_JOB_COOKIE}=${jobId}`);
}

export function endCloseJobFlow(): void {
  document.cookie = `${CLOSE_JOB_COOKIE}=; max-age=0; path=/; SameSite=Lax`;
}
