// Two or more views of one admin page chosen in the address (?visning=…): a row of links, the
// current one marked with aria-current, each with an optional count (the open items, the pending
// requests). Links, so a view can be bookmarked and the back button returns to the other one.
import { Link } from 'react-router-dom';
import './view-switch.css';

export interface ViewOption {
  /** The ?visning= value; null for the page's default view (no parameter). */
  value: string | null;
  label: string;
  count?: number;
  countLabel?: string;
}

export function ViewSwitch({
  label,
  options,
  current,
  testId,
}: {
  label: string;
  options: ViewOption[];
  current: string | null;
  testId?: string;
}) {
  return (
    <nav className="view-switch" aria-label={label} data-testid={testId}>
      {options.map((option) => (
        <Link
          key={option.value ?? 'default'}
          to={option.value ? `?visning=${option.value}` : '?'}
          className="view-switch__link"
          aria-current={option.value === current ? 'page' : undefined}
        >
          {option.label}
          {option.count !== undefined && option.count > 0 && (
            <span className="view-switch__count" aria-label={option.countLabel}>
              {option.count}
            </span>
          )}
        </Link>
      ))}
    </nav>
  );
}
