// The statistics drawn (issue 31): per month, the offers with the won ones among them, the revenue
// and the median reply time; per category, offers and won. Drawn with uPlot (canvas; docs/
// decisions.md says why), handed in once its own chunk has loaded. Each chart is a figure with a
// caption and a legend, each axis named by what it counts (its unit) and every mark of a value axis
// with its value (lib/chart-axes.ts); the canvas itself is hidden from screen readers, since the
// table beside it holds the same numbers.
import { useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type uPlot from 'uplot';
import type { StatisticsCategory, StatisticsMonth } from '@opgavetorvet/contracts';
import {
  AXIS_NAME_SIZE,
  CHARACTER_WIDTH,
  ChartFigure as Figure,
  UPlotChart as Chart,
  cssColour as colour,
  slotsChartOptions,
  type ChartLibrary,
} from '@opgavetorvet/ui/charts';
import { wholeSplits } from '../lib/chart-axes';
import { monthName } from '../lib/figures';

const palette = () => ({
  offers: colour('--color-primary-soft', '#ccfbf1'),
  offersEdge: colour('--color-primary', '#0f766e'),
  won: colour('--color-primary-dark', '#115e59'),
  revenue: colour('--color-accent', '#f59e0b'),
  reply: colour('--color-info', '#1d4ed8'),
  text: colour('--color-muted', '#5b6770'),
  grid: colour('--color-border', '#dce3e1'),
});

type Palette = ReturnType<typeof palette>;

/** Bars from the library's own path builder: `share` of a slot wide, at most `max` pixels. */
function bars(library: ChartLibrary, share: number, max: number): uPlot.Series.PathBuilder | undefined {
  return library.paths.bars?.({ size: [share, max] });
}

interface SlotsAxes {
  /** The slots' axis' name ('Måned'). */
  x: string;
  /** The value axis' name, its unit ('Antal', 'Kroner'). */
  y: string;
  /** Room for the values' texts. */
  yWidth?: number;
}

/**
 * A chart over named slots (months, categories): x is the slot's index, labelled by its name; the
 * names are slanted when they would not fit side by side. The value axis has whole marks from 0,
 * each with its value.
 */
function slotsChart(
  colours: Palette,
  labels: string[],
  series: uPlot.Series[],
  { x: xName, y: yName, yWidth = 50 }: SlotsAxes,
): (width: number) => uPlot.Options {
  const slots = labels.map((_, i) => i);
  const longest = Math.max(0, ...labels.map((label) => label.length)) * CHARACTER_WIDTH;
  return (width) => {
    const slanted = longest + 8 > (width - yWidth - AXIS_NAME_SIZE) / Math.max(1, labels.length);
    return slotsChartOptions({
      width,
      labels,
      series,
      colours,
      x: {
        name: xName,
        splits: slots,
        rotate: slanted ? -40 : 0,
        size: slanted ? Math.min(100, 24 + longest * 0.7) : 36,
      },
      y: { name: yName, width: yWidth, splits: wholeSplits },
    });
  };
}

/** Wide light bars for the offers with narrow dark bars for the won ones inside them. */
const offerSeries = (library: ChartLibrary, colours: Palette, t: (key: string) => string): uPlot.Series[] => [
  {
    label: t('firma:::statistik::columns::offers'),
    fill: colours.offers,
    stroke: colours.offersEdge,
    width: 1,
    paths: bars(library, 0.7, 44),
    points: { show: false },
  },
  {
    label: t('firma:::statistik::columns::won'),
    fill: colours.won,
    stroke: colours.won,
    width: 0,
    paths: bars(library, 0.35, 22),
    points: { show: false },
  },
];

/** A chart of the page: a figure with its title and key ('statistik-chart'). */
const ChartFigure = (props: Omit<ComponentProps<typeof Figure>, 'prefix'>) => (
  <Figure prefix="statistik" {...props} />
);

const UPlotChart = (props: Omit<ComponentProps<typeof Chart>, 'prefix'>) => (
  <Chart prefix="statistik" {...props} />
);

/** A month's median reply time on the chart: in hours once a month reaches two hours, else minutes. */
function replyPoints(months: StatisticsMonth[]): { unit: 'hours' | 'minutes'; values: (number | null)[] } {
  const inHours = months.some((m) => (m.reply_minutes_median ?? 0) >= 120);
  return {
    unit: inHours ? 'hours' : 'minutes',
    values: months.map(({ reply_minutes_median: minutes }) =>
      minutes === null || !inHours ? minutes : Math.round((minutes / 60) * 10) / 10,
    ),
  };
}

export function MonthCharts({ library, months }: { library: ChartLibrary; months: StatisticsMonth[] }) {
  const { t, i18n } = useTranslation();
  const charts = useMemo(() => {
    const colours = palette();
    const labels = months.map((m) => monthName(m.month, i18n.language, true));
    const x = months.map((_, i) => i);
    const xName = t('firma:::statistik::charts::axis_month');
    const reply = replyPoints(months);
    return {
      colours,
      offers: {
        options: slotsChart(colours, labels, offerSeries(library, colours, t), {
          x: xName,
          y: t('firma:::statistik::charts::axis_count'),
        }),
        data: [x, months.map((m) => m.offers), months.map((m) => m.won)] as uPlot.AlignedData,
      },
      revenue: {
        options: slotsChart(
          colours,
          labels,
          [
            {
              label: t('firma:::statistik::columns::revenue'),
              fill: colours.revenue,
              stroke: colours.revenue,
              width: 0,
              paths: bars(library, 0.6, 40),
              points: { show: false },
            },
          ],
          { x: xName, y: t('firma:::statistik::charts::axis_kroner'), yWidth: 64 },
        ),
        data: [x, months.map((m) => m.revenue_ore / 100)] as uPlot.AlignedData,
      },
      reply: {
        unit: reply.unit,
        options: slotsChart(
          colours,
          labels,
          [
            {
              label: t(`firma:::statistik::charts::${reply.unit}`),
              stroke: colours.reply,
              width: 2,
              spanGaps: false,
              points: { show: true, size: 6, fill: colours.reply },
            },
          ],
          { x: xName, y: t(`firma:::statistik::charts::${reply.unit}`) },
        ),
        data: [x, reply.values] as uPlot.AlignedData,
      },
    };
  }, [library, months, t, i18n.language]);
  const { colours } = charts;
  return (
    <div className="statistik-charts" data-testid="month-charts">
      <ChartFigure
        title={t('firma:::statistik::charts::offers')}
        keys={[
          { label: t('firma:::statistik::columns::offers'), colour: colours.offers },
          { label: t('firma:::statistik::columns::won'), colour: colours.won },
        ]}
      >
        <UPlotChart library={library} {...charts.offers} />
      </ChartFigure>
      <ChartFigure
        title={t('firma:::statistik::charts::revenue')}
        keys={[{ label: t('firma:::statistik::columns::revenue'), colour: colours.revenue }]}
      >
        <UPlotChart library={library} {...charts.revenue} />
      </ChartFigure>
      <ChartFigure
        title={t('firma:::statistik::charts::reply')}
        keys={[{ label: t(`firma:::statistik::charts::${charts.reply.unit}`), colour: colours.reply }]}
      >
        <UPlotChart library={library} options={charts.reply.options} data={charts.reply.data} />
      </ChartFigure>
    </div>
  );
}

/** Category names on an axis: a long one is cut with '…' (the table has it whole). */
const axisName = (name: string) => (name.length > 14 ? `${name.slice(0, 13)}…` : name);

export function CategoryChart({
  library,
  categories,
}: {
  library: ChartLibrary;
  categories: StatisticsCategory[];
}) {
  const { t } = useTranslation();
  const chart = useMemo(() => {
    const colours = palette();
    return {
      colours,
      options: slotsChart(
        colours,
        categories.map((c) => axisName(c.name)),
        offerSeries(library, colours, t),
        { x: t('firma:::statistik::charts::axis_category'), y: t('firma:::statistik::charts::axis_count') },
      ),
      data: [
        categories.map((_, i) => i),
        categories.map((c) => c.offers),
        categories.map((c) => c.won),
      ] as uPlot.AlignedData,
    };
  }, [library, categories, t]);
  return (
    <div className="statistik-charts" data-testid="category-chart">
      <ChartFigure
        title={t('firma:::statistik::charts::categories')}
        keys={[
          { label: t('firma:::statistik::columns::offers'), colour: chart.colours.offers },
          { label: t('firma:::statistik::columns::won'), colour: chart.colours.won },
        ]}
      >
        <UPlotChart library={library} options={chart.options} data={chart.data} />
      </ChartFigure>
    </div>
  );
}
