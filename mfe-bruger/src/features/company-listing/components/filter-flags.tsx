// The checkbox filters (SPEC §2 "diverse checkbox filters"), each passed as name=1 in the address.
import { useTranslation } from 'react-i18next';
import { LISTING_FLAGS } from '@opgavetorvet/contracts';
import { useListingNavigation } from '../lib/use-listing-navigation';

export function FilterFlags() {
  const { t } = useTranslation();
  const { search, go } = useListingNavigation();
  return (
    <fieldset className="listing-flags">
      <legend className="field__label">{t('bruger:::listing::flags_legend')}</legend>
      {LISTING_FLAGS.map((flag) => (
        <label key={flag} className="checkbox">
          <input
            type="checkbox"
            name={flag}
            data-testid={`listing-flag-${flag}`}
            checked={search.get(flag) === '1'}
            onChange={(event) => go({ [flag]: event.target.checked ? '1' : null })}
          />
          <span>{t(`bruger:::listing::flag::${flag}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
