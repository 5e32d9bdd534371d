// The listing's result: how many companies match where, their cards and the pager (?page=), or an
// empty state that leads back to every company (or to page 1 past the last page).
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CompanyListingReply } from '@opgavetorvet/contracts';
import { EmptyState, Pager } from '@opgavetorvet/ui';
import { LISTING_ROOT } from '../lib/listing-url';
import { useListingNavigation } from '../lib/use-listing-navigation';
import { CompanyCard } from './company-card';

export function ListingResults({ reply }: { reply: CompanyListingReply }) {
  const { t } = useTranslation();
  const { go } = useListingNavigation();
  const where = reply.city?.name ?? reply.region?.name ?? null;
  const summary = [
    t('bruger:::listing::count', { count: reply.total }),
    reply.category ? t('bruger:::listing::in_category', { category: reply.category.name }) : null,
    where ? t('bruger:::listing::in_place', { place: where }) : t('bruger:::listing::in_country'),
  ]
    .filter(Boolean)
    .join(' ');
  const pageCount = Math.ceil(reply.total / reply.page_size);
  const toPage = (page: number) => {
    go({ page: page === 1 ? null : String(page) });
    window.scrollTo?.(0, 0);
  };

  if (reply.companies.length === 0) {
    const pastEnd = reply.total > 0;
    return (
      <EmptyState
        title={t(pastEnd ? 'bruger:::listing::past_end_title' : 'bruger:::listing::empty_title')}
        text={t(pastEnd ? 'bruger:::listing::past_end_text' : 'bruger:::listing::empty_text')}
        action={
          pastEnd ? (
            <button type="button" className="btn btn--primary" onClick={() => toPage(1)}>
              {t('bruger:::listing::first_page')}
            </button>
          ) : (
            <Link className="btn btn--primary" to={LISTING_ROOT}>
              {t('bruger:::listing::see_all')}
            </Link>
          )
        }
      />
    );
  }
  return (
    <div className="stack">
      <p className="listing-summary" data-testid="listing-summary" aria-live="polite">
        {summary}
        {reply.zip && ` · ${t('bruger:::listing::near', { zip: reply.zip.zip, city: reply.zip.city })}`}
      </p>
      <div className="listing-cards">
        {reply.companies.map((company) => (
          <CompanyCard key={company.company_id} company={company} />
        ))}
      </div>
      <Pager page={reply.page} pageCount={pageCount} onPage={toPage} />
    </div>
  );
}
