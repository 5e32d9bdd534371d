// One filter of an admin list (the outbox's state and channel, the help inbox's type, state and
// age): its label and a row of options as toggle buttons, the chosen one pressed, each with an
// optional count of the rows it would show. null is the filter's 'Alle' (or default) option.
import { useId } from 'react';
import { Button } from '@opgavetorvet/ui';
import './filter-group.css';

export interface FilterOption<T> {
  value: T | null;
  label: string;
  count?: number;
}

export function FilterGroup<T extends string>({
  label,
  options,
  chosen,
  onChoose,
  testId,
}: {
  label: string;
  options: FilterOption<T>[];
  chosen: T | null;
  onChoose: (value: T | null) => void;
  testId: string;
}) {
  const labelId = useId();
  return (
    <div className="filter-group" role="group" aria-labelledby={labelId} data-testid={testId}>
      <span className="filter-group__label" id={labelId}>
        {label}
      </span>
      <div className="filter-group__options">
        {options.map((option) => (
          <Button
            key={option.value ?? 'all'}
            variant="secondary"
            className="filter-chip"
            aria-pressed={option.value === chosen}
            onClick={() => onChoose(option.value)}
          >
            {option.label}
            {option.count !== undefined && (
              <>
                {' '}
                <span className="filter-chip__count">{option.count}</span>
              </>
            )}
          </Button>
        ))}
      </div>
    </div>
  );
}
