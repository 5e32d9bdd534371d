// The statistics charts' value axes (issue 31): marks at whole numbers from 0, 1, 2 or 5 times a
// power of ten apart, so every mark can carry its value (no mark left without a text, as uPlot's
// own splits of a small range gave: 0.2, 0.4 … with only the whole ones labelled), and the axis
// named by its unit beside them.

/** At most this many steps up the axis: room for a value beside each mark at the chart's height. */
const MOST_STEPS = 5;

/** The smallest of 1, 2, 5, 10, 20, 50 … that climbs to `highest` in at most MOST_STEPS steps. */
function roundStep(highest: number): number {
  for (let power = 1; ; power *= 10) {
    const fitting = [1, 2, 5].map((times) => times * power).find((size) => highest / size <= MOST_STEPS);
    if (fitting !== undefined) return fitting;
  }
}

/** The marks of a value axis from 0 up to `top`: whole numbers a round step apart, 0 and 1 at least. */
export function wholeSplits(top: number): number[] {
  const highest = Number.isFinite(top) ? Math.max(1, top) : 1;
  const step = roundStep(highest);
  const splits: number[] = [];
  for (let value = 0; value <= highest; value += step) splits.push(value);
  return splits;
}
