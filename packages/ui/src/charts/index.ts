// @opgavetorvet/ui/charts: what the pages with charts share (the company's statistics, issue 31, and
// the administrator's dashboard, issue 33) — uPlot loaded lazily in a chunk of its own, a chart in a
// box as wide as its place, a chart as a figure with its key, the options of a chart over named
// slots, the place a section's charts stand while uPlot loads, and the accessible table of the same
// numbers. Apart from the UI kit's singleton (like @opgavetorvet/ui/account) so that only the pages
// with charts load it; uPlot itself still comes only with loadChartLibrary's dynamic import.
export { ChartFigure, type ChartKey } from './chart-figure';
export { ChartSlot } from './chart-slot';
export { FiguresTable, type TableColumn, type TableRow } from './figures-table';
export {
  AXIS_NAME_SIZE,
  CHARACTER_WIDTH,
  cssColour,
  slotsChartOptions,
  type SlotsChart,
} from './slots-chart';
export { CHART_HEIGHT, UPlotChart } from './uplot-chart';
export {
  loadChartLibrary,
  useChartLibrary,
  type ChartLibrary,
  type ChartLibraryLoader,
} from './use-chart-library';
