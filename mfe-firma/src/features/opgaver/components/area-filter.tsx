// Where the open jobs lie (issue 31): the company's own regions (the default, the regions its job
// alerts follow), one region, or all of Denmark. A company that chose no regions gets all of
// Denmark by default (the service's answer, which the count line says): its default then reads
// 'Hele Danmark', with no second option of that name. A native select in the UI kit's field style;
// the choice is ?omraade in the address (use-open-jobs-params.ts).
import type { OPEN_JOBS_ALL_DENMARK, RegionItem } from '@opgavetorvet/contracts';
import { useTranslation } from 'react-i18next';

/** ?omraade's value for all of Denmark (the contract's constant, not imported: no schemas on this page). */
const ALL_DENMARK: typeof OPEN_JOBS_ALL_DENMARK = 'alle';

export function AreaFilter({
  area,
  regions,
  hasRegions,
  onArea,
}: {
  /** ?omraade; null: the company's own regions. */
  area: string | null;
  regions: RegionItem[];
  /** Whether the company chose its regions; without, its own list is all of Denmark. */
  hasRegions: boolean;
  onArea: (area: string | null) => void;
}) {
  const { t } = useTranslation();
  // Without regions of its own, 'alle' is the default's list: the one 'Hele Danmark' stands for both.
  const value = !hasRegions && area === ALL_DENMARK ? '' : (area ?? '');
  return (
    <label className="open-jobs-area">
      <span>{t('firma:::jobs::area::label')}</span>
      <select
        className="field__input"
        data-testid="open-jobs-area"
        value={value}
        onChange={(event) => onArea(event.target.value || null)}
      >
        <option value="">{hasRegions ? t('firma:::jobs::area::own') : t('firma:::jobs::area::all')}</option>
        {regions.map((region) => (
          <option key={region.slug} value={region.slug}>
            {region.name}
          </option>
        ))}
        {hasRegions && <option value={ALL_DENMARK}>{t('firma:::jobs::area::all')}</option>}
      </select>
    </label>
  );
}
