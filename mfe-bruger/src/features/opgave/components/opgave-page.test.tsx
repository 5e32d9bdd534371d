// Rules of the customer's job page (SPEC §4/§5/§9): amounts in Danish format, 'Vælg firma' leads
// to the supplier-hired page, 'success' and 'replay' disable the decline buttons, and an empty
// custom text ('Andet') is refused before sending.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { FakeRoutes } from '@opgavetorvet/ui/test';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { jobControl, jobPage } from './job-page-fixture';
import { OpgavePage } from './opgave-page';
import { SupplierHiredPage } from './supplier-hired-page';

const session = {
  body: {
    user: { id: 7, name: 'Bente', email: 'bruger@demo.dk', role: 'user', companyId: null, companyName: null },
    csrfToken: 't',
  },
};

function open(extra: FakeRoutes = {}) {
  const server = mockFetch({
    'GET /api/session': session,
    'GET /api/bruger/opgaver/333': { body: jobPage },
    'GET /api/bruger/opgaver/333/styring': { body: jobControl },
    ...extra,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/bruger/opgave/:jobId" element={<OpgavePage />} />
      <Route path="/bruger/leverandorhyret/:jobId" element={<SupplierHiredPage />} />
    </Routes>,
    { route: '/bruger/opgave/333' },
  );
  return { server, view, user: userEvent.setup() };
}

describe('customer job page', () => {
  it("shows each offer's company, amount with thousands separator '.' and its messages", async () => {
    open();
    const offer = (await screen.findAllByTestId('offer'))[0];
    expect(within(offer).getByRole('link', { name: 'Tømrer Hansen ApS' })).toHaveAttribute(
      'href',
      '/tomrer-hansen',
    );
    expect(within(offer).getByTestId('offer-amount')).toHaveTextContent('1.234.567 kr.');
    expect(within(offer).getByText('10.000–14.500 kr.')).toBeInTheDocument();
    expect(within(offer).getByText('Vi kan starte mandag')).toBeInTheDocument();
    expect(within(offer).getAllByTestId('offer-message')).toHaveLength(1);
  });

  it("shows an offer's company logo from its stored sizes, and none for a company without one", async () => {
    const logo = { key: 'AbCdEfGhIjKlMnOpQrStUv', kind: 'image' as const, name: 'logo.png', bytes: 900 };
    const [first, second] = jobPage.contacts;
    open({
      'GET /api/bruger/opgaver/333': {
        body: {
          ...jobPage,
          contacts: [
            {
              ...first,
              company: { ...first.company, logo: { ...logo, width: 900, height: 600, widths: [320, 800] } },
            },
            second,
          ],
        },
      },
    });
    const [withLogo, without] = await screen.findAllByTestId('offer');
    const image = within(withLogo).getByTestId('company-logo').querySelector('img');
    expect(image).toHaveAttribute(
      'srcset',
      '/filer/AbCdEfGhIjKlMnOpQrStUv/320.jpg 320w, /filer/AbCdEfGhIjKlMnOpQrStUv/800.jpg 800w',
    );
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(within(without).queryByTestId('company-logo')).toBeNull();
  });

  it('counts the offers that still stand, as the job list does: a declined or withdrawn offer is not one of them', async () => {
    const [first, second] = jobPage.contacts;
    const declined = { ...second, state: 'declined' as const };
    const withdrawn = {
      ...first,
      contact_id: 43,
      bid: first.bid && { ...first.bid, bid_id: 503, withdrawn: true },
    };
    mockFetch({
      'GET /api/session': session,
      'GET /api/bruger/opgaver/333': { body: { ...jobPage, contacts: [declined, first, withdrawn] } },
    });
    renderWithProviders(
      <Routes>
        <Route path="/bruger/opgave/:jobId" element={<OpgavePage />} />
      </Routes>,
      { route: '/bruger/opgave/333' },
    );
    expect(await screen.findByRole('heading', { name: '1 tilbud' })).toBeInTheDocument();
    expect(screen.getByText(/Desuden 2 tilbud, som du har afvist/)).toBeInTheDocument();
    // The standing offer first, then the declined and the withdrawn one.
    expect(screen.getAllByTestId('offer').map((card) => card.getAttribute('data-contact-id'))).toEqual(
      [first.contact_id, declined.contact_id, withdrawn.contact_id].map(String),
    );
  });

  it("'Vælg firma' posts job_id, contact_id and the street address (prefilled) and goes to the reply's result, the supplier-hired page", async () => {
    const { server, user } = open({
      'POST /ajax/bruger/changejobstatus': {
        body: {
          type: 'success',
          message: 'Du har valgt Tømrer Hansen ApS',
          result: '/bruger/leverandorhyret/333/?contact_id=41',
        },
      },
    });
    const offer = (await screen.findAllByTestId('offer'))[0];
    await user.click(within(offer).getByRole('button', { name: 'Vælg firma' }));
    await user.click(
      await within(screen.getByRole('dialog')).findByRole('button', { name: 'Ja, vælg Tømrer Hansen ApS' }),
    );
    expect(await screen.findByTestId('bruger-leverandorhyret')).toHaveTextContent(
      'Du har valgt Tømrer Hansen ApS til »Nyt køkken«.',
    );
    const post = server.requests.find((r) => r.method === 'POST');
    expect(await post?.json()).toEqual({ job_id: 333, contact_id: 41, street_address: 'Søndergade 12' });
  });

  it('promises no offers on a job without any that was withdrawn or removed', async () => {
    const bare = { ...jobPage, contacts: [] };
    open({ 'GET /api/bruger/opgaver/333': { body: bare } });
    expect(await screen.findByText('Ingen tilbud endnu')).toBeInTheDocument();
    cleanup();
    open({
      'GET /api/bruger/opgaver/333': {
        body: {
          ...bare,
          job: {
            ...jobPage.job,
            status: 'cancelled',
            removal: { at: 1_767_225_600, reason: 'Ulovligt arbejde.' },
          },
        },
      },
    });
    expect(await screen.findByTestId('job-removed')).toBeInTheDocument();
    expect(screen.queryByText('Ingen tilbud endnu')).not.toBeInTheDocument();
  });

  it('shows the final price the company reported on a finished offer, with øre', async () => {
    const [first, second] = jobPage.contacts;
    const finished = { ...first, state: 'finished' as const, is_winner: true, finished_price_ore: 1_512_550 };
    mockFetch({
      'GET /api/session': session,
      'GET /api/bruger/opgaver/333': { body: { ...jobPage, contacts: [finished, second] } },
    });
    renderWithProviders(
      <Routes>
        <Route path="/bruger/opgave/:jobId" element={<OpgavePage />} />
      </Routes>,
      { route: '/bruger/opgave/333' },
    );
    const [offer, other] = await screen.findAllByTestId('offer');
    expect(within(offer).getByTestId('final-price')).toHaveTextContent(
      'Endelig pris oplyst af firmaet: 15.125,50 kr.',
    );
    expect(within(other).queryByTestId('final-price')).not.toBeInTheDocument();
  });

  it("'Vælg firma' asks first in Danish, saying the choice cannot be undone; 'Nej' sends nothing", async () => {
    const { server, user } = open();
    const offer = (await screen.findAllByTestId('offer'))[0];
    await user.click(within(offer).getByRole('button', { name: 'Vælg firma' }));
    const dialog = screen.getByRole('dialog', { name: 'Vælg Tømrer Hansen ApS til opgaven?' });
    await within(dialog).findByRole('button', { name: 'Nej, gå tilbage' });
    expect(dialog).toHaveTextContent(
      'Valget kan ikke fortrydes. Du kan kun vælge et andet firma, hvis Tømrer Hansen ApS siger nej',
    );
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Nej, gå tilbage' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('declining an offer says first that it cannot be undone', async () => {
    const { user } = open();
    const offer = (await screen.findAllByTestId('offer'))[0];
    await user.click(within(offer).getByRole('button', { name: 'Tak, men nej tak' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tak, men nej tak – Tømrer Hansen ApS' });
    expect(within(dialog).getByTestId('decline-warning')).toHaveTextContent(
      'Når du sender svaret, er tilbuddet fra Tømrer Hansen ApS afvist. Det kan ikke fortrydes',
    );
  });

  it.each(['success', 'replay'])(
    "the decline buttons of that offer are disabled after '%s'",
    async (response) => {
      const { server, user } = open({
        'POST /opgave/new_message': { body: { response, view: '<li>…</li>' } },
      });
      const [first, second] = await screen.findAllByTestId('offer');
      await user.click(within(first).getByRole('button', { name: 'Tak, men nej tak' }));
      const dialog = await screen.findByRole('dialog', { name: 'Tak, men nej tak – Tømrer Hansen ApS' });
      await user.click(within(dialog).getByLabelText('Opgaven er udsat'));
      await user.click(within(dialog).getByRole('button', { name: 'Send svar' }));

      expect(await within(first).findByRole('button', { name: 'Tak, men nej tak' })).toBeDisabled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(within(second).getByRole('button', { name: 'Tak, men nej tak' })).toBeEnabled();
      const post = server.requests.find((r) => r.method === 'POST');
      expect(await post?.json()).toEqual({
        bidid: 501,
        userid: 7,
        companyid: 21,
        save_data_bd: 1,
        option: 'Opgaven er udsat',
      });
    },
  );

  it("an empty own text with 'Andet' is refused before sending: 'Dette felt må ikke være tomt.'", async () => {
    const { server, user } = open();
    const offer = (await screen.findAllByTestId('offer'))[0];
    await user.click(within(offer).getByRole('button', { name: 'Tak, men nej tak' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tak, men nej tak – Tømrer Hansen ApS' });
    await user.click(within(dialog).getByLabelText('Andet'));
    await user.type(within(dialog).getByLabelText('Dit svar'), '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send svar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Dette felt må ikke være tomt.');
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
    expect(within(offer).getByRole('button', { name: 'Tak, men nej tak' })).toBeEnabled();
  });
});
