// /indhent-tilbud?firma={slug} (SPEC §2 'indhent-tilbud page'): a quote request to one company,
// reached from its profile. Without a company (or an unknown one) the page points to the category
// search, where a job reaches every company in its category.
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { placeLine } from '@opgavetorvet/contracts/company-presentation';
import { Card, EmptyState, PageTitle, Spinner, useSessionUser } from '@opgavetorvet/ui';
import { paths } from '../../../config/paths';
import { useQuoteCompanyQuery } from '../api/order-api';
import { CompanyInfoButton } from './company-info-button';
import { QuoteRequestForm } from './quote-request-form';
import './order.css';

export function QuoteRequestPage() {
  const { t } = useTranslation();
  const slug = useSearchParams()[0].get('firma') ?? '';
  const session = useSessionUser();
  const { data: company, isLoading } = useQuoteCompanyQuery(slug, { skip: slug === '' });
  const k = (key: string, params?: Record<string, unknown>) => t(`bruger:::order::quote::${key}`, params);

  if (isLoading || session.isLoading) return <Spinner />;
  if (!company || company.pricelists.length === 0)
    return (
      <section className="stack">
        <PageTitle text={k('title')} />
        <EmptyState
          title={company ? k('no_lines', { company: company.name }) : k('no_company_title')}
          text={k('no_company_text')}
          action={
            <Link className="btn btn--primary" to={paths.home}>
              {k('to_search')}
            </Link>
          }
        />
      </section>
    );
  return (
    <section className="stack quote-page" data-testid="quote-page">
      <PageTitle text={k('title_company', { company: company.name })} />
      <div className="quote-page__layout">
        <Card className="stack">
          <p>{k('lead', { company: company.name })}</p>
          <QuoteRequestForm company={company} />
        </Card>
        <Card className="stack quote-page__company">
          <h2 className="card__title">{company.name}</h2>
          {company.details.city && <p className="muted">{placeLine(company.details)}</p>}
          <p className="muted">{k('free')}</p>
          <div className="form-actions">
            <Link to={paths.companyProfile(company.slug)}>{k('to_profile')}</Link>
            <CompanyInfoButton companyId={company.company_id} />
          </div>
        </Card>
      </div>
    </section>
  );
}
