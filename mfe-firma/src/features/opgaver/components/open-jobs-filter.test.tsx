// The filter of the open jobs: the city/zip/category helper (/firma/search_city_category: from two
// characters, SPEC §8's 'Søger' and 'Resultaterne kunne ikke hentes'; a city filters by its zip, a
// category opens its panel), the category's answers filter (/firma/find_checked: unfiltered until
// something is ticked), its 'Byd' buttons, and 'Din score i {name}' (/ajax/firma/infocategoryscore).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeRoutes } from '@opgavetorvet/ui/test';
import { heldReply, mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { bidFormHtml, jobList, openJob } from '../test/open-jobs-fixture';
import { OpenJobsPage } from './open-jobs-page';

const suggestions =
  '<div><ul aria-label="Byer"><li data-kind="city" data-zip="2100" data-region-id="1">2100 København Ø</li></ul>' +
  '<ul aria-label="Kategorier"><li data-kind="category" data-category-id="4">Maler (Håndværkere &amp; byggeri)</li></ul></div>';
const tree = {
  categories: [
    {
      id: 1,
      name: 'Håndværkere & byggeri',
      slug: 'haandvaerkere-byggeri',
      createjob_uri: 'createjob',
      link: '/createjob/haandvaerkere-byggeri',
      children: [
        { id: 4, name: 'Maler', slug: 'maler', createjob_uri: 'createjob', link: '/createjob/maler' },
      ],
    },
  ],
};
const malerForm = {
  category: {
    id: 4,
    name: 'Maler',
    slug: 'maler',
    createjob_uri: 'createjob',
    link: '/createjob/maler',
    description: '',
  },
  parent: null,
  children: [],
  attributes: [
    {
      id: 9,
      name: 'Hvad skal males?',
      kind: 'checkbox',
      unit: null,
      required: true,
      options: [
        { id: 34, label: 'Vægge' },
        { id: 35, label: 'Lofter' },
      ],
    },
    { id: 11, name: 'Antal rum', kind: 'number', unit: 'rum', required: false, options: [] },
  ],
};
const checkedList = (count: number) => ({
  body: {
    html: `<div><p class="findopgaver-total">${count} åbne opgaver</p><ul class="job-list"><li class="job-item" data-job-id="351"><h3 class="job-headline">Maling af stue og to værelser</h3><button type="button" class="btn-bid" data-job-id="351">Byd</button></li></ul></div>`,
  },
});

function open(route: string, extra: FakeRoutes = {}) {
  const server = mockFetch({
    'GET /api/firma/opgaver': jobList([openJob()]),
    'POST /firma/search_city_category': { body: { html: suggestions } },
    'GET /api/categories': { body: tree },
    'GET /api/categories/maler': { body: malerForm },
    'POST /firma/find_checked': async (request) => {
      const body = (await request.json()) as { value_checked: number };
      return checkedList(body.value_checked === 0 ? 7 : 1);
    },
    'POST /ajax/firma/infocategoryscore': {
      body: {
        title: 'Din score i Maler',
        html: '<dl class="category-score"><div><dt>Dine tilbud</dt><dd>5</dd></div></dl>',
      },
    },
    'POST /ajax/firma/modal_bid': bidFormHtml,
    ...extra,
  });
  renderWithProviders(<OpenJobsPage />, { route });
  return { server, user: userEvent.setup() };
}

const posts = async (server: ReturnType<typeof open>['server'], path: string) =>
  Promise.all(server.requests.filter((r) => r.url.endsWith(path)).map((r) => r.json()));

describe('the city, zip and category helper', () => {
  it('asks from two characters and shows the service suggestions', async () => {
    const { server, user } = open('/firma/opgaver');
    const box = screen.getByLabelText('By, postnummer eller kategori');
    await user.type(box, 'm');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await posts(server, '/firma/search_city_category')).toEqual([]);
    await user.type(box, 'a');
    const list = await screen.findByTestId('city-category-suggestions');
    expect(within(list).getByText('2100 København Ø')).toBeInTheDocument();
    expect(await posts(server, '/firma/search_city_category')).toEqual([{ find_text: 'ma' }]);
  });

  it("shows 'Søger' while it asks and 'Resultaterne kunne ikke hentes' when the call fails", async () => {
    const held = heldReply();
    const { user } = open('/firma/opgaver', { 'POST /firma/search_city_category': held.route });
    await user.type(screen.getByLabelText('By, postnummer eller kategori'), 'od');
    expect(await screen.findByText('Søger')).toBeInTheDocument();
    await held.reached;
    held.release({ status: 500, body: { type: 'error', message: 'Fejl' } });
    expect(await screen.findByText('Resultaterne kunne ikke hentes')).toBeInTheDocument();
    expect(screen.queryByTestId('city-category-suggestions')).not.toBeInTheDocument();
  });

  it('a picked city filters the open jobs by its zip code', async () => {
    const { server, user } = open('/firma/opgaver');
    await user.type(screen.getByLabelText('By, postnummer eller kategori'), '21');
    await user.click(
      within(await screen.findByTestId('city-category-suggestions')).getByText('2100 København Ø'),
    );
    await waitFor(() =>
      expect(server.requests.some((r) => r.url.endsWith('/api/firma/opgaver?page=1&search=2100'))).toBe(true),
    );
    expect(screen.getByLabelText('Søg i opgaver')).toHaveValue('2100');
  });

  it('a picked category (also by keyboard) lists its open jobs unfiltered', async () => {
    const { server, user } = open('/firma/opgaver');
    await user.type(screen.getByLabelText('By, postnummer eller kategori'), 'mal');
    const item = await screen.findByText('Maler (Håndværkere & byggeri)');
    item.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByTestId('category-filter');
    expect(await within(panel).findByRole('heading', { name: 'Opgaver i Maler' })).toBeInTheDocument();
    expect(await within(panel).findByText('7 åbne opgaver')).toBeInTheDocument();
    expect(await posts(server, '/firma/find_checked')).toEqual([{ category: 4, value_checked: 0 }]);
  });
});

describe("a category's answers filter", () => {
  it('sends the ticked answers and minimums and shows the jobs that have them', async () => {
    const { server, user } = open('/firma/opgaver?kategori=4');
    const panel = await screen.findByTestId('category-filter');
    await user.click(await within(panel).findByLabelText('Lofter'));
    await user.type(within(panel).getByLabelText('Antal rum, mindst'), '2,5');
    await user.click(within(panel).getByRole('button', { name: 'Vis opgaver' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Beløbet skal være et helt tal på højst 999999999',
    );
    await user.clear(within(panel).getByLabelText('Antal rum, mindst'));
    await user.type(within(panel).getByLabelText('Antal rum, mindst'), '3');
    await user.click(within(panel).getByRole('button', { name: 'Vis opgaver' }));
    expect(await within(panel).findByText('1 åbne opgaver')).toBeInTheDocument();
    expect(await posts(server, '/firma/find_checked')).toEqual([
      { category: 4, value_checked: 0 },
      { category: 4, value_checked: 1, string_attributes: '35', only_numbers_input: '11:3' },
    ]);
  });

  it("a listed job's 'Byd' opens the bid form after the bid modal call", async () => {
    const { server, user } = open('/firma/opgaver?kategori=4');
    await user.click(await screen.findByRole('button', { name: 'Byd' }));
    expect(await screen.findByTestId('bid-modal')).toHaveTextContent(
      'Giv tilbud på »Maling af stue og to værelser«',
    );
    expect(await posts(server, '/ajax/firma/modal_bid')).toEqual([{ job_id: 351 }]);
  });

  it("'Din score i Maler' shows the company's figures in the category under the service's title", async () => {
    const { server, user } = open('/firma/opgaver?kategori=4');
    const panel = await screen.findByTestId('category-filter');
    await user.click(await within(panel).findByRole('button', { name: 'Din score i Maler' }));
    const dialog = await screen.findByTestId('category-score-modal');
    expect(within(dialog).getByRole('heading', { name: 'Din score i Maler' })).toBeInTheDocument();
    expect(await within(dialog).findByText('Dine tilbud')).toBeInTheDocument();
    expect(await posts(server, '/ajax/firma/infocategoryscore')).toEqual([{ categories_id: 4 }]);
  });

  it("'Fjern kategorien' goes back to all open jobs", async () => {
    const { user } = open('/firma/opgaver?kategori=4');
    await user.click(await screen.findByRole('button', { name: 'Fjern kategorien' }));
    expect(await screen.findByTestId('open-job')).toBeInTheDocument();
    expect(screen.queryByTestId('category-filter')).not.toBeInTheDocument();
  });
});
