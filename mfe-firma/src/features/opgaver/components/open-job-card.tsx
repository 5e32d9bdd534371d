// One open job: headline, category, place, date, bids, whether we bid, its description on demand
// and 'Giv tilbud' (the bid modal) while the company has not bid on it.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyOpenJobItem } from '@opgavetorvet/contracts';
import { Badge, Button, Card, formatUnixDate } from '@opgavetorvet/ui';
import { BidModal } from './bid-modal';

export function OpenJobCard({ job, focused }: { job: CompanyOpenJobItem; focused: boolean }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(focused);
  const [wasFocused, setWasFocused] = useState(focused);
  const [bidding, setBidding] = useState(false);
  const ref = useRef<HTMLElement>(null);
  // A job that becomes the focused one (?jobid=) opens; adjusting state while rendering avoids an extra pass.
  if (focused !== wasFocused) {
    setWasFocused(focused);
    if (focused) setOpen(true);
  }
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [focused]);
  const descriptionId = `job-${job.job_id}-description`;
  return (
    <Card
      ref={ref}
      className={focused ? 'job-card job-card--focused' : 'job-card'}
      data-testid="open-job"
      data-job-id={job.job_id}
      id={`job-${job.job_id}`}
    >
      <div className="job-card__head">
        <h2 className="card__title">{job.headline}</h2>
        {job.has_bid && <Badge tone="success">{t('firma:::jobs::has_bid')}</Badge>}
      </div>
      <ul className="card__meta">
        <li>{job.category_name}</li>
        <li>{t('firma:::jobs::place', { zip: job.zip, city: job.city })}</li>
        <li>{t('firma:::jobs::created', { date: formatUnixDate(job.created_at, i18n.language) })}</li>
        <li>{t('firma:::jobs::bids', { count: job.bids_count })}</li>
      </ul>
      {open && (
        <p className="job-card__description" id={descriptionId}>
          {job.description}
        </p>
      )}
      <div className="job-card__actions">
        {!job.has_bid && <Button onClick={() => setBidding(true)}>{t('firma:::jobs::give_bid')}</Button>}
        <Button variant="quiet" aria-expanded={open} aria-controls={descriptionId} onClick={() => setOpen((o) => !o)}>
          {open ? t('firma:::jobs::hide_description') : t('firma:::jobs::show_description')}
        </Button>
      </div>
      {bidding && <BidModal job={job} onClose={() => setBidding(false)} />}
    </Card>
  );
}
