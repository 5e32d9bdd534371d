// /admin/firmaer/:companyId: one company — contact, block state and reason, plan per category,
// balance and movements, the administrators' actions; credit a bank transfer and block or reopen;
// edit its profile and pricelist (issue 33, company-edit-section.tsx).
// An id that is no number, or one the service does not know (404), shows the not-found screen with
// a link back to the company list; any other failure shows the service's text instead of a spinner.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  Badge,
  Card,
  ErrorArea,
  errorTextsOf,
  formatUnixDate,
  formatUnixDateTime,
  NotFoundScreen,
  PageTitle,
  Spinner,
} from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { useAdminCompanyQuery } from '../api/firmaer-api';
import '../firmaer.css';
import { BlockForm } from './block-form';
import { CompanyEditSection } from './company-edit-section';
import { CompanyLedger } from './company-ledger';
import { CreditForm } from './credit-form';
import { useKroner } from './money';

export function CompanyPage() {
  const { t, i18n } = useTranslation();
  const rawId = useParams().companyId ?? '';
  const companyId = /^[1-9]\d{0,9}$/.test(rawId) ? Number(rawId) : null;
  const { data, error, refetch } = useAdminCompanyQuery(companyId ?? 0, { skip: companyId === null });
  const kroner = useKroner();
  const reload = () => void refetch();
  const status = error && 'status' in error ? error.status : null;

  if (companyId === null || (!data && status === 404)) {
    return (
      <NotFoundScreen
        className="stack firmaer-page"
        text={t('admin:::firmaer::not_found')}
        back={{ to: paths.firmaer, label: t('admin:::firmaer::back_to_list') }}
      />
    );
  }

  return (
    <section className="stack firmaer-page" data-testid="admin-firma">
      <Link className="back-link" to={paths.firmaer}>
        {t('admin:::firmaer::back')}
      </Link>
      {!data && error && (
        <ErrorArea message={errorTextsOf(error, t('admin:::firmaer::load_failed'))} testId="firma-error" />
      )}
      {!data && !error && <Spinner />}
      {data && (
        <>
          <div className="firmaer-head">
            <PageTitle text={data.name} />
            <Badge tone={data.blocked ? 'danger' : 'success'}>
              {t(data.blocked ? 'admin:::firmaer::blocked' : 'admin:::firmaer::active')}
            </Badge>
          </div>
          {data.blocked && data.blocked_at !== null && (
            <p className="firmaer-blocked" role="status" data-testid="blocked-reason">
              {t('admin:::firmaer::blocked_since', {
                date: formatUnixDateTime(data.blocked_at),
                reason: data.blocked_reason ?? '',
              })}
            </p>
          )}
          <div className="firmaer-grid">
            <Card className="stack">
              <h2 className="section-title">{t('admin:::firmaer::contact')}</h2>
              <p className="firmaer-facts">
                {data.cvr ? t('admin:::firmaer::cvr', { cvr: data.cvr }) : t('admin:::firmaer::none')}
                <br />
                {data.email}
                {data.phone && (
                  <>
                    <br />
                    {data.phone}
                  </>
                )}
              </p>
              <h2 className="section-title">{t('admin:::firmaer::balance')}</h2>
              <p className="firmaer-balance" data-testid="admin-balance">
                {kroner(data.balance_ore)}
              </p>
            </Card>
            <Card className="stack">
              <h2 className="section-title">{t('admin:::firmaer::plans')}</h2>
              {data.plans.length === 0 && <p className="muted">{t('admin:::firmaer::no_plans')}</p>}
              <ul className="firmaer-plans">
                {data.plans.map((plan) => (
                  <li key={plan.category_id}>
                    <span>{plan.category}</span>
                    <span>
                      <Badge tone={plan.type === 'basic' ? 'neutral' : 'info'}>
                        {t(`admin:::firmaer::plan_types::${plan.type}`)}
                      </Badge>
                      {plan.period_ends_at !== null && (
                        <span className="muted">
                          {' '}
                          {t('admin:::firmaer::plan_until', {
                            date: formatUnixDate(plan.period_ends_at, i18n.language),
                          })}
                        </span>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            </Card>
          </div>
          <CompanyEditSection companyId={data.company_id} onChanged={reload} />
          <div className="firmaer-grid">
            <Card>
              <CreditForm companyId={data.company_id} onDone={reload} />
            </Card>
            <Card>
              <BlockForm companyId={data.company_id} blocked={data.blocked} onDone={reload} />
            </Card>
          </div>
          <section className="stack">
            <h2 className="section-title">{t('admin:::firmaer::ledger')}</h2>
            <CompanyLedger companyId={data.company_id} lines={data.lines} onDone={reload} />
          </section>
          <section className="stack">
            <h2 className="section-title">{t('admin:::firmaer::audit')}</h2>
            {data.audit.length === 0 && <p className="muted">{t('admin:::firmaer::audit_empty')}</p>}
            <ul className="firmaer-audit" data-testid="admin-audit">
              {data.audit.map((entry, index) => (
                <li key={`${entry.created_at}-${index}`}>
                  <strong>
                    {t(`admin:::firmaer::actions::${entry.action.replace('.', '_')}`, {
                      defaultValue: entry.action,
                    })}
                  </strong>{' '}
                  <span className="muted">
                    {t('admin:::firmaer::audit_line', {
                      date: formatUnixDateTime(entry.created_at),
                      actor: entry.actor,
                    })}
                  </span>
                  {entry.text && <p className="firmaer-audit__text">{entry.text}</p>}
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </section>
  );
}
