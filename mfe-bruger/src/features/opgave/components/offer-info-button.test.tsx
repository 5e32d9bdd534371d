// SPEC §2 modals, 'Info on ordered job' (/ajax/opgave/modal_info_mobil, contact_id → html): every
// offer on the customer's job has an 'Info' button whose modal shows the service's html for that
// offer, asks again on each opening, shows a refusal in the modal, and keeps the profile link in the app.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { FakeRoutes } from '@opgavetorvet/ui/test';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { jobPage } from './job-page-fixture';
import { OpgavePage } from './opgave-page';

const session = {
  body: {
    user: { id: 7, name: 'Bente', email: 'bruger@demo.dk', role: 'user', companyId: null, companyName: null },
    csrfToken: 't',
  },
};
const infoHtml = (contactId: number, price: string) =>
  `<div data-contact-id="${contactId}"><header class="company-summary"><h2 class="company-summary__name">Tømrer Hansen ApS</h2><a href="/tomrer-hansen">Se firmaets profil</a></header><p class="modal-offers__state">Afgivet tilbud</p><dl class="offer__facts"><div class="offer__fact"><dt>Pris</dt><dd>${price}</dd></div></dl></div>`;

function open(info: FakeRoutes[string]) {
  const server = mockFetch({
    'GET /api/session': session,
    'GET /api/bruger/opgaver/333': { body: jobPage },
    'POST /ajax/opgave/modal_info_mobil': info,
  });
  renderWithProviders(
    <Routes>
      <Route path="/bruger/opgave/:jobId" element={<OpgavePage />} />
      <Route path="/:slug" element={<p data-testid="company-profile">profile</p>} />
    </Routes>,
    { route: '/bruger/opgave/333' },
  );
  const infoPosts = () => server.requests.filter((r) => r.url.endsWith('/ajax/opgave/modal_info_mobil'));
  return { infoPosts, user: userEvent.setup() };
}

describe("'Info' on an offer", () => {
  it("every offer has an 'Info' button naming its company; it opens the service's html for that contact", async () => {
    const { user, infoPosts } = open({ body: { html: infoHtml(41, '1.234.567 kr.') } });
    const offers = await screen.findAllByTestId('offer');
    expect(
      within(offers[1]).getByRole('button', { name: 'Info om tilbuddet fra Byg & Co' }),
    ).toHaveTextContent('Info');
    await user.click(
      within(offers[0]).getByRole('button', { name: 'Info om tilbuddet fra Tømrer Hansen ApS' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Tilbud fra Tømrer Hansen ApS' });
    expect(await within(dialog).findByTestId('offer-info')).toHaveTextContent('Pris1.234.567 kr.');
    expect(await infoPosts()[0].json()).toEqual({ contact_id: 41 });
  });

  it('asks the service again each time it opens, so the offer shown is the current one', async () => {
    let price = '1.234.567 kr.';
    const { user, infoPosts } = open(() => ({ body: { html: infoHtml(41, price) } }));
    const offer = (await screen.findAllByTestId('offer'))[0];
    await user.click(within(offer).getByRole('button', { name: /^Info om/ }));
    expect(await screen.findByTestId('offer-info')).toHaveTextContent('1.234.567 kr.');
    await user.click(screen.getByRole('button', { name: 'Luk' }));
    price = '9.000 kr.';
    await user.click(within(offer).getByRole('button', { name: /^Info om/ }));
    expect(await screen.findByTestId('offer-info')).toHaveTextContent('9.000 kr.');
    expect(infoPosts()).toHaveLength(2);
  });

  it("a refusal (404 for someone else's offer) shows the service's text in the modal", async () => {
    const { user } = open({ status: 404, body: { type: 'error', message: 'Tilbuddet findes ikke' } });
    const offer = (await screen.findAllByTestId('offer'))[0];
    await user.click(within(offer).getByRole('button', { name: /^Info om/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Tilbuddet findes ikke');
    expect(within(dialog).queryByTestId('offer-info')).not.toBeInTheDocument();
  });

  it("the company's profile link in the html opens the profile in the app (the job page and its modal go)", async () => {
    const { user } = open({ body: { html: infoHtml(41, '1.234.567 kr.') } });
    const offer = (await screen.findAllByTestId('offer'))[0];
    await user.click(within(offer).getByRole('button', { name: /^Info om/ }));
    await user.click(await screen.findByRole('link', { name: 'Se firmaets profil' }));
    expect(await screen.findByTestId('company-profile')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
