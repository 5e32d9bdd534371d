// The review form a company's review request opens (/{slug}?anmeldelse={token}, SPEC §2 "Review
// form: star rating 1 to 5, title, text and category", plus the name it is shown with): SPEC §5's
// texts for missing stars and empty fields before sending; it sends the link's token with the
// review; the server's refusal (a used or expired link) shows in the form; once sent, a thank-you
// replaces it, the token leaves the address and 'Øvrige anmeldelser' shows the new review.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NO_PUBLIC_DETAILS } from '@opgavetorvet/contracts/company-presentation';
import { mockFetch, renderWithProviders, type FakeRoutes } from '@opgavetorvet/ui/test';
import { CompanyProfileRoutePage } from './company-profile-parts';

const TOKEN = '42.c2lnbmF0dXJl';
const company = {
  company_id: 1,
  slug: 'demo-byg-anlaeg',
  name: 'Demo Byg & Anlæg ApS',
  project: 'opgavetorvet',
  details: { ...NO_PUBLIC_DETAILS, zip: '2605', city: 'Brøndby' },
  description: '',
  rating: 3.7,
  reviews_count: 3,
  categories: ['Tømrer'],
  pricelists: [],
};
const tree = {
  categories: [
    {
      id: 1,
      name: 'Håndværkere',
      slug: 'h',
      createjob_uri: 'createjob',
      link: '/createjob/h',
      children: [{ id: 11, name: 'Maler', slug: 'm', createjob_uri: 'createjob', link: '/createjob/m' }],
    },
  ],
};
const list = (html: string) => ({ body: { html, page: 1, page_up: 0, delete_btn: false } });

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function open(extra: FakeRoutes = {}, route = `/demo-byg-anlaeg?anmeldelse=${TOKEN}`) {
  let reviewed = false;
  const server = mockFetch({
    'GET /api/session': { body: { user: null, csrfToken: 't' } },
    'GET /api/companies/demo-byg-anlaeg': { body: company },
    'GET /api/categories': { body: tree },
    'POST /ajax/firma/openingtimes': { body: { html: '' } },
    'POST /ajax/firma/load_reviews': list('<p class="reviews-empty">Ingen anmeldelser endnu</p>'),
    'POST /ajax/firma/load_friendtestimonials': list('<p class="reviews-empty">Ingen anmeldelser endnu</p>'),
    'POST /ajax/firma/load_publicreview': () =>
      list(
        reviewed
          ? '<div class="reviews"><article class="review" data-kind="public"><h4 class="review-title">Flot malet</h4></article></div>'
          : '<p class="reviews-empty">Ingen anmeldelser endnu</p>',
      ),
    'POST /api/anmeldelser/offentlig': () => {
      reviewed = true;
      return { body: { type: 'success', message: 'Tak for din anmeldelse!', review_id: 7 } };
    },
    ...extra,
  });
  renderWithProviders(
    <Routes>
      <Route
        path="/:slug"
        element={
          <>
            <CompanyProfileRoutePage />
            <Address />
          </>
        }
      />
    </Routes>,
    { route },
  );
  return { server, user: userEvent.setup() };
}

const posts = (server: { requests: Request[] }) =>
  server.requests.filter((r) => new URL(r.url).pathname === '/api/anmeldelser/offentlig');

async function fillIn(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.click(within(form).getByLabelText('4 stjerner: Meget tilfredsstillende'));
  await user.type(within(form).getByLabelText('Overskrift'), ' Flot malet ');
  await user.type(within(form).getByLabelText('Din anmeldelse'), 'Stuen blev malet på to dage.');
  await user.selectOptions(await within(form).findByLabelText('Kategori'), 'Maler');
  await user.type(within(form).getByLabelText('Dit navn'), 'Lise Jensen');
}

describe("the review form of a company's review request", () => {
  it('is shown only when the address carries a review link', async () => {
    open({}, '/demo-byg-anlaeg');
    await screen.findByTestId('company-profile');
    expect(screen.queryByTestId('public-review')).not.toBeInTheDocument();
  });

  it('has the five stars with the spec labels, title, text, category and the name', async () => {
    open();
    const form = await screen.findByTestId('public-review');
    expect(
      within(form).getByRole('heading', { name: 'Skriv en anmeldelse af Demo Byg & Anlæg ApS' }),
    ).toBeInTheDocument();
    expect(
      within(form)
        .getAllByRole('radio')
        .map((star) => star.getAttribute('aria-label')),
    ).toEqual([
      '1 stjerne: Uacceptabel',
      '2 stjerner: Ikke tilfredsstillende',
      '3 stjerner: Nogenlunde tilfredsstillende',
      '4 stjerner: Meget tilfredsstillende',
      '5 stjerner: Yderst tilfredsstillende',
    ]);
    for (const label of ['Overskrift', 'Din anmeldelse', 'Kategori', 'Dit navn'])
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    expect(form).toHaveTextContent('din e-mailadresse vises ikke');
  });

  it('refuses missing stars and empty fields (the name among them) with the spec texts before sending', async () => {
    const { server, user } = open();
    const form = await screen.findByTestId('public-review');
    await user.click(within(form).getByRole('button', { name: 'Send anmeldelse' }));
    const errors = within(form).getByTestId('public-review-errors');
    expect(errors).toHaveTextContent('Vælg venligst hvor mange stjerner du vil give (1-5)');
    expect(errors).toHaveTextContent('Alle felter skal udfyldes');
    await fillIn(user, form);
    await user.clear(within(form).getByLabelText('Dit navn'));
    await user.type(within(form).getByLabelText('Dit navn'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Send anmeldelse' }));
    expect(errors).toHaveTextContent('Alle felter skal udfyldes');
    expect(errors).not.toHaveTextContent('stjerner');
    expect(posts(server)).toHaveLength(0);
  });

  it("sends the link's token with the review, thanks, drops the token and shows the review under 'Øvrige anmeldelser'", async () => {
    const { server, user } = open();
    const form = await screen.findByTestId('public-review');
    await user.click(screen.getByRole('tab', { name: 'Øvrige anmeldelser' }));
    expect(await screen.findByText('Ingen anmeldelser endnu')).toBeInTheDocument();
    await fillIn(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send anmeldelse' }));
    expect(await screen.findByTestId('public-review-thanks')).toHaveTextContent(
      'Tak! Din anmeldelse står nu under »Øvrige anmeldelser«.',
    );
    expect(await posts(server)[0].json()).toEqual({
      company_id: 1,
      token: TOKEN,
      name: 'Lise Jensen',
      rating: 4,
      title: 'Flot malet',
      textreview: 'Stuen blev malet på to dage.',
      category: 11,
    });
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/demo-byg-anlaeg$/));
    // The open list is read again: the new review is there without reloading the page.
    expect(await screen.findByText('Flot malet')).toBeInTheDocument();
  });

  it("shows the server's refusal of a used or expired link in the form", async () => {
    const { user } = open({
      'POST /api/anmeldelser/offentlig': {
        status: 409,
        body: { type: 'error', message: 'Linket er allerede brugt: der er skrevet en anmeldelse med det.' },
      },
    });
    const form = await screen.findByTestId('public-review');
    await fillIn(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send anmeldelse' }));
    expect(
      await within(form).findByText('Linket er allerede brugt: der er skrevet en anmeldelse med det.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('public-review-thanks')).not.toBeInTheDocument();
  });
});
