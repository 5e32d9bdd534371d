// How each job status looks: its badge tone (the Danish label comes from bruger:::status), shared
// with the service's picture of the customer's list (packages/contracts).
import { JOB_STATUS_TONE, type JobStatus } from '@opgavetorvet/contracts';
import type { BadgeTone } from '@opgavetorvet/ui';

export const statusTone: Record<JobStatus, BadgeTone> = JOB_STATUS_TONE;
