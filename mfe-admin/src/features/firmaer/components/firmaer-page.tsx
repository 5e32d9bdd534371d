// /admin/firmaer: find a company by name, CVR or e-mail (?q= keeps the search in the address); each
// result leads to the company's own page with plans, balance, ledger, manual credit and blocking.
// Opened from a support case (?sag=<id>), it leads on to that case's company (issue 33).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Badge, EmptyState, PageTitle, Spinner } from '@opgavetorvet/ui';
import { SearchForm } from '../../../components/search-form';
import { paths } from '../../../config/paths';
import { useAdminCompaniesQuery } from '../api/firmaer-api';
import { caseIdOf } from '../lib/support-case-param';
import { CaseCompanyRedirect } from './case-company-redirect';
import '../firmaer.css';
import { useKroner } from './money';

export function FirmaerPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const caseId = caseIdOf(params);
  const { data, isFetching } = useAdminCompaniesQuery(q, { skip: caseId !== null });
  const kroner = useKroner();
  if (caseId !== null) return <CaseCompanyRedirect caseId={caseId} />;

  return (
    <section className="stack firmaer-page" data-testid="admin-firmaer">
      <PageTitle text={t('admin:::firmaer::title')} />
      <p className="muted firmaer-page__lead">{t('admin:::firmaer::lead')}</p>
      <SearchForm
        texts="admin:::firmaer"
        className="firmaer-search"
        value={text}
        onChange={setText}
        onSearch={(q) => setParams(q ? { q } : {})}
      />
      {!data && isFetching && <Spinner />}
      {data && data.companies.length === 0 && <EmptyState title={t('admin:::firmaer::empty')} />}
      {data && data.companies.length > 0 && (
        <ul
          className="firmaer-results"
          aria-label={t('admin:::firmaer::results_label')}
          data-testid="firmaer-results"
        >
          {data.companies.map((company) => (
            <li key={company.company_id} className="firmaer-result" data-testid="firmaer-result">
              <Link className="firmaer-result__name" to={paths.firma(company.company_id)}>
                {company.name}
              </Link>
              <span className="firmaer-result__meta">
                {company.cvr ? t('admin:::firmaer::cvr', { cvr: company.cvr }) : t('admin:::firmaer::none')} ·{' '}
                {company.email}
              </span>
              <span className="firmaer-result__balance">{kroner(company.balance_ore)}</span>
              <Badge tone={company.blocked ? 'danger' : 'success'}>
                {t(company.blocked ? 'admin:::firmaer::blocked' : 'admin:::firmaer::active')}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
