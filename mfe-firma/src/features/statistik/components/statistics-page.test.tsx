// The statistics page (issue 31): the 12 months' key figures, and per month and per category the
// numbers in a table with a caption, column heads and row heads, beside a chart. The tables do not
// wait for the charts' library (its own chunk), and stay when it cannot load or cannot draw (jsdom
// has no canvas); the charts get the same numbers. A company with no offers and no revenue sees an
// empty state and the library is not loaded.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyStatisticsReply, StatisticsMonth } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import type { ChartLibrary, ChartLibraryLoader } from '@opgavetorvet/ui/charts';
import { StatisticsPage } from './statistics-page';

/** uPlot draws on a canvas, which jsdom has not: a stand-in records what each chart was given. */
const drawn: { options: { series: { label?: string }[] }; data: unknown[][] }[] = [];
class FakePlot {
  static paths = { bars: () => () => null };
  width: number;
  constructor(options: { width: number; series: { label?: string }[] }, data: unknown[][]) {
    this.width = options.width;
    drawn.push({ options, data });
  }
  setSize() {}
  destroy() {}
}

const MONTHS = [
  '2025-04',
  '2025-05',
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
];

const figures: Record<string, Partial<StatisticsMonth>> = {
  '2026-03': { offers: 3, won: 1, revenue_ore: 1_234_567, reply_minutes_median: 30 },
  '2026-01': { offers: 4, won: 2, reply_minutes_median: 150 },
  '2025-12': { revenue_ore: 500_000 },
  '2025-09': { offers: 1, won: 1, reply_minutes_median: 120 },
  '2025-08': { offers: 1, won: 0, reply_minutes_median: 2880 },
  '2025-06': { offers: 2, won: 0, reply_minutes_median: 1500 },
};

const figureHours: Record<string, number> = {
  '2026-03': 0.5,
  '2026-01': 2.5,
  '2025-09': 2,
  '2025-08': 48,
  '2025-06': 25,
};

const statistics: CompanyStatisticsReply = {
  months: MONTHS.map((month) => ({
    month,
    offers: 0,
    won: 0,
    revenue_ore: 0,
    reply_minutes_median: null,
    ...figures[month],
  })),
  categories: [
    { category_id: 11, name: 'Tømrer', offers: 6, won: 2, revenue_ore: 1_734_567 },
    { category_id: 12, name: 'Maler', offers: 3, won: 1, revenue_ore: 0 },
  ],
  totals: { offers: 9, won: 3, revenue_ore: 1_734_567, reply_minutes_median: 45 },
};

const empty: CompanyStatisticsReply = {
  months: MONTHS.map((month) => ({ month, offers: 0, won: 0, revenue_ore: 0, reply_minutes_median: null })),
  categories: [],
  totals: { offers: 0, won: 0, revenue_ore: 0, reply_minutes_median: null },
};

/** The library's chunk still on its way. */
const loading: ChartLibraryLoader = () => new Promise(() => {});

function open(reply: CompanyStatisticsReply, loadChartLibrary?: ChartLibraryLoader) {
  mockFetch({ 'GET /api/firma/statistik': { body: reply } });
  return renderWithProviders(<StatisticsPage loadChartLibrary={loadChartLibrary} />, {
    route: '/firma/statistik',
  });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the statistics page', () => {
  it('shows the key figures and the tables while the charts are still loading', async () => {
    open(statistics, loading);
    const keyFigures = await screen.findByTestId('key-figures');
    expect(
      within(keyFigures)
        .getAllByRole('definition')
        .map((figure) => figure.textContent),
    ).toEqual(['9', '3', '33 %', '17.346 kr.', '45 min']);

    const months = screen.getByRole('table', {
      name: 'Tilbud, vundne opgaver, hitrate, omsætning og svartid pr. måned, nyeste først',
    });
    const rows = rowsOf(months);
    expect(rows[0]).toEqual(['Måned', 'Tilbud', 'Heraf vundet', 'Hitrate', 'Omsætning', 'Svartid (median)']);
    expect(rows.slice(1, 5)).toEqual([
      ['marts 2026', '3', '1', '33 %', '12.345,67 kr.', '30 min'],
      ['februar 2026', '0', '0', '–', '0,00 kr.', '–'],
      ['januar 2026', '4', '2', '50 %', '0,00 kr.', '2 t 30 min'],
      ['december 2025', '0', '0', '–', '5.000,00 kr.', '–'],
    ]);
    expect(rows).toHaveLength(13);
    expect(rows.slice(7, 11)).toEqual([
      ['september 2025', '1', '1', '100 %', '0,00 kr.', '2 t'],
      ['august 2025', '1', '0', '0 %', '0,00 kr.', '2 d'],
      ['juli 2025', '0', '0', '–', '0,00 kr.', '–'],
      ['juni 2025', '2', '0', '0 %', '0,00 kr.', '1 d 1 t'],
    ]);
    for (const head of within(months).getAllByRole('columnheader'))
      expect(head).toHaveAttribute('scope', 'col');
    for (const head of within(months).getAllByRole('rowheader')) expect(head).toHaveAttribute('scope', 'row');

    const categories = screen.getByRole('table', {
      name: 'Tilbud, vundne opgaver, hitrate og omsætning pr. kategori de seneste 12 måneder',
    });
    expect(rowsOf(categories)).toEqual([
      ['Kategori', 'Tilbud', 'Heraf vundet', 'Hitrate', 'Omsætning'],
      ['Tømrer', '6', '2', '33 %', '17.345,67 kr.'],
      ['Maler', '3', '1', '33 %', '0,00 kr.'],
    ]);
    expect(screen.getAllByTestId('chart-waiting')).toHaveLength(2);
  });

  it('keeps the tables when the charts cannot load, and says so quietly', async () => {
    open(statistics, () => Promise.reject(new Error('the chunk did not load')));
    expect(await screen.findAllByTestId('chart-failed')).toHaveLength(2);
    expect(screen.getAllByTestId('chart-failed')[0]).toHaveTextContent(
      'Diagrammerne kan ikke vises. Tallene står i tabellerne.',
    );
    expect(within(screen.getByTestId('month-table')).getAllByRole('row')).toHaveLength(13);
    expect(within(screen.getByTestId('category-table')).getAllByRole('row')).toHaveLength(3);
  });

  it('keeps the tables with the real library, which cannot run here (jsdom has no matchMedia or canvas)', async () => {
    // Should uPlot load, React reports the drawing error its boundary caught: expected here.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    open(statistics);
    expect(await screen.findAllByTestId('chart-failed')).toHaveLength(2);
    expect(within(screen.getByTestId('month-table')).getAllByRole('row')).toHaveLength(13);
    reported.mockRestore();
  });

  it("draws the charts with the tables' numbers: offers and won, revenue in kroner, reply time with gaps", async () => {
    drawn.length = 0;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    open(statistics, () => Promise.resolve(FakePlot as unknown as ChartLibrary));
    await screen.findByTestId('month-charts');
    await screen.findByTestId('category-chart');
    await waitFor(() => expect(drawn).toHaveLength(4));
    const [offers, revenue, reply, categories] = drawn;
    const x = MONTHS.map((_, i) => i);
    const column = (key: keyof StatisticsMonth) => statistics.months.map((m) => m[key]);
    expect(offers.data).toEqual([x, column('offers'), column('won')]);
    expect(offers.options.series.map((s) => s.label)).toEqual([undefined, 'Tilbud', 'Heraf vundet']);
    expect(revenue.data).toEqual([x, statistics.months.map((m) => m.revenue_ore / 100)]);
    // A month at 1 500 minutes: every month's median in hours (one decimal).
    expect(reply.data).toEqual([x, statistics.months.map((m) => figureHours[m.month] ?? null)]);
    expect(reply.options.series[1].label).toBe('Timer');
    expect(categories.data).toEqual([
      [0, 1],
      [6, 3],
      [2, 1],
    ]);
    expect(screen.getByRole('figure', { name: /Tilbud og vundne opgaver pr. kategori/ })).toBeInTheDocument();
  });

  it('names every axis by its unit and gives every mark of a value axis its value', async () => {
    drawn.length = 0;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const offersOnly = { ...statistics, months: statistics.months.map((m) => ({ ...m, revenue_ore: 0 })) };
    open(offersOnly, () => Promise.resolve(FakePlot as unknown as ChartLibrary));
    await waitFor(() => expect(drawn).toHaveLength(4));
    type Axis = {
      label?: string;
      splits: (u: null, axis: number, min: number, max: number) => number[];
      values: (u: null, splits: number[]) => string[];
    };
    const axesOf = (chart: (typeof drawn)[number]) => (chart.options as unknown as { axes: Axis[] }).axes;
    expect(drawn.map((chart) => axesOf(chart).map((axis) => axis.label))).toEqual([
      ['Måned', 'Antal'],
      ['Måned', 'Kroner'],
      ['Måned', 'Timer'],
      ['Kategori', 'Antal'],
    ]);
    // The value axes' marks over an empty range (all months at 0 kr.: 0–1.1), small counts and
    // large kroner: each has its text, none is left blank.
    for (const chart of drawn) {
      const valueAxis = axesOf(chart)[1];
      for (const top of [1.1, 4.4, 6.6, 66_000]) {
        const marks = valueAxis.splits(null, 1, 0, top);
        const texts = valueAxis.values(null, marks);
        expect(texts).toHaveLength(marks.length);
        expect(texts.every((text) => text !== '')).toBe(true);
      }
    }
    const revenueAxis = axesOf(drawn[1])[1];
    expect(revenueAxis.values(null, revenueAxis.splits(null, 1, 0, 1.1))).toEqual(['0', '1']);
    expect(revenueAxis.values(null, revenueAxis.splits(null, 1, 0, 66_000))).toEqual([
      '0',
      '20.000',
      '40.000',
      '60.000',
    ]);
  });

  it("says 'under 1 min' for a reply time under a minute, never '0 min'", async () => {
    const quick = {
      ...statistics,
      months: statistics.months.map((m) => (m.month === '2026-03' ? { ...m, reply_minutes_median: 0 } : m)),
      totals: { ...statistics.totals, reply_minutes_median: 0 },
    };
    open(quick, loading);
    const keyFigures = await screen.findByTestId('key-figures');
    expect(within(keyFigures).getAllByRole('definition').at(-1)).toHaveTextContent('under 1 min');
    const march = rowsOf(screen.getByTestId('month-table'))[1];
    expect(march).toEqual(['marts 2026', '3', '1', '33 %', '12.345,67 kr.', 'under 1 min']);
    expect(screen.queryByText('0 min')).not.toBeInTheDocument();
  });

  it('tells a company without offers or revenue where its figures will come from, and loads no chart', async () => {
    const loadChartLibrary = vi.fn(loading);
    open(empty, loadChartLibrary);
    const emptyState = await screen.findByTestId('empty-state');
    expect(emptyState).toHaveTextContent('Ingen tal endnu');
    expect(within(emptyState).getByRole('link', { name: 'Se opgaver i udbud' })).toHaveAttribute(
      'href',
      '/firma/opgaver',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(loadChartLibrary).not.toHaveBeenCalled();
  });
});
