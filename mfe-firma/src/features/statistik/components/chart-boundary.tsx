// Where a section's charts stand (issue 31): a quiet placeholder while uPlot loads, one line when it
// cannot be loaded or cannot draw (no canvas), and the charts once it is there. The page's tables
// hold the same numbers, so a failed chart never takes the page with it.
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useChartLibrary, type ChartLibrary, type ChartLibraryLoader } from '../hooks/use-chart-library';

class CatchChart extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function ChartFailed() {
  const { t } = useTranslation();
  return (
    <p className="muted statistik-chart-failed" data-testid="chart-failed">
      {t('firma:::statistik::charts::failed')}
    </p>
  );
}

export function ChartSlot({
  load,
  children,
}: {
  load: ChartLibraryLoader;
  children: (library: ChartLibrary) => ReactNode;
}) {
  const { library, failed } = useChartLibrary(load);
  if (failed) return <ChartFailed />;
  if (!library) return <div className="statistik-chart-waiting" data-testid="chart-waiting" />;
  return <CatchChart fallback={<ChartFailed />}>{children(library)}</CatchChart>;
}
