// The sort select (SPEC §2). Score needs the zip code first (SPEC §5/§8): without one the choice
// is refused with the alert 'First, enter the zip code' and the zip field gets the focus; a zip
// code typed but not yet used is used with it.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LISTING_SORTS } from '@opgavetorvet/contracts';
import { notify, useAppDispatch } from '@opgavetorvet/ui';
import { isZip, orderOf, type ListingOrder } from '../lib/listing-url';
import { useListingNavigation } from '../lib/use-listing-navigation';

const ORDERS: ListingOrder[] = ['score', ...LISTING_SORTS];

export interface SortSelectProps {
  /** What the zip field holds now (typed, maybe not used yet). */
  zipText: string;
  /** Puts the focus in the zip field. */
  onZipNeeded: () => void;
}

export function SortSelect({ zipText, onZipNeeded }: SortSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const dispatch = useAppDispatch();
  const { search, go } = useListingNavigation();

  const choose = (order: ListingOrder) => {
    if (order !== 'score') {
      go({ score: null, sortering: order === 'bedoemmelse' ? null : order });
      return;
    }
    const zip = zipText.trim();
    if (!isZip(zip)) {
      dispatch(notify([{ type: 'error', note: t(zip === '' ? 'errors:::zip_first' : 'errors:::zip') }]));
      onZipNeeded();
      return;
    }
    go({ score: '1', sortering: null, postnummer: zip });
  };

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('bruger:::listing::sort_label')}
      </label>
      <select
        id={id}
        className="field__input"
        aria-describedby={`${id}-hint`}
        data-testid="listing-sort"
        value={orderOf(search)}
        onChange={(event) => choose(event.target.value as ListingOrder)}
      >
        {ORDERS.map((order) => (
          <option key={order} value={order}>
            {t(`bruger:::listing::sort::${order}`)}
          </option>
        ))}
      </select>
      <span className="field__hint" id={`${id}-hint`}>
        {t('bruger:::listing::sort_hint')}
      </span>
    </div>
  );
}
