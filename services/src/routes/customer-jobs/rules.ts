// Business rules of the customer's side of a job as plain functions: the invitation limit, which
// contacts can be chosen, when the job's photos may change and the hidden-jobs cookie.
import { MAX_ID, MAX_INVITATIONS_PER_JOB } from '@opgavetorvet/contracts';
import type { JobStatus } from '../../db/schema/index.js';

export { MAX_INVITATIONS_PER_JOB };

/** Companies can be invited to, and a supplier chosen on, an open job only (the job page's rule). */
export { isOpen } from '../../domain/jobs/job-page-data.js';

/** The states in which the customer may change the job's photos (issue 30). */
export const PHOTOS_CHANGEABLE_STATES: readonly JobStatus[] = ['open', 'assigned'];
export const photosChangeable = (status: JobStatus): boolean => PHOTOS_CHANGEABLE_STATES.includes(status);

/** Whether the job can get (another) supplier now: the job's life, domain/jobs/choose-supplier.ts. */
export { UNCONFIRMED_SECONDS, canChooseAgain, hasLapsed } from '../../domain/jobs/choose-supplier.js';

/** The contact states where the company was chosen (a booking exists): the job's life's table. */
export { CHOSEN_STATES } from '../../domain/jobs/transitions.js';

/** SPEC §9: hidden job lists are cookies kept 365 days; the customer's is one per account. */
export const HIDDEN_JOBS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const HIDDEN_JOBS_MAX = 500;

export const hiddenJobsCookie = (userId: number): string => `hiddenjobs_u${userId}`;

export function parseHiddenJobs(value: string | undefined): number[] {
  if (!value) return [];
  const ids = value
    .split(/[,.]/)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0 && n <= MAX_ID);
  return [...new Set(ids)].slice(-HIDDEN_JOBS_MAX);
}

export function withHidden(ids: number[], jobId: number, hidden: boolean): number[] {
  const rest = ids.filter((id) => id !== jobId);
  return (hidden ? [...rest, jobId] : rest).slice(-HIDDEN_JOBS_MAX);
}

/** Dates in Copenhagen time and whole kroner, shared with the rest of the service. */
export { formatDate as dateText, formatWholeKroner as kroner } from '../../lib/danish.js';
