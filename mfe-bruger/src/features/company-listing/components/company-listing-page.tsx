// /firmaer, /firmaer/{kategori|alle}, …/{region}, …/{by}: the "find a company" listing (SPEC §2
// listing pages). The address holds every choice, so a listing can be shared, bookmarked and
// browsed back and forth; the call GET /api/firmaer gets the same choices. A refused zip code is
// shown at the zip field while the list of the same places stays (use-listing-reply).
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorArea, PageTitle, Spinner, serverTextOfError } from '@opgavetorvet/ui';
import { useListingCategoriesQuery } from '../api/company-listing-api';
import { LISTING_ROOT, placesOf } from '../lib/listing-url';
import { useListingReply } from '../lib/use-listing-reply';
import { ListingFilters } from './listing-filters';
import { ListingResults } from './listing-results';
import './listing.css';

export function CompanyListingPage() {
  const { t } = useTranslation();
  const places = placesOf(useParams());
  const { data: tree } = useListingCategoriesQuery();
  // The selects keep the last known regions and towns while the next answer is on its way, and
  // when the service refuses the address's zip code (then its text stands at the zip field).
  const { reply, known, isFetching, error, zipRefusal } = useListingReply(places);
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
          chosenRegion={known?.region}
          chosenCity={known?.city}
          zipRefusal={zipRefusal}
        />
        <div className="listing__results" aria-busy={isFetching}>
          {isFetching && !reply && <Spinner />}
          {error !== undefined && !isFetching && (
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
