// /admin, the dashboard (issue 33): it asks for the last 30 days up to today in Copenhagen unless the
// address names a period; the quick choices and the date fields put a period in the address and
// ask for it; the key figures and every table show the service's numbers (with a caption, column
// and row heads) without waiting for the charts' library, which gets the same numbers; a period
// the service refuses shows its words; the tables stay when the charts cannot load.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminDashboardReply } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import type { ChartLibrary, ChartLibraryLoader } from '@opgavetorvet/ui/charts';
import { OversigtPage } from './oversigt-page';

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

const reply: AdminDashboardReply = {
  from: '2025-10-25',
  to: '2025-10-27',
  totals: {
    jobs: 4,
    offers: 4,
    jobs_with_offer: 3,
    hired: 1,
    first_offer_minutes_median: 300,
    revenue_ore: 4_980_000,
    active_companies: 2,
    failed_notices: 2,
    failed_emails: 1,
    failed_sms: 1,
  },
  days: [
    { day: '2025-10-25', jobs: 1, offers: 2, hired: 1, revenue_ore: 2_990_000, failed_notices: 0 },
    { day: '2025-10-26', jobs: 1, offers: 1, hired: 0, revenue_ore: 0, failed_notices: 2 },
    { day: '2025-10-27', jobs: 2, offers: 1, hired: 0, revenue_ore: 1_990_000, failed_notices: 0 },
  ],
  offers_per_job: [
    { offers: 0, jobs: 1 },
    { offers: 1, jobs: 2 },
    { offers: 2, jobs: 1 },
    { offers: 3, jobs: 0 },
    { offers: 4, jobs: 0 },
    { offers: 5, jobs: 0 },
  ],
  first_offer: [
    { step: 'under_1h', jobs: 1 },
    { step: 'under_4h', jobs: 0 },
    { step: 'under_24h', jobs: 1 },
    { step: 'under_3d', jobs: 0 },
    { step: 'later', jobs: 1 },
  ],
  categories: [
    { id: 1, name: 'Byg', companies: 2, offers: 2 },
    { id: 4, name: 'Auto', companies: 1, offers: 1 },
  ],
  regions: [{ id: 7, name: 'Region Hovedstaden', companies: 2, offers: 2 }],
};

/** The library's chunk still on its way. */
const loading: ChartLibraryLoader = () => new Promise(() => {});

function open(
  route: string,
  loadChartLibrary: ChartLibraryLoader = loading,
  answer: () => { status?: number; body: unknown } = () => ({ body: reply }),
) {
  const asked: Record<string, string>[] = [];
  mockFetch({
    'GET /api/admin/oversigt': (request) => {
      asked.push(Object.fromEntries(new URL(request.url).searchParams));
      return answer();
    },
  });
  renderWithProviders(<OversigtPage loadChartLibrary={loadChartLibrary} />, { route });
  return asked;
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

beforeEach(() => {
  // 00:30 on 11 March 2026 in Copenhagen (still the 10th in UTC).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T23:30:00Z'));
  drawn.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('the period', () => {
  it('is the last 30 days up to today in Copenhagen unless the address names one', async () => {
    const asked = open('/admin');
    await screen.findByTestId('key-figures');
    expect(asked[0]).toEqual({ fra: '2026-02-10', til: '2026-03-11' });
    expect(screen.getByRole('button', { name: 'Seneste 30 dage' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Fra')).toHaveValue('2026-02-10');
  });

  it('is asked for as the address names it, and a quick choice or the dates ask again', async () => {
    const asked = open('/admin?fra=2025-10-25&til=2025-10-27');
    expect(await screen.findByTestId('oversigt-shown')).toHaveTextContent('Viser 25.10.2025 – 27.10.2025');
    expect(asked[0]).toEqual({ fra: '2025-10-25', til: '2025-10-27' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Seneste 7 dage' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ fra: '2026-03-05', til: '2026-03-11' }));
    expect(screen.getByRole('button', { name: 'Seneste 7 dage' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.change(screen.getByLabelText('Fra'), { target: { value: '2025-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Vis' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ fra: '2025-01-01', til: '2026-03-11' }));
  });

  it("shows the service's words for a period it refuses", async () => {
    open('/admin?fra=2025-01-01&til=2026-06-01', loading, () => ({
      status: 400,
      body: { type: 'error', message: 'Vælg en periode på højst 366 dage.' },
    }));
    expect(await screen.findByText('Vælg en periode på højst 366 dage.')).toBeInTheDocument();
    expect(screen.queryByTestId('key-figures')).not.toBeInTheDocument();
  });
});

describe('the figures', () => {
  it('shows the key figures and every table while the charts are still loading', async () => {
    open('/admin?fra=2025-10-25&til=2025-10-27');
    const figures = await screen.findByTestId('key-figures');
    expect(
      within(figures)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      'Opgaver oprettet',
      'Tilbud pr. opgave',
      'Tid til første tilbud (median)',
      'Andel med valgt firma',
      'Omsætning fra abonnementer',
      'Aktive firmaer',
      'Fejlede beskeder',
    ]);
    expect(
      within(figures)
        .getAllByRole('definition')
        .map((figure) => figure.textContent),
    ).toEqual(['4', '1,0', '5 t 0 min', '25 %', '49.800 kr.', '2', '2']);

    const days = screen.getByRole('table', {
      name: 'Opgaver oprettet, deres tilbud og valgte firmaer, omsætning og fejlede beskeder pr. dag',
    });
    expect(rowsOf(days)).toEqual([
      ['Dag', 'Opgaver', 'Tilbud', 'Valgt firma', 'Andel valgt', 'Omsætning', 'Fejlede beskeder'],
      ['25.10.2025', '1', '2', '1', '100 %', '29.900 kr.', '0'],
      ['26.10.2025', '1', '1', '0', '0 %', '0 kr.', '2'],
      ['27.10.2025', '2', '1', '0', '0 %', '19.900 kr.', '0'],
    ]);
    for (const head of within(days).getAllByRole('columnheader'))
      expect(head).toHaveAttribute('scope', 'col');
    for (const head of within(days).getAllByRole('rowheader')) expect(head).toHaveAttribute('scope', 'row');

    expect(rowsOf(screen.getByTestId('offers_per_job-table'))).toEqual([
      ['Antal tilbud', 'Opgaver'],
      ['0', '1'],
      ['1', '2'],
      ['2', '1'],
      ['3', '0'],
      ['4', '0'],
      ['5+', '0'],
    ]);
    expect(rowsOf(screen.getByTestId('first_offer-table'))).toEqual([
      ['Ventetid', 'Opgaver'],
      ['Under 1 time', '1'],
      ['1–4 timer', '0'],
      ['4–24 timer', '1'],
      ['1–3 dage', '0'],
      ['3 dage eller mere', '1'],
    ]);
    expect(rowsOf(screen.getByTestId('categories-table'))).toEqual([
      ['Kategori', 'Aktive firmaer', 'Tilbud'],
      ['Byg', '2', '2'],
      ['Auto', '1', '1'],
    ]);
    expect(rowsOf(screen.getByTestId('regions-table'))).toEqual([
      ['Region', 'Aktive firmaer', 'Tilbud'],
      ['Region Hovedstaden', '2', '2'],
    ]);
    expect(screen.getAllByTestId('chart-waiting')).toHaveLength(5);
  });

  it('keeps the tables when the charts cannot load, and says so quietly', async () => {
    open('/admin?fra=2025-10-25&til=2025-10-27', () => Promise.reject(new Error('the chunk did not load')));
    expect(await screen.findAllByTestId('chart-failed')).toHaveLength(5);
    expect(screen.getAllByTestId('chart-failed')[0]).toHaveTextContent(
      'Diagrammerne kan ikke vises. Tallene står i tabellerne.',
    );
    expect(within(screen.getByTestId('day-table')).getAllByRole('row')).toHaveLength(4);
  });

  it("draws the charts with the tables' numbers", async () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    open('/admin?fra=2025-10-25&til=2025-10-27', () => Promise.resolve(FakePlot as unknown as ChartLibrary));
    await waitFor(() => expect(drawn).toHaveLength(7));
    const [jobs, revenue, failed, offers, firstOffer, categories, regions] = drawn;
    const x = [0, 1, 2];
    expect(jobs!.data).toEqual([x, [1, 1, 2], [1, 0, 0]]);
    expect(jobs!.options.series.map((s) => s.label)).toEqual([undefined, 'Opgaver', 'Valgt firma']);
    expect(revenue!.data).toEqual([x, [29_900, 0, 19_900]]);
    expect(failed!.data).toEqual([x, [0, 2, 0]]);
    expect(offers!.data).toEqual([
      [0, 1, 2, 3, 4, 5],
      [1, 2, 1, 0, 0, 0],
    ]);
    expect(firstOffer!.data).toEqual([
      [0, 1, 2, 3, 4],
      [1, 0, 1, 0, 1],
    ]);
    expect(categories!.data).toEqual([
      [0, 1],
      [2, 1],
    ]);
    expect(regions!.data).toEqual([[0], [2]]);
    expect(screen.getByRole('figure', { name: 'Firmaer med tilbud pr. kategori' })).toBeInTheDocument();
  });
});
