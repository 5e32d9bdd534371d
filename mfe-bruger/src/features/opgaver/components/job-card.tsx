// One of the customer's jobs: headline, category, status, place, date, bids and unread messages.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { UserJobItem } from '@opgavetorvet/contracts';
import { Card, UnreadDot, formatUnixDate } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { JobStatusBadge } from '../../../components/job-status-badge';

export function JobCard({ job }: { job: UserJobItem }) {
  const { t, i18n } = useTranslation();
  return (
    <Card className="job-card" data-testid="user-job">
      <div className="job-card__head">
        <h2 className="card__title">
          <Link to={paths.opgave(job.job_id)}>{job.headline}</Link>
        </h2>
        <UnreadDot count={job.unread_count} label={t('bruger:::jobs::unread', { count: job.unread_count })} />
      </div>
      <ul className="card__meta">
        <li>{job.category_name}</li>
        <li>
          <JobStatusBadge status={job.status} />
        </li>
        <li>{t('bruger:::jobs::place', { zip: job.zip, city: job.city })}</li>
        <li>{t('bruger:::jobs::created', { date: formatUnixDate(job.created_at, i18n.language) })}</li>
        <li className="job-card__bids">{t('bruger:::jobs::bids', { count: job.bids_count })}</li>
      </ul>
    </Card>
  );
}
