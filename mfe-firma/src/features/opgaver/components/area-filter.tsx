// Where the open jobs lie (issue 31): the company's own regions (the default, the regions its job
// alerts follow), one region, or all of Denmark. A native select in the UI kit's field style; the
// choice is ?omraade in the address (use-open-jobs-params.ts).
import type { OPEN_JOBS_ALL_DENMARK, RegionItem } from '@opgavetorvet/contracts';
import { useTranslation } from 'react-i18next';

/** ?omraade's value for all of Denmark (the contract's constant, not imported: no schemas on this page). */
const ALL_DENMARK: typeof OPEN_JOBS_ALL_DENMARK = 'alle';

export function AreaFilter({
  area,
  regions,
  onArea,
}: {
  /** ?omraade; null: the company's own regions. */
  area: string | null;
  regions: RegionItem[];
  onArea: (area: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="open-jobs-area">
      <span>{t('firma:::jobs::area::label')}</span>
      <select
        className="field__input"
        data-testid="open-jobs-area"
        value={area ?? ''}
        onChange={(event) => onArea(event.target.value || null)}
      >
        <option value="">{t('firma:::jobs::area::own')}</option>
        {regions.map((region) => (
          <option key={region.slug} value={region.slug}>
            {region.name}
          </option>
        ))}
        <option value={ALL_DENMARK}>{t('firma:::jobs::area::all')}</option>
      </select>
    </label>
  );
}
