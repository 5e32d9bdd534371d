// A chart as a figure: its caption is the chart's title with a key (a swatch and a name per series,
// hidden from screen readers, who get the names from the table), then the chart itself. `prefix`
// names the page's classes ('statistik' → statistik-chart, statistik-chart__title …).
import { useId, type ReactNode } from 'react';

export interface ChartKey {
  label: string;
  /** A CSS colour ('var(--color-primary, #0f766e)' or one read from the page). */
  colour: string;
}

export function ChartFigure({
  title,
  keys,
  prefix,
  testId,
  children,
}: {
  title: string;
  keys: readonly ChartKey[];
  prefix: string;
  testId?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <figure className={`${prefix}-chart`} aria-labelledby={titleId} data-testid={testId}>
      <figcaption className={`${prefix}-chart__title`}>
        <span id={titleId}>{title}</span>
        <span className={`${prefix}-chart__keys`} aria-hidden="true">
          {keys.map((key) => (
            <span key={key.label} className={`${prefix}-chart__key`}>
              <span className={`${prefix}-chart__swatch`} style={{ background: key.colour }} />
              {key.label}
            </span>
          ))}
        </span>
      </figcaption>
      {children}
    </figure>
  );
}
