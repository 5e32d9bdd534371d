// The outbox's two filters: by state (Alle, I kø, Sendes, Sendt, Fejlet — each with its count over
// the whole outbox) and by channel (Alle, E-mail, SMS). The chosen option is the pressed button.
import { useTranslation } from 'react-i18next';
import type { OutboxCounts } from '@opgavetorvet/contracts';
import { FilterGroup } from '../../../components/filter-group';
import { OUTBOX_CHANNELS, OUTBOX_STATES, type OutboxFilter } from '../hooks/use-outbox-params';

export function OutboxFilters({
  counts,
  filter,
  onFilter,
}: {
  counts: OutboxCounts | undefined;
  filter: OutboxFilter;
  onFilter: (filter: Partial<OutboxFilter>) => void;
}) {
  const { t } = useTranslation();
  const all = counts ? OUTBOX_STATES.reduce((sum, state) => sum + counts[state], 0) : undefined;
  return (
    <div className="outbox-filters">
      <FilterGroup
        label={t('admin:::udbakke::filter_state')}
        testId="outbox-state-filter"
        chosen={filter.status}
        onChoose={(status) => onFilter({ status })}
        options={[
          { value: null, label: t('admin:::udbakke::all'), count: all },
          ...OUTBOX_STATES.map((state) => ({
            value: state,
            label: t(`admin:::udbakke::states::${state}`),
            count: counts?.[state],
          })),
        ]}
      />
      <FilterGroup
        label={t('admin:::udbakke::filter_channel')}
        testId="outbox-channel-filter"
        chosen={filter.channel}
        onChoose={(channel) => onFilter({ channel })}
        options={[
          { value: null, label: t('admin:::udbakke::all') },
          ...OUTBOX_CHANNELS.map((channel) => ({
            value: channel,
            label: t(`admin:::udbakke::channels::${channel}`),
          })),
        ]}
      />
    </div>
  );
}
