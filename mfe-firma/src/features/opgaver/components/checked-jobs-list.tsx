// The open jobs of the chosen category by its ticked answers: the service's list from
// /firma/find_checked as it is. Its 'Byd' buttons (data-job-id) start the same bid flow as a card.
import type { MouseEvent } from 'react';
import { ServerHtml } from '@opgavetorvet/ui';
import type { BidTarget } from '../hooks/use-bid-gate';

export function CheckedJobsList({ html, onBid }: { html: string; onBid: (target: BidTarget) => void }) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const button =
      event.target instanceof Element ? event.target.closest('button.btn-bid[data-job-id]') : null;
    if (!button) return;
    const jobId = Number(button.getAttribute('data-job-id'));
    const headline = button.closest('.job-item')?.querySelector('.job-headline')?.textContent ?? '';
    if (Number.isInteger(jobId) && jobId > 0) onBid({ job_id: jobId, headline });
  };
  return (
    <ServerHtml
      className="server-html checked-jobs"
      data-testid="checked-jobs"
      html={html}
      onClick={onClick}
    />
  );
}
