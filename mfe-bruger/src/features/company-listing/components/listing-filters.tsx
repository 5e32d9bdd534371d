// The listing's controls: where (category, region, town), the zip code, the sort and the filters.
// The zip field's text lives here because the sort select reads it (score needs a zip code first).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryTreeNode, ListingPlace } from '@opgavetorvet/contracts';
import type { ListingPlaces } from '../lib/listing-url';
import { useListingNavigation } from '../lib/use-listing-navigation';
import { FilterFlags } from './filter-flags';
import { PlaceSelects } from './place-selects';
import { SortSelect } from './sort-select';
import { ZIP_INPUT_ID, ZipField } from './zip-field';

export interface ListingFiltersProps {
  places: ListingPlaces;
  categories: CategoryTreeNode[];
  regions: ListingPlace[];
  cities: ListingPlace[];
  chosenRegion?: ListingPlace | null;
  chosenCity?: ListingPlace | null;
  /** The service's refusal of the zip code in the address, shown at the zip field while it is typed there. */
  zipRefusal?: string | null;
}

export function ListingFilters({
  places,
  categories,
  regions,
  cities,
  chosenRegion,
  chosenCity,
  zipRefusal = null,
}: ListingFiltersProps) {
  const { t } = useTranslation();
  const { search } = useListingNavigation();
  const usedZip = search.get('postnummer') ?? '';
  const [zipText, setZipText] = useState(usedZip);
  const [shownZip, setShownZip] = useState(usedZip);
  // The field follows the zip code in the address (back/forward) without an effect's extra render.
  if (usedZip !== shownZip) {
    setShownZip(usedZip);
    setZipText(usedZip);
  }
  return (
    <section className="listing-filters card stack" aria-label={t('bruger:::listing::filters_label')}>
      <PlaceSelects
        places={places}
        categories={categories}
        regions={regions}
        cities={cities}
        chosenRegion={chosenRegion}
        chosenCity={chosenCity}
      />
      <ZipField value={zipText} onChange={setZipText} refusal={zipText === usedZip ? zipRefusal : null} />
      <SortSelect zipText={zipText} onZipNeeded={() => document.getElementById(ZIP_INPUT_ID)?.focus()} />
      <FilterFlags />
    </section>
  );
}
