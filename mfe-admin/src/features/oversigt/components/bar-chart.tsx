// A bar chart over named slots (days, numbers of offers, waits, categories, regions) drawn with
// uPlot, as a figure with a caption and a key. x is the slot's index, labelled by its name (only
// every so many when the names would not fit side by side); the value axis has whole marks from 0,
// each with its value, and is named by its unit. A second series is drawn as narrower bars inside
// the first (posted jobs with the hired ones among them).
import { useMemo } from 'react';
import type uPlot from 'uplot';
import {
  AXIS_NAME_SIZE,
  CHARACTER_WIDTH,
  ChartFigure,
  UPlotChart,
  cssColour,
  slotsChartOptions,
  type ChartLibrary,
} from '@opgavetorvet/ui/charts';

export interface BarSeries {
  label: string;
  /** A CSS colour variable of the portal ('--color-primary') with its fallback. */
  colour: readonly [string, string];
  values: number[];
}

const VALUE_AXIS_WIDTH = 64;

const colour = ([name, fallback]: readonly [string, string]) => cssColour(name, fallback);

/** Whole marks from 0 up to about `max`, at most about five. */
function wholeSplits(max: number): number[] {
  const top = Math.max(1, Math.ceil(max));
  const raw = top / 5;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw);
  const splits: number[] = [];
  for (let value = 0; value <= top; value += step) splits.push(value);
  return splits;
}

function optionsOf(
  library: ChartLibrary,
  labels: string[],
  series: readonly BarSeries[],
  axes: { x: string; y: string },
): (width: number) => uPlot.Options {
  const colours = { text: colour(['--color-muted', '#5b6770']), grid: colour(['--color-border', '#dce3e1']) };
  const longest = Math.max(1, ...labels.map((label) => label.length)) * CHARACTER_WIDTH + 10;
  const bars = (share: number, max: number) => library.paths.bars?.({ size: [share, max] });
  const drawn: uPlot.Series[] = series.map((s, i) => ({
    label: s.label,
    fill: colour(s.colour),
    stroke: colour(s.colour),
    width: 0,
    paths: i === 0 ? bars(0.7, 44) : bars(0.35, 22),
    points: { show: false },
  }));
  return (width) => {
    const room = Math.max(1, width - VALUE_AXIS_WIDTH - AXIS_NAME_SIZE);
    const every = Math.max(1, Math.ceil((longest * labels.length) / room));
    return slotsChartOptions({
      width,
      labels,
      series: drawn,
      colours,
      x: { name: axes.x, splits: labels.map((_, i) => i).filter((i) => i % every === 0), size: 36 },
      y: { name: axes.y, width: VALUE_AXIS_WIDTH, splits: wholeSplits },
    });
  };
}

export function BarChart({
  library,
  title,
  labels,
  series,
  axes,
  testId,
}: {
  library: ChartLibrary;
  title: string;
  labels: string[];
  series: readonly BarSeries[];
  axes: { x: string; y: string };
  testId?: string;
}) {
  const chart = useMemo(
    () => ({
      options: optionsOf(library, labels, series, axes),
      data: [labels.map((_, i) => i), ...series.map((s) => s.values)] as uPlot.AlignedData,
    }),
    [library, labels, series, axes],
  );
  const keys = series.map((s) => ({ label: s.label, colour: `var(${s.colour[0]}, ${s.colour[1]})` }));
  return (
    <ChartFigure title={title} keys={keys} prefix="oversigt" testId={testId}>
      <UPlotChart library={library} options={chart.options} data={chart.data} prefix="oversigt" />
    </ChartFigure>
  );
}
