// /indhent-tilbud?firma={slug}: a quote request to one company with name, e-mail and phone (SPEC
// §2), sent as a personalised work order for the chosen service (no amount), with SPEC §5's
// checks; without a company the page points to the category search instead of a form.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NO_PUBLIC_DETAILS } from '@opgavetorvet/contracts/company-presentation';
import { mockFetch, renderWithProviders, type FakeRoutes } from '@opgavetorvet/ui/test';
import { QuoteRequestPage } from './quote-request-page';

const company = {
  company_id: 1,
  slug: 'demo-byg-anlaeg',
  name: 'Demo Byg & Anlæg ApS',
  project: 'opgavetorvet',
  details: { ...NO_PUBLIC_DETAILS, zip: '2605', city: 'Brøndby' },
  description: 'Lokalt byggefirma.',
  rating: 3.7,
  reviews_count: 3,
  categories: ['Tømrer', 'Flytning'],
  pricelists: [
    { category_id: 2, name: 'Tømrer', lines: [{ category_id: 2, name: 'Tømrer' }] },
    {
      category_id: 40,
      name: 'Flytning',
      lines: [
        { category_id: 41, name: 'Flyttefirma' },
        { category_id: 42, name: 'Pianoflytning' },
      ],
    },
  ],
};
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

function open(route: string, extra: FakeRoutes = {}) {
  const server = mockFetch({
    'GET /api/session': { body: { user: null, csrfToken: 't' } },
    'GET /api/companies/demo-byg-anlaeg': { body: company },
    'POST /bruger/findemail': { body: { type: '' } },
    ...extra,
  });
  renderWithProviders(
    <Routes>
      <Route path="/indhent-tilbud" element={<QuoteRequestPage />} />
      <Route path="/bruger/opgave/:jobId" element={<p>Opgavesiden</p>} />
    </Routes>,
    { route },
  );
  return { server, user: userEvent.setup() };
}

describe('the quote request page', () => {
  it('without a company points to the category search and shows no form', async () => {
    open('/indhent-tilbud');
    expect(await screen.findByText('Hvilket firma vil du have tilbud fra?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find en kategori' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('quote-form')).not.toBeInTheDocument();
  });

  it('links the terms of use and the privacy policy beside the button that sends the request (issue 32)', async () => {
    open('/indhent-tilbud?firma=demo-byg-anlaeg');
    const form = await screen.findByTestId('quote-form');
    const consent = within(form).getByTestId('quote-consent');
    expect(consent).toHaveTextContent(/^Ved at sende forespørgslen accepterer du vores vilkår/);
    expect(within(consent).getByRole('link', { name: /^vilkår/ })).toHaveAttribute('href', '/vilkaar');
    expect(within(consent).getByRole('link', { name: /^privatlivspolitikken/ })).toHaveAttribute(
      'href',
      '/privatlivspolitik',
    );
    expect(within(form).getByRole('button', { name: 'Send forespørgsel' })).toHaveAccessibleDescription(
      /^Ved at sende forespørgslen/,
    );
  });

  it("refuses missing fields with SPEC §5's texts before sending", async () => {
    const { server, user } = open('/indhent-tilbud?firma=demo-byg-anlaeg');
    const form = await screen.findByTestId('quote-form');
    await user.click(within(form).getByRole('button', { name: 'Send forespørgsel' }));
    expect(
      within(within(form).getByRole('alert'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Skriv venligst kort, hvad der skal laves',
      'Indtast venligst dit fulde navn',
      'Indtast venligst et gyldigt telefonnummer',
      'Ugyldigt postnummer. Prøv venligst igen',
      'E-mail er påkrævet. Angiv venligst din e-mail.',
    ]);
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('sends the chosen service, the description and the contact fields as a personalised order to the company', async () => {
    const { server, user } = open('/indhent-tilbud?firma=demo-byg-anlaeg', {
      'POST /bruger/createpersonalizedwork': { body: { error: '', link: '/bruger/opgave/900' } },
    });
    expect(
      await screen.findByRole('heading', { name: 'Indhent tilbud fra Demo Byg & Anlæg ApS' }),
    ).toBeInTheDocument();
    const form = screen.getByTestId('quote-form');
    await user.selectOptions(
      within(form).getByLabelText('Hvilken ydelse drejer det sig om?'),
      'Flytning – Pianoflytning',
    );
    await user.type(within(form).getByLabelText('Hvad skal der laves?'), 'Flytning af flygel');
    await user.type(within(form).getByLabelText('Fulde navn'), 'Ny Kunde');
    await user.type(within(form).getByLabelText('E-mail'), 'ny@example.com');
    await user.type(within(form).getByLabelText('Telefon'), '20304050');
    await user.type(within(form).getByLabelText('Postnummer'), '2605');
    await user.click(within(form).getByRole('button', { name: 'Send forespørgsel' }));
    expect(await screen.findByText('Opgavesiden')).toBeInTheDocument();
    const post = server.requests.find((r) => new URL(r.url).pathname === '/bruger/createpersonalizedwork');
    expect(await post?.json()).toEqual({
      name: 'Ny Kunde',
      email: 'ny@example.com',
      phone: '20304050',
      location: '2605',
      pricelist: 40,
      categoryid: 42,
      attr_id: 0,
      amount: 0,
      headline: 'Flytning af flygel',
      company_id: 1,
    });
  });

  it("fills in a logged-in customer's name and e-mail and does not look the e-mail up", async () => {
    const { server, user } = open('/indhent-tilbud?firma=demo-byg-anlaeg', {
      'GET /api/session': customer,
      'POST /bruger/createpersonalizedwork': { body: { error: '', link: '/bruger/opgave/901' } },
    });
    const form = await screen.findByTestId('quote-form');
    expect(within(form).getByLabelText('Fulde navn')).toHaveValue('Mette Hansen');
    expect(within(form).getByLabelText('E-mail')).toHaveValue('bruger@demo.dk');
    await user.type(within(form).getByLabelText('Hvad skal der laves?'), 'Ny terrasse');
    await user.type(within(form).getByLabelText('Telefon'), '20304050');
    await user.type(within(form).getByLabelText('Postnummer'), '2605');
    await user.click(within(form).getByRole('button', { name: 'Send forespørgsel' }));
    expect(await screen.findByText('Opgavesiden')).toBeInTheDocument();
    expect(server.requests.some((r) => new URL(r.url).pathname === '/bruger/findemail')).toBe(false);
  });

  it("a company's e-mail typed by a visitor offers to log in as the company (/firma/findemail, SPEC §6, issue 34)", async () => {
    const { server, user } = open('/indhent-tilbud?firma=demo-byg-anlaeg', {
      'POST /firma/findemail': {
        body: {
          type: 'company',
          owner_name: 'Tømrer Hansen ApS',
          search_email: 'firma@demo.dk',
          fb_userid: '',
          fb_accesstoken: '',
          fb_expiresin: '',
          fb_signedrequest: '',
          avatar_original: '',
          avatar_link: '',
          class: 'firma',
        },
      },
    });
    const form = await screen.findByTestId('quote-form');
    await user.type(within(form).getByLabelText('E-mail'), 'firma@demo.dk');
    expect(await screen.findByTestId('existing-profile-company', {}, { timeout: 3000 })).toHaveTextContent(
      'Tømrer Hansen ApS',
    );
    const lookup = server.requests.find((r) => new URL(r.url).pathname === '/firma/findemail');
    expect(await lookup?.json()).toEqual({ email: 'firma@demo.dk' });
  });
});
