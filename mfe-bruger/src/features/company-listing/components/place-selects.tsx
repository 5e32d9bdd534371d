// The category, region and town selects of the listing: each option is the listing's link for that
// choice with the current sort, zip code and filters (a new choice starts on page 1).
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CategoryTreeNode, ListingPlace } from '@opgavetorvet/contracts';
import { keptQuery, listingPath, withQuery, type ListingPlaces } from '../lib/listing-url';
import { LinkSelect, type LinkGroup, type LinkOption } from './link-select';

export interface PlaceSelectsProps {
  places: ListingPlaces;
  categories: CategoryTreeNode[];
  regions: ListingPlace[];
  cities: ListingPlace[];
  /** The region the last answer named (shown as chosen even before the regions are known). */
  chosenRegion?: ListingPlace | null;
  /** The town the last answer named (it may have no companies, so it is not among the options). */
  chosenCity?: ListingPlace | null;
}

export function PlaceSelects({
  places,
  categories,
  regions,
  cities,
  chosenRegion,
  chosenCity,
}: PlaceSelectsProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const query = keptQuery(search);
  const link = (choice: ListingPlaces) => withQuery(listingPath(choice), query);
  const { kategori, region, by } = places;

  const categoryOptions: (LinkOption | LinkGroup)[] = [
    { link: link({ region }), label: t('bruger:::listing::all_categories') },
    ...categories.map((top) => ({
      group: top.name,
      options: [
        {
          link: link({ kategori: top.slug, region }),
          label: t('bruger:::listing::all_in', { category: top.name }),
        },
        ...top.children.map((child) => ({ link: link({ kategori: child.slug, region }), label: child.name })),
      ],
    })),
  ];
  const regionOptions: LinkOption[] = [
    { link: link({ kategori }), label: t('bruger:::listing::whole_country') },
    ...regions.map((r) => ({ link: link({ kategori, region: r.slug }), label: r.name })),
  ];
  const cityOptions: LinkOption[] = [
    { link: link({ kategori, region }), label: t('bruger:::listing::all_cities') },
    ...cities.map((c) => ({ link: link({ kategori, region, by: c.slug }), label: c.name })),
  ];
  // A region or town named in the address but not (yet) among the options still shows as chosen.
  if (region && !regions.some((r) => r.slug === region)) {
    regionOptions.push({
      link: link({ kategori, region }),
      label: chosenRegion?.slug === region ? chosenRegion.name : region,
    });
  }
  if (by && !cities.some((c) => c.slug === by)) {
    cityOptions.push({ link: link(places), label: chosenCity?.slug === by ? chosenCity.name : by });
  }

  return (
    <>
      <LinkSelect
        label={t('bruger:::listing::category_label')}
        testId="listing-category"
        value={link({ kategori, region })}
        options={categoryOptions}
      />
      <LinkSelect
        label={t('bruger:::listing::region_label')}
        testId="listing-region"
        value={link({ kategori, region })}
        options={regionOptions}
      />
      <LinkSelect
        label={t('bruger:::listing::city_label')}
        testId="listing-city"
        value={link(places)}
        options={cityOptions}
        disabled={!region}
        hint={region ? undefined : t('bruger:::listing::city_hint')}
      />
    </>
  );
}
