// /firmaer, /firmaer/{kategori|alle}, …/{region}, …/{by}: the "find a company" listing (SPEC §2
// listing pages). The address holds every choice, so a listing can be shared, bookmarked and
// browsed back and forth; the call GET /api/firmaer gets the same choices.
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorArea, PageTitle, Spinner, serverTextOfError } from '@opgavetorvet/ui';
import { useCompanyListingQuery, useListingCategoriesQuery } from '../api/company-listing-api';
import { LISTING_ROOT, apiQueryOf, placesOf } from '../lib/listing-url';
import { ListingFilters } from './listing-filters';
import { ListingResults } from './listing-results';
import './listing.css';

export function CompanyListingPage() {
  const { t } = useTranslation();
  const places = placesOf(useParams());
  const [search] = useSearchParams();
  const { data: tree } = useListingCategoriesQuery();
  const {
    currentData: reply,
    data: lastReply,
    isFetching,
    error,
  } = useCompanyListingQuery(apiQueryOf(places, search));
  // The selects keep the last known regions and towns while the next answer is on its way.
  const known = reply ?? lastReply;
  return (
    <section className="listing" data-testid="company-listing">
      <PageTitle text={t('bruger:::listing::title')} />
      <p className="muted listing-lead">{t('bruger:::listing::lead')}</p>
      <div className="listing__layout">
        <ListingFilters
          places={places}
          categories={tree?.categories ?? []}
          regions={known?.regions ?? []}
          cities={known && known.region?.slug === places.region ? known.cities : []}
          chosenCity={known?.city}
        />
        <div className="listing__results" aria-busy={isFetching}>
          {isFetching && !reply && <Spinner />}
          {error && !isFetching && (
            <div className="stack">
              <ErrorArea message={serverTextOfError(error) ?? t('errors:::internal')} />
              <p>
                <Link to={LISTING_ROOT}>{t('bruger:::listing::see_all')}</Link>
              </p>
            </div>
          )}
          {reply && <ListingResults reply={reply} />}
        </div>
      </div>
    </section>
  );
}
