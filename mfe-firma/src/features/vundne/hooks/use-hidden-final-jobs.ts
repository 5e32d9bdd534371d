// The won jobs page's hidden finished jobs (the hiddenfinaljob cookie) and whether they are shown
// anyway this visit: which jobs of a page to draw, and the hide/show of one job.
import { useState } from 'react';
import type { WonJobItem } from '@opgavetorvet/contracts';
import { readHiddenFinalJobs, writeHiddenFinalJob } from '../lib/hidden-final-jobs';

export interface HiddenFinalJobs {
  /** Whether this job is a finished one the company hid. */
  isHidden: (job: WonJobItem) => boolean;
  setHidden: (jobId: number, hide: boolean) => void;
  showHidden: boolean;
  setShowHidden: (show: boolean) => void;
}

export function useHiddenFinalJobs(): HiddenFinalJobs {
  const [ids, setIds] = useState(() => new Set(readHiddenFinalJobs()));
  const [showHidden, setShowHidden] = useState(false);
  return {
    isHidden: (job) => job.state === 'finished' && ids.has(job.job_id),
    setHidden: (jobId, hide) => setIds(new Set(writeHiddenFinalJob(jobId, hide))),
    showHidden,
    setShowHidden,
  };
}
