// One section of the dashboard: its heading, then its bar charts (drawn once uPlot has loaded, one
// line instead when it cannot) with the table of the same numbers beside them on a wide screen
// (under them on a narrow one).
import { useId, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartSlot, FiguresTable, type ChartLibraryLoader } from '@opgavetorvet/ui/charts';
import { BarChart } from './bar-chart';

export type SectionChart = Omit<ComponentProps<typeof BarChart>, 'library' | 'testId'>;

export function FigureSection({
  title,
  testId,
  load,
  charts,
  chartsTestId,
  table,
}: {
  title: string;
  testId: string;
  load: ChartLibraryLoader;
  charts: readonly SectionChart[];
  chartsTestId?: string;
  table: Omit<ComponentProps<typeof FiguresTable>, 'prefix'>;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="stack oversigt-section" aria-labelledby={id} data-testid={testId}>
      <h2 className="section-title" id={id}>
        {title}
      </h2>
      <div className="oversigt-pair">
        <ChartSlot load={load} prefix="oversigt" failedText={t('admin:::oversigt::charts::unavailable')}>
          {(library) => (
            <div className="oversigt-charts" data-testid={chartsTestId}>
              {charts.map((chart) => (
                <BarChart key={chart.title} library={library} {...chart} />
              ))}
            </div>
          )}
        </ChartSlot>
        <FiguresTable prefix="oversigt" {...table} />
      </div>
    </section>
  );
}
