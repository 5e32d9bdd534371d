// The company profile /{slug} (SPEC §2/§7): the company's facts with the customers' average stars,
// its opening times and reviews as the service renders them (with the company's answer), more
// reviews on 'Vis flere' (page_up), the other lists as tabs; for a logged-in customer the own
// offers from the company, whose list (/ajax/bruger/modal_list) has the 'call me' button once the
// company was chosen; an unknown slug says the company was not found; its logo in the header and
// its reference jobs with their photos' galleries (issue 30). The page as the route shows it, with
// the parts of other features the app adds (ordering, the complaint).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NotificationsContainer } from '@opgavetorvet/ui';
import { NO_PUBLIC_DETAILS } from '@opgavetorvet/contracts/company-presentation';
import { mockFetch, renderWithProviders, type FakeRoutes } from '@opgavetorvet/ui/test';
import { CompanyProfileRoutePage } from './company-profile-parts';

const company = {
  company_id: 1,
  slug: 'demo-byg-anlaeg',
  name: 'Demo Byg & Anlæg ApS',
  project: 'opgavetorvet',
  details: { ...NO_PUBLIC_DETAILS, zip: '2605', city: 'Brøndby' },
  description: 'Lokalt byggefirma med 14 års erfaring.',
  rating: 3.7,
  reviews_count: 3,
  categories: ['Tømrer', 'Murer'],
  pricelists: [{ category_id: 2, name: 'Tømrer', lines: [{ category_id: 2, name: 'Tømrer' }] }],
  logo: null,
  references: [],
};
/** A stored image as the service names it (a key of 22 URL-safe characters). */
const image = (name: string) => ({
  key: name.replace(/\W/g, '').padEnd(22, 'k').slice(0, 22),
  kind: 'image',
  name,
  bytes: 90_000,
  width: 1600,
  height: 1200,
  widths: [320, 800, 1600],
});
const review = (id: number, title: string, answer = '') =>
  `<article class="review review-review" data-review-id="${id}"><h4 class="review-title">${title}</h4><p class="review-text">Tekst</p>${
    answer ? `<div class="review-answer"><strong>Firmaets svar:</strong><p>${answer}</p></div>` : ''
  }</article>`;
const customer = {
  body: {
    user: {
      id: 2,
      name: 'Mette Hansen',
      email: 'bruger@demo.dk',
      role: 'user',
      companyId: null,
      companyName: null,
    },
    csrfToken: 't',
  },
};
const offerHtml =
  '<div data-contact-id="55"><div data-bid-id="77"><p>12.500 kr.</p></div>' +
  '<button type="button" class="btn btn-primary modal-offers__call-me" data-contact-id="55">Ring mig op</button></div>';

async function pageOf(request: Request): Promise<number> {
  return ((await request.json()) as { page: number }).page;
}

function open(extra: FakeRoutes = {}, route = '/demo-byg-anlaeg') {
  const server = mockFetch({
    'GET /api/session': { body: { user: null, csrfToken: 't' } },
    'GET /api/companies/demo-byg-anlaeg': { body: company },
    'POST /ajax/firma/openingtimes': {
      body: {
        html: '<table class="opening-times"><caption>Åbningstider</caption><tbody><tr><th scope="row">Mandag</th><td>07:00 – 16:00</td></tr></tbody></table>',
      },
    },
    'POST /ajax/firma/load_reviews': async (request) => {
      const page = await pageOf(request);
      return page === 1
        ? {
            body: {
              html: `<div class="reviews">${review(1, 'Flot arbejde', 'Tak for ordene!')}</div>`,
              page,
              page_up: 2,
              delete_btn: false,
            },
          }
        : {
            body: {
              html: `<div class="reviews">${review(2, 'Forsinket')}</div>`,
              page,
              page_up: 0,
              delete_btn: false,
            },
          };
    },
    'POST /ajax/firma/load_friendtestimonials': {
      body: {
        html: `<div class="reviews">${review(9, 'Anbefaling fra en ven')}</div>`,
        page: 1,
        page_up: 0,
        delete_btn: false,
      },
    },
    ...extra,
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/:slug" element={<CompanyProfileRoutePage />} />
      </Routes>
      <NotificationsContainer />
    </>,
    { route },
  );
  return { server, user: userEvent.setup() };
}

const calls = (server: { requests: Request[] }, path: string) =>
  server.requests.filter((r) => new URL(r.url).pathname === path);

describe('the company profile', () => {
  it("shows the company, its customers' average stars, categories, opening times and reviews with the company's answer", async () => {
    open();
    expect(
      await screen.findByRole('heading', { name: 'Demo Byg & Anlæg ApS', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('2605 Brøndby')).toBeInTheDocument();
    expect(screen.getByTestId('profile-rating')).toHaveTextContent('3,7 ud af 5 (3 anmeldelser fra kunder)');
    expect(
      within(screen.getByRole('list', { name: 'Udfører' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Tømrer', 'Murer']);
    expect(screen.getByText('Lokalt byggefirma med 14 års erfaring.')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: '07:00 – 16:00' })).toBeInTheDocument();
    expect(await screen.findByText('Flot arbejde')).toBeInTheDocument();
    expect(screen.getByText('Tak for ordene!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Indhent tilbud' })).toHaveAttribute(
      'href',
      '/indhent-tilbud?firma=demo-byg-anlaeg',
    );
    expect(screen.getByRole('button', { name: 'Klag over et firma' })).toBeInTheDocument();
  });

  it("loads the next page on 'Vis flere' while page_up says there is one, and shows the other lists as tabs", async () => {
    const { server, user } = open();
    await user.click(await screen.findByRole('button', { name: 'Vis flere' }));
    expect(await screen.findByText('Forsinket')).toBeInTheDocument();
    expect(screen.getByText('Flot arbejde')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vis flere' })).not.toBeInTheDocument();
    expect(await Promise.all(calls(server, '/ajax/firma/load_reviews').map((r) => r.clone().json()))).toEqual(
      [
        { company_id: 1, page: 1 },
        { company_id: 1, page: 2 },
      ],
    );
    await user.click(screen.getByRole('tab', { name: 'Anbefalinger' }));
    expect(await screen.findByText('Anbefaling fra en ven')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Anbefalinger' })).toHaveAttribute('aria-selected', 'true');
  });

  it("does not ask for a visitor's own offers", async () => {
    const { server } = open();
    await screen.findByText('Flot arbejde');
    expect(calls(server, '/api/companies/demo-byg-anlaeg/offers')).toHaveLength(0);
    expect(screen.queryByTestId('own-offers')).not.toBeInTheDocument();
  });

  it("lets a customer open the company's offers on the own job and ask it to call once it was chosen", async () => {
    const { server, user } = open({
      'GET /api/session': customer,
      'GET /api/companies/demo-byg-anlaeg/offers': {
        body: {
          contacts: [{ contact_id: 55, job_id: 12, headline: 'Ny terrasse', state: 'confirmed', offers: 1 }],
        },
      },
      'POST /ajax/bruger/modal_list': {
        body: {
          company_name: 'Demo Byg & Anlæg ApS',
          html: offerHtml,
          logsphone: true,
          company_mob: '',
          company_phone: '43434343',
          companyid: 1,
          contactid: 55,
        },
      },
      'POST /opgave/new_message': { body: { response: 'success', view: '' } },
    });
    const own = await screen.findByTestId('own-offers');
    expect(within(own).getByRole('link', { name: 'Ny terrasse' })).toHaveAttribute(
      'href',
      '/bruger/opgave/12',
    );
    await user.click(within(own).getByRole('button', { name: 'Se tilbud på Ny terrasse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tilbud fra Demo Byg & Anlæg ApS' });
    expect(await calls(server, '/ajax/bruger/modal_list')[0].json()).toEqual({
      contactid: 55,
      jobid: 12,
      list: 1,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Ring mig op' }));
    expect(
      await screen.findByText('Demo Byg & Anlæg ApS har fået besked om at ringe dig op.'),
    ).toBeInTheDocument();
    expect(await calls(server, '/opgave/new_message')[0].json()).toEqual({
      bidid: 77,
      userid: 2,
      companyid: 1,
      msg: 'Ring mig venligst op, så vi kan tale om opgaven.',
    });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Ring mig op' })).toBeDisabled());
  });

  it('shows its logo in the header and its reference jobs, each with its text and a gallery of its photos', async () => {
    const logo = image('logo.png');
    const [before, after] = [image('foer.jpg'), image('efter.jpg')];
    const { user } = open({
      'GET /api/companies/demo-byg-anlaeg': {
        body: {
          ...company,
          logo,
          references: [
            {
              id: 4,
              title: 'Nyt tag i Valby',
              text: 'Tegltag lagt om på tre dage.',
              photos: [
                { ...before, caption: 'Før' },
                { ...after, caption: null },
              ],
            },
            { id: 6, title: 'Carport', text: '', photos: [] },
          ],
        },
      },
    });
    await screen.findByRole('heading', { name: 'Demo Byg & Anlæg ApS', level: 1 });
    const shownLogo = screen.getByTestId('company-logo').querySelector('img')!;
    expect(shownLogo).toHaveAttribute('src', `/filer/${logo.key}/320.jpg`);
    expect(shownLogo.getAttribute('srcset')).toContain(`/filer/${logo.key}/800.jpg 800w`);

    const references = screen.getByRole('article', { name: 'Referencer' });
    expect(
      within(references)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Nyt tag i Valby', 'Carport']);
    expect(within(references).getByText('Tegltag lagt om på tre dage.')).toBeInTheDocument();
    const gallery = await within(references).findByRole('list', { name: 'Billeder fra »Nyt tag i Valby«' });
    const openers = within(gallery).getAllByRole('button');
    expect(openers.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Vis billede 1 af 2: Før',
      'Vis billede 2 af 2',
    ]);
    expect(within(gallery).getByRole('img', { name: 'Før' })).toHaveAttribute('loading', 'lazy');

    await user.click(openers[0]!);
    const viewer = await screen.findByRole('dialog', { name: 'Billedfremviser' });
    expect(within(viewer).getByText('Billede 1 af 2')).toBeInTheDocument();
    expect(within(viewer).getByRole('img', { name: 'Før' })).toBeInTheDocument();
    // Anyone may report a photo of the public profile to the administrator.
    expect(within(viewer).getByRole('button', { name: 'Anmeld billede' })).toBeInTheDocument();
  });

  it('shows no references section when the company has none', async () => {
    open();
    await screen.findByRole('heading', { name: 'Demo Byg & Anlæg ApS', level: 1 });
    expect(screen.queryByTestId('profile-references')).not.toBeInTheDocument();
    expect(screen.queryByTestId('company-logo')).not.toBeInTheDocument();
  });

  it('says an unknown company was not found', async () => {
    open(
      {
        'GET /api/companies/findes-ikke': {
          status: 404,
          body: { type: 'error', message: 'Firmaet blev ikke fundet' },
        },
      },
      '/findes-ikke',
    );
    expect(await screen.findByText('Firmaet blev ikke fundet')).toBeInTheDocument();
  });
});
