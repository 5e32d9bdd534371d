// /bruger/opgaver: the customer's jobs as cards, or an empty state with a way to post one; a button
// to post a new job stands by the title either way (it leads to the category search on the home page).
// `?job_id=` (SPEC §2's parameter, as older links carry it) opens that job's page instead.
import './opgaver.css';
import { useDeferredValue } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorArea, PageTitle, Spinner, serverTextOfError } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { useUserJobsQuery } from '../api/opgaver-api';
import { JobCard } from './job-card';

export function OpgaverPage() {
  const { t } = useTranslation();
  const jobId = Number(useSearchParams()[0].get('job_id'));
  const toJob = Number.isSafeInteger(jobId) && jobId > 0;
  const { data: answered, isLoading, error } = useUserJobsQuery(undefined, { skip: toJob });
  // A store update renders at once and in one piece; the deferred copy renders the list as a
  // transition, in slices that leave the browser its turn (issue 13, total blocking time).
  const data = useDeferredValue(answered);
  if (toJob) return <Navigate to={paths.opgave(jobId)} replace />;
  return (
    <section data-testid="bruger-opgaver">
      <div className="opgaver-head">
        <PageTitle text={t('bruger:::jobs::title')} />
        {data && data.jobs.length > 0 && (
          <Link className="btn btn--primary" to={paths.home} data-testid="new-job">
            {t('bruger:::jobs::new_job')}
          </Link>
        )}
      </div>
      {isLoading && <Spinner />}
      <ErrorArea message={error ? (serverTextOfError(error) ?? t('errors:::internal')) : null} />
      {data && data.jobs.length === 0 && (
        <EmptyState
          title={t('bruger:::jobs::empty_title')}
          text={t('bruger:::jobs::empty_text')}
          action={
            <Link className="btn btn--primary" to={paths.home}>
              {t('bruger:::jobs::create')}
            </Link>
          }
        />
      )}
      {data && data.jobs.length > 0 && (
        <div className="stack">
          {data.jobs.map((job) => (
            <JobCard key={job.job_id} job={job} />
          ))}
        </div>
      )}
    </section>
  );
}
