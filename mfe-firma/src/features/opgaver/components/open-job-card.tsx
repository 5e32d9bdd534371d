// One open job: headline, category, place, date, bids, whether we bid, the start of its text,
// 'Se beskrivelse' (the description modal) and 'Giv tilbud' while the company has not bid on it.
// The job of ?jobid= is marked and scrolled to (SPEC §2); the page opens its description.
// 'Skjul opgaven' hides it for this company; a hidden job (listed under 'Vis alle') is marked.
// The job's photos as small thumbnails that open the lightbox (issue 30).
import { Suspense, lazy, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyOpenJobItem } from '@opgavetorvet/contracts';
import { Badge, Button, Card, formatUnixDate } from '@opgavetorvet/ui';
import type { BidTarget } from '../hooks/use-bid-gate';
import { HideJobButton } from './hide-job-button';

// A job's thumbnails load with the first card that has photos, not with the page (its budget).
const JobPhotoThumbs = lazy(() =>
  import('../../../components/job-photo-thumbs').then((module) => ({ default: module.JobPhotoThumbs })),
);

interface OpenJobCardProps {
  job: CompanyOpenJobItem;
  focused: boolean;
  checkingBid: boolean;
  onDescribe: (jobId: number) => void;
  onBid: (target: BidTarget) => void;
}

export function OpenJobCard({ job, focused, checkingBid, onDescribe, onBid }: OpenJobCardProps) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [focused]);
  return (
    <Card
      ref={ref}
      className={['job-card', focused && 'job-card--focused', job.hidden && 'job-card--hidden']
        .filter(Boolean)
        .join(' ')}
      data-testid="open-job"
      data-job-id={job.job_id}
      id={`job-${job.job_id}`}
      aria-current={focused ? 'true' : undefined}
    >
      <div className="job-card__head">
        <h2 className="card__title">{job.headline}</h2>
        {job.has_bid && <Badge tone="success">{t('firma:::jobs::has_bid')}</Badge>}
        {job.hidden && <Badge>{t('firma:::jobs::hidden::badge')}</Badge>}
      </div>
      <ul className="card__meta">
        <li>{job.category_name}</li>
        <li>{t('firma:::jobs::place', { zip: job.zip, city: job.city })}</li>
        <li>{t('firma:::jobs::created', { date: formatUnixDate(job.created_at, i18n.language) })}</li>
        <li>{t('firma:::jobs::bids', { count: job.bids_count })}</li>
      </ul>
      <p className="job-card__excerpt">{job.description}</p>
      {(job.photos?.length ?? 0) > 0 && (
        <Suspense fallback={null}>
          <JobPhotoThumbs photos={job.photos} />
        </Suspense>
      )}
      <div className="job-card__actions">
        {!job.has_bid && (
          <Button busy={checkingBid} onClick={() => onBid({ job_id: job.job_id, headline: job.headline })}>
            {t('firma:::jobs::give_bid')}
          </Button>
        )}
        <Button variant="quiet" onClick={() => onDescribe(job.job_id)}>
          {t('firma:::opgaver_extra::description::open')}
        </Button>
        <HideJobButton jobId={job.job_id} headline={job.headline} hidden={job.hidden} />
      </div>
    </Card>
  );
}
