// The help inbox's three filters, each option with the number of items it would show (the other
// two filters applied, as the service counts them): the type (Alle, Supportsager, Klager, Opgaver
// over tiden), the state (Åbne — every item not closed —, Ubesvarede, Besvarede, Lukkede) and how
// long an item has waited since its newest message (Alle, under a day … over 30 days).
import { useTranslation } from 'react-i18next';
import { HELP_AGES, HELP_KINDS, HELP_STATE_FILTERS, type HelpInboxCounts } from '@opgavetorvet/contracts';
import { FilterGroup } from '../../../components/filter-group';
import type { InboxFilter } from '../hooks/use-inbox-filter';

const sum = (counts: Record<string, number> | undefined) =>
  counts ? Object.values(counts).reduce((total, n) => total + n, 0) : undefined;

export function InboxFilters({
  counts,
  filter,
  onChoose,
}: {
  counts: HelpInboxCounts | undefined;
  filter: InboxFilter;
  onChoose: (change: Partial<InboxFilter>) => void;
}) {
  const { t } = useTranslation();
  const all = t('admin:::henvendelser::all');
  return (
    <div className="filter-groups">
      <FilterGroup
        label={t('admin:::henvendelser::filter_type')}
        testId="help-type-filter"
        chosen={filter.type}
        onChoose={(type) => onChoose({ type })}
        options={[
          { value: null, label: all, count: sum(counts?.type) },
          ...HELP_KINDS.map((kind) => ({
            value: kind,
            label: t(`admin:::henvendelser::kind_filters::${kind}`),
            count: counts?.type[kind],
          })),
        ]}
      />
      <FilterGroup
        label={t('admin:::henvendelser::filter_status')}
        testId="help-status-filter"
        chosen={filter.status}
        onChoose={(status) => onChoose({ status: status ?? 'active' })}
        options={HELP_STATE_FILTERS.map((state) => ({
          value: state,
          label: t(`admin:::henvendelser::state_filters::${state}`),
          count: counts?.status[state],
        }))}
      />
      <FilterGroup
        label={t('admin:::henvendelser::filter_age')}
        testId="help-age-filter"
        chosen={filter.age}
        onChoose={(age) => onChoose({ age })}
        options={[
          { value: null, label: all, count: sum(counts?.age) },
          ...HELP_AGES.map((age) => ({
            value: age,
            label: t(`admin:::henvendelser::ages::${age}`),
            count: counts?.age[age],
          })),
        ]}
      />
    </div>
  );
}
