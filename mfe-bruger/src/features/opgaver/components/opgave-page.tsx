// /bruger/opgave/:jobId: one of the customer's jobs, from the same list the jobs page shows.
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card, EmptyState, ErrorArea, PageTitle, Spinner, UnreadDot, formatUnixDate, serverTextOfError } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { useUserJobsQuery } from '../api/opgaver-api';
import { JobStatusBadge } from './job-status-badge';

export function OpgavePage() {
  const { t, i18n } = useTranslation();
  const jobId = Number(useParams().jobId);
  const { data, isLoading, error } = useUserJobsQuery();
  const job = data?.jobs.find((item) => item.job_id === jobId);
  const back = <Link to={paths.opgaver}>{t('bruger:::job::back')}</Link>;

  if (isLoading) return <Spinner />;
  if (error) return <ErrorArea message={serverTextOfError(error) ?? t('errors:::internal')} />;
  if (!job) return <EmptyState title={t('bruger:::job::not_found')} action={back} />;
  return (
    <section className="stack" data-testid="bruger-opgave">
      <p className="back-link">{back}</p>
      <PageTitle text={job.headline} />
      <Card>
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
          <dt>{t('bruger:::job::bids')}</dt>
          <dd>{t('bruger:::jobs::bids', { count: job.bids_count })}</dd>
          <dt>{t('bruger:::job::messages')}</dt>
          <dd>
            {job.unread_count > 0 ? (
              <UnreadDot count={job.unread_count} label={t('bruger:::jobs::unread', { count: job.unread_count })} />
            ) : (
              t('bruger:::job::no_unread')
            )}
          </dd>
        </dl>
      </Card>
    </section>
  );
}
