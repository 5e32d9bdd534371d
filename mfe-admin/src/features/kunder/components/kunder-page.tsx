// /admin/kunder: find a customer by name, e-mail, phone or zip (?q= and ?page= keep the search in
// the address), a page of customers at a time; each leads to the customer's own page with their
// jobs, offers, complaints, reviews, messages' counts, and blocking.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Badge, EmptyState, ErrorArea, errorTextsOf, PageTitle, Pager, Spinner } from '@opgavetorvet/ui';
import { SearchForm } from '../../../components/search-form';
import { paths } from '../../../config/paths';
import { useAdminCustomersQuery } from '../api/kunder-api';
import '../kunder.css';

/** ?page= as a page number: 1 unless it is a whole number from 1 on. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100000 ? page : 1;
}

export function KunderPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageOf(params.get('page'));
  const [text, setText] = useState(q);
  const { data, isFetching, error } = useAdminCustomersQuery({ q, page });
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  /** The search and page in the address (?q=&page=), which the list follows. */
  const show = (words: string, next: number) =>
    setParams({ ...(words ? { q: words } : {}), ...(next > 1 ? { page: String(next) } : {}) });
  return (
    <section className="stack kunder-page" data-testid="admin-kunder">
      <PageTitle text={t('admin:::kunder::title')} />
      <p className="muted kunder-page__lead">{t('admin:::kunder::lead')}</p>
      <SearchForm
        texts="admin:::kunder"
        className="kunder-search"
        value={text}
        onChange={setText}
        onSearch={(q) => show(q, 1)}
      />
      {error && <ErrorArea message={errorTextsOf(error, t('errors:::internal'))} />}
      {!data && !error && isFetching && <Spinner label={t('admin:::kunder::loading')} />}
      {data && data.customers.length === 0 && <EmptyState title={t('admin:::kunder::empty')} />}
      {data && data.customers.length > 0 && (
        <>
          <p className="muted" aria-live="polite">
            {t('admin:::kunder::total', { count: data.total })}
          </p>
          <ul
            className="kunder-results"
            aria-label={t('admin:::kunder::results_label')}
            aria-busy={isFetching}
          >
            {data.customers.map((customer) => (
              <li key={customer.user_id} className="kunder-result" data-testid="kunder-result">
                <Link className="kunder-result__name" to={paths.kunde(customer.user_id)}>
                  {customer.name}
                </Link>
                <span className="kunder-result__meta">
                  {[customer.email, customer.phone, customer.zip].filter(Boolean).join(' · ')}
                </span>
                <span className="kunder-result__jobs">
                  {t('admin:::kunder::job_count', { count: customer.job_count })}
                </span>
                <Badge tone={customer.blocked ? 'danger' : 'success'}>
                  {t(customer.blocked ? 'admin:::kunder::blocked' : 'admin:::kunder::active')}
                </Badge>
              </li>
            ))}
          </ul>
        </>
      )}
      <Pager page={data?.page ?? page} pageCount={pageCount} onPage={(next) => show(q, next)} />
    </section>
  );
}
