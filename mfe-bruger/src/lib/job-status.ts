// How each job status looks: its badge tone (the Danish label comes from bruger:::status).
import type { JobStatus } from '@opgavetorvet/contracts';
import type { BadgeTone } from '@opgavetorvet/ui';

export const statusTone: Record<JobStatus, BadgeTone> = {
  open: 'info',
  assigned: 'warning',
  finished: 'success',
  cancelled: 'danger',
  closed: 'neutral',
  expired: 'neutral',
};
