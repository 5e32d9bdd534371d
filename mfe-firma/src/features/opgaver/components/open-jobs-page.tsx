// /firma/opgaver (alias /company/jobs): open jobs with a search box and paging; ?jobid= opens one.
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorArea, PageTitle, Pager, Spinner, serverTextOfError } from '@opgavetorvet/ui';
import { useCompanyOpenJobsQuery } from '../api/open-jobs-api';
import { useOpenJobsParams } from '../hooks/use-open-jobs-params';
import { JobSearchForm } from './job-search-form';
import { OpenJobCard } from './open-job-card';

export function OpenJobsPage() {
  const { t } = useTranslation();
  const { page, search, jobId, setPage, setSearch } = useOpenJobsParams();
  const { data, isFetching, error } = useCompanyOpenJobsQuery({ page, search: search || undefined });
  const pageCount = data ? Math.max(1, Math.ceil(data.total / Math.max(1, data.page_size))) : 1;
  return (
    <section className="stack" data-testid="firma-opgaver">
      <PageTitle text={t('firma:::jobs::title')} />
      <JobSearchForm search={search} onSearch={setSearch} />
      {data && <p className="muted">{t('firma:::jobs::total', { count: data.total })}</p>}
      <ErrorArea message={error ? (serverTextOfError(error) ?? t('errors:::internal')) : null} />
      {isFetching && !data && <Spinner />}
      {data && data.jobs.length === 0 && (
        <EmptyState title={search ? t('firma:::jobs::no_match', { search }) : t('firma:::jobs::empty')} />
      )}
      {data && data.jobs.length > 0 && (
        <div className="stack" aria-busy={isFetching}>
          {data.jobs.map((job) => (
            <OpenJobCard key={job.job_id} job={job} focused={job.job_id === jobId} />
          ))}
        </div>
      )}
      <Pager page={data?.page ?? page} pageCount={pageCount} onPage={setPage} />
    </section>
  );
}
