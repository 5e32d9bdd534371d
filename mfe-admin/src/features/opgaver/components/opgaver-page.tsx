// /admin/opgaver (issue 33): every job, found by words, state, category, region and the days it was
// created (the filters live in the address), newest first a page at a time; each leads to the job's
// own page, where it is shown as its customer sees it and can be removed or opened again.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, EmptyState, PageTitle, Spinner, formatUnixDate } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { useAdminJobsQuery } from '../api/opgaver-api';
import { filtersOf, pageOf, paramsOf, queryOf, type FilterValues } from '../lib/job-filters';
import '../opgaver.css';
import { JobFiltersForm } from './job-filters-form';
import { JobStateBadge } from './job-state-badge';

export function OpgaverPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = pageOf(params);
  const { data, isFetching } = useAdminJobsQuery(queryOf(filters, page));
  const search = (values: FilterValues) => setParams(paramsOf(values));
  const toPage = (next: number) => setParams(paramsOf(filters, next));

  return (
    <section className="stack opgaver-page" data-testid="admin-opgaver">
      <PageTitle text={t('admin:::opgaver::title')} />
      <p className="muted opgaver-page__lead">{t('admin:::opgaver::lead')}</p>
      <JobFiltersForm key={params.toString()} initial={filters} onSearch={search} />
      {!data && isFetching && <Spinner />}
      {data && data.jobs.length === 0 && <EmptyState title={t('admin:::opgaver::empty')} />}
      {data && data.jobs.length > 0 && (
        <ul className="opgaver-results" aria-label={t('admin:::opgaver::results_label')}>
          {data.jobs.map((job) => (
            <li key={job.job_id} className="opgaver-result" data-testid="opgaver-result">
              <span className="opgaver-result__title">
                <Link to={paths.opgave(job.job_id)}>{job.headline}</Link>
                <span className="muted"> {t('admin:::opgaver::job_id', { id: job.job_id })}</span>
              </span>
              <span className="opgaver-result__meta">
                {job.category_name} · {job.zip} {job.city}
                {job.region_name && ` (${job.region_name})`} · {job.customer_name}
              </span>
              <span className="opgaver-result__date">
                {t('admin:::opgaver::created', { date: formatUnixDate(job.created_at, i18n.language) })}
              </span>
              <JobStateBadge status={job.status} removed={job.removed} />
            </li>
          ))}
        </ul>
      )}
      {data && (data.page > 1 || data.has_more) && (
        <nav className="pager" aria-label={t('admin:::opgaver::pager_label')}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => toPage(page - 1)}>
            {t('admin:::opgaver::previous')}
          </Button>
          <span className="pager__status" aria-live="polite">
            {t('admin:::opgaver::page', { page })}
          </span>
          <Button variant="secondary" disabled={!data.has_more} onClick={() => toPage(page + 1)}>
            {t('admin:::opgaver::next')}
          </Button>
        </nav>
      )}
    </section>
  );
}
