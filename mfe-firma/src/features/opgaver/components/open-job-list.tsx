// The open jobs of one page of /firma/opgaver as cards, marked busy while the page fetches; also
// drawn by the service with the page (app/first-screen.server.tsx).
import type { CompanyOpenJobItem } from '@opgavetorvet/contracts';
import type { BidTarget } from '../hooks/use-bid-gate';
import { OpenJobCard } from './open-job-card';

interface OpenJobListProps {
  jobs: CompanyOpenJobItem[];
  busy: boolean;
  /** The job of ?jobid=, marked and scrolled to. */
  focusedId: number | null;
  /** The job whose bid is being checked. */
  checkingId: number | null;
  onDescribe: (jobId: number) => void;
  onBid: (target: BidTarget) => void;
}

export function OpenJobList({ jobs, busy, focusedId, checkingId, onDescribe, onBid }: OpenJobListProps) {
  return (
    <div className="stack" aria-busy={busy}>
      {jobs.map((job) => (
        <OpenJobCard
          key={job.job_id}
          job={job}
          focused={job.job_id === focusedId}
          checkingBid={checkingId === job.job_id}
          onDescribe={onDescribe}
          onBid={onBid}
        />
      ))}
    </div>
  );
}
