// uPlot's options for a chart over named slots (days, months, categories …): x is the slot's index,
// labelled by its name at the marks the page picks (every slot, or every so many when the names do
// not fit); the value axis starts at 0 with the marks the page picks, each with its value written as
// the pages write numbers (formatAmount), and each axis named beside it. No legend or cursor: the
// figure's caption has the key and the table beside it the numbers.
import type uPlot from 'uplot';
import { formatAmount } from '@opgavetorvet/ui';
import { CHART_HEIGHT } from './uplot-chart';

/** About how wide a character of an axis label is, in pixels (the axes' 12 px font). */
export const CHARACTER_WIDTH = 7;
/** Room for an axis' name beside it, in pixels. */
export const AXIS_NAME_SIZE = 20;

/** A colour of the portal (base.css), read where the canvas cannot read CSS variables. */
export function cssColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

export interface SlotsChart {
  width: number;
  labels: readonly string[];
  series: uPlot.Series[];
  /** The axes' and the grid's colours. */
  colours: { text: string; grid: string };
  /** The slots' axis: its name, the slots labelled, how slanted its labels are and its height. */
  x: { name: string; splits: number[]; rotate?: number; size: number };
  /** The value axis: its name (the unit), its width and its marks up to the highest value. */
  y: { name: string; width: number; splits: (max: number) => number[] };
}

export function slotsChartOptions({ width, labels, series, colours, x, y }: SlotsChart): uPlot.Options {
  return {
    width,
    height: CHART_HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: [-0.5, labels.length - 0.5] },
      y: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.1] },
    },
    axes: [
      {
        stroke: colours.text,
        grid: { show: false },
        ticks: { show: false },
        splits: () => x.splits,
        values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
        ...(x.rotate === undefined ? {} : { rotate: x.rotate }),
        size: x.size,
        label: x.name,
        labelSize: AXIS_NAME_SIZE,
      },
      {
        stroke: colours.text,
        grid: { stroke: colours.grid, width: 1 },
        splits: (_u, _axis, _min, max) => y.splits(max),
        values: (_u, splits) => splits.map((v) => formatAmount(v)),
        size: y.width,
        label: y.name,
        labelSize: AXIS_NAME_SIZE,
      },
    ],
    series: [{}, ...series],
  };
}
