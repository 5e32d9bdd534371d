// How each job status is coloured where it is shown as a badge. A module of its own, without
// TypeBox, so a front end that imports it does not load the schemas' library with it (the
// customer's first load would grow by the whole TypeBox chunk).
import type { JobStatus } from './portals.js';

/**
 * The colour of each job status where it is shown as a badge (the UI kit's badge tones): the
 * customer's pages and the service's picture of the customer's list.
 */
export const JOB_STATUS_TONE = {
  open: 'info',
  assigned: 'warning',
  finished: 'success',
  cancelled: 'danger',
  closed: 'neutral',
  expired: 'neutral',
} as const satisfies Record<JobStatus, 'neutral' | 'info' | 'success' | 'warning' | 'danger'>;
