// /admin/kunder/:userId: one customer — contact, block state and reason, blocking or reopening with a
// reason, the personal-data requests (done on /admin/persondata), their jobs, offers received,
// complaints, reviews written, messages' counts and dates, and the administrators' actions. An id
// that is no number, or one the service does not know (404), shows the not-found screen.
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Card,
  ErrorArea,
  errorTextsOf,
  formatUnixDateTime,
  NotFoundScreen,
  PageTitle,
  Spinner,
} from '@opgavetorvet/ui';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAdminCustomerQuery } from '../api/kunder-api';
import '../kunder.css';
import { CustomerActivity } from './customer-activity';
import { CustomerAudit } from './customer-audit';
import { CustomerBlock } from './customer-block';
import { CustomerContact } from './customer-contact';
import { CustomerPersonalData } from './customer-personal-data';

export function CustomerPage() {
  const { t } = useTranslation();
  const rawId = useParams().userId ?? '';
  const userId = /^[1-9]\d{0,9}$/.test(rawId) ? Number(rawId) : null;
  const { data, error, refetch } = useAdminCustomerQuery(userId ?? 0, { skip: userId === null });
  const status = error && 'status' in error ? error.status : null;

  if (userId === null || (!data && status === 404)) {
    return (
      <NotFoundScreen
        className="stack kunder-page"
        text={t('admin:::kunder::not_found')}
        back={{ to: paths.kunder, label: t('admin:::kunder::back_to_list') }}
      />
    );
  }

  return (
    <section className="stack kunder-page" data-testid="admin-kunde">
      <Link className="back-link" to={paths.kunder}>
        {t('admin:::kunder::back')}
      </Link>
      {!data && error && (
        <ErrorArea message={errorTextsOf(error, t('admin:::kunder::load_failed'))} testId="kunde-error" />
      )}
      {!data && !error && <Spinner />}
      {data && (
        <>
          <div className="kunder-head">
            <PageTitle text={data.name || t('common:::deleted_user')} />
            <Badge tone={data.blocked ? 'danger' : data.deleted_at !== null ? 'neutral' : 'success'}>
              {t(
                data.blocked
                  ? 'admin:::kunder::blocked'
                  : data.deleted_at !== null
                    ? 'admin:::kunder::erased'
                    : 'admin:::kunder::active',
              )}
            </Badge>
          </div>
          {data.blocked && data.blocked_at !== null && (
            <p className="kunder-blocked" role="status" data-testid="kunde-blocked-reason">
              {t('admin:::kunder::blocked_since', {
                reason: data.blocked_reason ?? '',
                date: formatUnixDateTime(data.blocked_at),
              })}
            </p>
          )}
          <div className="kunder-grid">
            <CustomerContact customer={data} />
            <Card>
              <CustomerBlock userId={data.user_id} blocked={data.blocked} onDone={() => void refetch()} />
            </Card>
            <CustomerPersonalData customer={data} />
          </div>
          <CustomerActivity customer={data} />
          <CustomerAudit entries={data.audit} />
        </>
      )}
    </section>
  );
}
