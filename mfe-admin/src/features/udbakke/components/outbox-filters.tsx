// The outbox's two filters: by state (Alle, I kø, Sendes, Sendt, Fejlet — each with its count over
// the whole outbox) and by channel (Alle, E-mail, SMS). The chosen option is the pressed button.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxCounts } from '@opgavetorvet/contracts';
import { Button } from '@opgavetorvet/ui';
import { OUTBOX_CHANNELS, OUTBOX_STATES, type OutboxFilter } from '../hooks/use-outbox-params';

interface Option<T> {
  value: T | null;
  label: string;
  count?: number;
}

function FilterGroup<T extends string>({
  label,
  options,
  chosen,
  onChoose,
  testId,
}: {
  label: string;
  options: Option<T>[];
  chosen: T | null;
  onChoose: (value: T | null) => void;
  testId: string;
}) {
  const labelId = useId();
  return (
    <div className="outbox-filter" role="group" aria-labelledby={labelId} data-testid={testId}>
      <span className="outbox-filter__label" id={labelId}>
        {label}
      </span>
      <div className="outbox-filter__options">
        {options.map((option) => (
          <Button
            key={option.value ?? 'all'}
            variant="secondary"
            className="outbox-chip"
            aria-pressed={option.value === chosen}
            onClick={() => onChoose(option.value)}
          >
            {option.label}
            {option.count !== undefined && (
              <>
                {' '}
                <span className="outbox-chip__count">{option.count}</span>
              </>
            )}
          </Button>
        ))}
      </div>
    </div>
  );
}

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
