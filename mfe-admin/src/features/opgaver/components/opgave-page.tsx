// /admin/opgaver/:jobId (issue 33): one job as its customer sees it, who the customer is, whether
// and why Opgavetorvet removed it, the form that closes and removes it or opens it again (as the
// job's status allows), and the administrators' actions on it. An id that is no number, or one the
// service does not know (404), shows the not-found screen with a link back to the list.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  ErrorArea,
  NotFoundScreen,
  PageTitle,
  Spinner,
  errorTextsOf,
  formatUnixDateTime,
} from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { useAdminJobQuery } from '../api/opgaver-api';
import '../opgaver.css';
import { JobActionForm } from './job-action-form';
import { JobAudit } from './job-audit';
import { JobStateBadge } from './job-state-badge';
import { JobView } from './job-view';

export function OpgavePage() {
  const { t } = useTranslation();
  const rawId = useParams().jobId ?? '';
  const jobId = /^[1-9]\d{0,9}$/.test(rawId) ? Number(rawId) : null;
  const { data, error, refetch } = useAdminJobQuery(jobId ?? 0, { skip: jobId === null });
  const status = error && 'status' in error ? error.status : null;
  const reload = () => void refetch();

  if (jobId === null || (!data && status === 404)) {
    return (
      <NotFoundScreen
        className="stack opgaver-page"
        text={t('admin:::opgaver::not_found')}
        back={{ to: paths.opgaver, label: t('admin:::opgaver::back_to_list') }}
      />
    );
  }

  return (
    <section className="stack opgaver-page" data-testid="admin-opgave">
      <Link className="back-link" to={paths.opgaver}>
        {t('admin:::opgaver::back')}
      </Link>
      {!data && error && (
        <ErrorArea message={errorTextsOf(error, t('admin:::opgaver::load_failed'))} testId="opgave-error" />
      )}
      {!data && !error && <Spinner />}
      {data && (
        <>
          <div className="opgave-head">
            <PageTitle text={data.page.job.headline} />
            <JobStateBadge status={data.page.job.status} removed={data.removal !== null} />
            <span className="muted">{t('admin:::opgaver::job_id', { id: data.page.job.job_id })}</span>
          </div>
          <p>
            <strong>{t('admin:::opgaver::customer')}:</strong> {data.customer.name} · {data.customer.email}
          </p>
          {data.removal && (
            <div className="opgave-removed" role="status" data-testid="opgave-removed">
              <p>
                {t('admin:::opgaver::removed_notice', {
                  date: formatUnixDateTime(data.removal.removed_at),
                  reason: data.removal.reason,
                })}
              </p>
              <p className="muted">
                {t('admin:::opgaver::removed_from', {
                  status: t(`admin:::opgaver::states::${data.removal.from_status}`),
                })}
              </p>
            </div>
          )}
          <div className="opgave-grid">
            <JobView page={data.page} />
            <div className="stack">
              {data.actions.can_remove && <JobActionForm jobId={jobId} action="fjern" onDone={reload} />}
              {data.actions.can_restore && <JobActionForm jobId={jobId} action="genaabn" onDone={reload} />}
              {!data.actions.can_remove && !data.actions.can_restore && (
                <p className="muted">{t('admin:::opgaver::no_actions')}</p>
              )}
              <JobAudit entries={data.audit} />
            </div>
          </div>
        </>
      )}
    </section>
  );
}
