// One uPlot chart in a box as wide as its place (redrawn when the place changes width). A canvas
// only: hidden from screen readers, whose readers get the same numbers from the table beside it.
// The library is handed in once loaded (use-chart-library.ts); `prefix` names the page's classes
// ('oversigt' → oversigt-chart__canvas).
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import type { ChartLibrary } from './use-chart-library';

export const CHART_HEIGHT = 220;
/** Narrower than this the axes' labels no longer fit. */
const MIN_WIDTH = 240;

export function UPlotChart({
  library,
  options,
  data,
  prefix,
}: {
  library: ChartLibrary;
  options: (width: number) => uPlot.Options;
  data: uPlot.AlignedData;
  prefix: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = box.current;
    if (!host) return;
    const width = () => Math.max(MIN_WIDTH, Math.floor(host.clientWidth));
    const chart = new library(options(width()), data, host);
    const resized = new ResizeObserver(() => {
      if (chart.width !== width()) chart.setSize({ width: width(), height: CHART_HEIGHT });
    });
    resized.observe(host);
    return () => {
      resized.disconnect();
      chart.destroy();
    };
  }, [library, options, data]);
  return <div ref={box} className={`${prefix}-chart__canvas`} aria-hidden="true" />;
}
