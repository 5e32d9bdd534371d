// /firma/opgaver/dine-vundne-opgaver: the company's won jobs, 20 a page, newest choice first
// (GET /api/firma/vundne). A page past the end shows page 1, as /firma/vundne_tab2 redirects
// (SPEC §2); the first booking is not opened by itself. On /bookings/{id} that booking is marked;
// when the address names no page, the following pages are looked through until it is found.
// Finished jobs the company hid (the hiddenfinaljob cookie, SPEC §3/§9) are left out of the page,
// unless 'Vis også … skjulte' is ticked or it is the booking the address names.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { EmptyState, ErrorArea, PageTitle, Pager, Spinner, serverTextOfError } from '@opgavetorvet/ui';
import { useWonJobsQuery } from '../api/won-jobs-api';
import { useHiddenFinalJobs } from '../hooks/use-hidden-final-jobs';
import { useWonPage } from '../hooks/use-won-page';
import '../vundne.css';
import { WonJobCard } from './won-job-card';

export function VundnePage() {
  const { t } = useTranslation();
  const { page, pageGiven, bookingId, setPage } = useWonPage();
  const { data, isFetching, error } = useWonJobsQuery(page);
  const hiding = useHiddenFinalJobs();
  const hiddenCount = data ? data.jobs.filter(hiding.isHidden).length : 0;
  const shown = data
    ? data.jobs.filter((job) => hiding.showHidden || !hiding.isHidden(job) || job.contact_id === bookingId)
    : [];
  const pageCount = data ? Math.max(1, Math.ceil(data.total / Math.max(1, data.page_size))) : 1;
  const pastTheEnd = Boolean(data) && page > pageCount;
  const bookingMissing =
    bookingId !== null &&
    !pageGiven &&
    data !== undefined &&
    !data.jobs.some((job) => job.contact_id === bookingId);
  const lookFurther = bookingMissing && page < pageCount && !isFetching;

  useEffect(() => {
    if (lookFurther) setPage(page + 1, { replace: true });
  }, [lookFurther, page, setPage]);

  if (pastTheEnd) return <Navigate to={{ search: '' }} replace />;
  return (
    <section className="stack" data-testid="firma-vundne">
      <PageTitle text={t('firma:::vundne::title')} />
      {data && <p className="muted">{t('firma:::vundne::total', { count: data.total })}</p>}
      <ErrorArea message={error ? (serverTextOfError(error) ?? t('errors:::internal')) : null} />
      {!data && !error && <Spinner label={t('firma:::vundne::loading')} />}
      {data && data.jobs.length === 0 && (
        <EmptyState title={t('firma:::vundne::empty')} text={t('firma:::vundne::empty_text')} />
      )}
      {hiddenCount > 0 && (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={hiding.showHidden}
            onChange={(event) => hiding.setShowHidden(event.target.checked)}
            data-testid="show-hidden-final-jobs"
          />
          {t('firma:::vundne::hidden::show_hidden', { count: hiddenCount })}
        </label>
      )}
      {shown.length > 0 && (
        <div className="stack" aria-busy={isFetching}>
          {shown.map((job) => (
            <WonJobCard
              key={job.contact_id}
              job={job}
              focused={job.contact_id === bookingId}
              hidden={hiding.isHidden(job)}
              onHiddenChange={(hide) => hiding.setHidden(job.job_id, hide)}
            />
          ))}
        </div>
      )}
      <Pager page={data?.page ?? page} pageCount={pageCount} onPage={(next) => setPage(next)} />
    </section>
  );
}
