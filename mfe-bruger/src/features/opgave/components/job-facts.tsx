// The job's facts on its page: id, category, status, place, date, description and the answers
// to the category's questions (attributes), and the job's photos under the description; a job
// Opgavetorvet removed says so first, with the reason (issue 33).
import { useTranslation } from 'react-i18next';
import type { JobPageReply } from '@opgavetorvet/contracts';
import { Card, formatUnixDate } from '@opgavetorvet/ui';
import { JobStatusBadge } from '../../../components/job-status-badge';
import { JobPhotos } from './job-photos';
import './job-removed.css';

export function JobFacts({ page }: { page: JobPageReply }) {
  const { t, i18n } = useTranslation();
  const { job, attributes } = page;
  return (
    <Card data-testid="job-facts">
      {job.removal && (
        <p className="job-removed" role="status" data-testid="job-removed">
          {t('bruger:::job::removed_by_site', {
            date: formatUnixDate(job.removal.at, i18n.language),
            reason: job.removal.reason,
          })}
        </p>
      )}
      <dl className="facts">
        <dt>{t('bruger:::job::job_id')}</dt>
        <dd>{job.job_id}</dd>
        <dt>{t('bruger:::job::category')}</dt>
        <dd>{job.category_name}</dd>
        <dt>{t('bruger:::job::status')}</dt>
        <dd>
          <JobStatusBadge status={job.status} />
        </dd>
        <dt>{t('bruger:::job::place')}</dt>
        <dd>{t('bruger:::jobs::place', { zip: job.zip, city: job.city })}</dd>
        <dt>{t('bruger:::job::created')}</dt>
        <dd>{formatUnixDate(job.created_at, i18n.language)}</dd>
        {attributes.map((attribute) => (
          <AttributeFact key={attribute.attribute_id} {...attribute} />
        ))}
      </dl>
      {job.description && <p className="job-card__description">{job.description}</p>}
      <JobPhotos page={page} />
    </Card>
  );
}

function AttributeFact({ name, unit, value }: { name: string; unit: string | null; value: string }) {
  const { t } = useTranslation();
  return (
    <>
      <dt>{name}</dt>
      <dd>{unit ? t('bruger:::job::attribute_with_unit', { value, unit }) : value}</dd>
    </>
  );
}
