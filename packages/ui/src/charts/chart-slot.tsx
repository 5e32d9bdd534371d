// Where a section's charts stand: a quiet placeholder while uPlot loads, one line (`failedText`, the
// page's own words) when it cannot be loaded or cannot draw (no canvas), and the charts once it is
// there. The tables beside them hold the same numbers, so a failed chart never takes the page with
// it. `prefix` names the page's classes ('oversigt' → oversigt-chart-waiting).
import { Component, type ReactNode } from 'react';
import { useChartLibrary, type ChartLibrary, type ChartLibraryLoader } from './use-chart-library';

class CatchChart extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function ChartSlot({
  load,
  prefix,
  failedText,
  children,
}: {
  load: ChartLibraryLoader;
  prefix: string;
  failedText: string;
  children: (library: ChartLibrary) => ReactNode;
}) {
  const { library, failed } = useChartLibrary(load);
  const failedLine = (
    <p className={`muted ${prefix}-chart-failed`} data-testid="chart-failed">
      {failedText}
    </p>
  );
  if (failed) return failedLine;
  if (!library) return <div className={`${prefix}-chart-waiting`} data-testid="chart-waiting" />;
  return <CatchChart fallback={failedLine}>{children(library)}</CatchChart>;
}
