// One of the customer's jobs: headline, category, status, place, date, bids and unread messages,
// and the idea link that opens the job's block in place.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { UserJobItem } from '@opgavetorvet/contracts';
import { Card, UnreadDot, formatUnixDate } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { JobStatusBadge } from '../../../components/job-status-badge';
import { useJobBlock } from '../hooks/use-job-block';
import { IdeaButton } from './idea-button';
import { JobBlock } from './job-block';
import './opgaver.css';

export function JobCard({ job }: { job: UserJobItem }) {
  const { t, i18n } = useTranslation();
  const block = useJobBlock(job.job_id);
  const blockId = `job-block-${job.job_id}`;
  return (
    <Card className="job-card" data-testid="user-job" data-job-id={job.job_id}>
      <div className="job-card__head">
        <h2 className="card__title">
          <Link to={paths.opgave(job.job_id)}>{job.headline}</Link>
        </h2>
        <div className="job-card__tools">
          <UnreadDot
            count={job.unread_count}
            label={t('bruger:::jobs::unread', { count: job.unread_count })}
          />
          <IdeaButton
            headline={job.headline}
            open={block.open}
            busy={block.busy}
            controls={blockId}
            onToggle={() => void block.toggle()}
          />
        </div>
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
      <JobBlock id={blockId} html={block.html} />
    </Card>
  );
}
