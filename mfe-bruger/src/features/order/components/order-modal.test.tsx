// Ordering from a pricelist (SPEC §5/§6/§8): the lines form goes to /bruger/ajaxpagebestil and
// its html replaces it; the order form refuses empty fields with SPEC §5's texts before sending;
// a visitor whose e-mail has a customer profile confirms it by password first (a wrong password
// shows the hidden error block); the server's refusal shows in the form's error area with the
// submit enabled again; a success goes to the returned link.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders, type FakeRoutes } from '@opgavetorvet/ui/test';
import { amountFormHtml, orderFormHtml } from './order-fixture';
import { OrderModal } from './order-modal';

const visitorSession = { body: { user: null, csrfToken: 't' } };
const noProfile = {
  body: {
    type: '',
    owner_name: '',
    search_email: '',
    fb_userid: '',
    fb_accesstoken: '',
    fb_expiresin: '',
    fb_signedrequest: '',
    avatar_original: '',
    avatar_link: '',
    class: '',
  },
};
const customerProfile = {
  body: {
    ...noProfile.body,
    type: 'user',
    owner_name: 'Mette Hansen',
    search_email: 'mette@example.com',
    class: 'bruger',
  },
};

function open(extra: FakeRoutes = {}) {
  const server = mockFetch({
    'GET /api/session': visitorSession,
    'POST /bruger/companymodalamountattr': { body: { html: amountFormHtml } },
    'POST /bruger/ajaxpagebestil': { body: { html: orderFormHtml } },
    'POST /bruger/findemail': noProfile,
    ...extra,
  });
  renderWithProviders(
    <Routes>
      <Route path="/bruger/opgave/:jobId" element={<p>Opgavesiden</p>} />
      <Route path="*" element={<OrderModal companyId={1} categoryId={2} onClose={() => undefined} />} />
    </Routes>,
    { route: '/demo-byg-anlaeg' },
  );
  return { server, user: userEvent.setup() };
}

const posts = (server: { requests: Request[] }, path: string) =>
  server.requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === path);

async function toOrderForm(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'Bestil fra prislisten' });
  await user.type(await within(dialog).findByLabelText('Antal'), '20');
  await user.click(within(dialog).getByRole('button', { name: 'Videre' }));
  return screen.findByRole('dialog', { name: 'Send din bestilling' });
}

async function fillContact(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  email = 'ny@example.com',
) {
  await user.type(within(dialog).getByLabelText('Fulde navn'), 'Ny Kunde');
  await user.type(within(dialog).getByLabelText('E-mail'), email);
  await user.type(within(dialog).getByLabelText('Telefon'), '20304050');
  await user.type(within(dialog).getByLabelText('Postnummer'), '2605');
}

describe('order from a pricelist', () => {
  it('sends the chosen line and amount to /bruger/ajaxpagebestil and shows the order form it returns', async () => {
    const { server, user } = open();
    const dialog = await toOrderForm(user);
    expect(within(dialog).getByText('20 m²')).toBeInTheDocument();
    expect(await posts(server, '/bruger/ajaxpagebestil')[0].json()).toEqual({
      company_id: 1,
      pricelist: 2,
      categoryid: 2,
      attr_id: 3,
      amount: 20,
      select_headline: 'Tømrer',
    });
  });

  it('refuses a missing amount before asking the server', async () => {
    const { server, user } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Bestil fra prislisten' });
    await user.click(await within(dialog).findByRole('button', { name: 'Videre' }));
    expect(within(dialog).getByTestId('order-error')).toHaveTextContent(
      'Angiv antallet som et helt tal (højst 999999999)',
    );
    expect(posts(server, '/bruger/ajaxpagebestil')).toHaveLength(0);
  });

  it("refuses an empty order form with SPEC §5's texts and sends nothing", async () => {
    const { server, user } = open();
    const dialog = await toOrderForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send bestilling' }));
    const errors = within(dialog).getByTestId('order-error');
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Indtast venligst dit fulde navn',
      'Indtast venligst et gyldigt telefonnummer',
      'Ugyldigt postnummer. Prøv venligst igen',
      'E-mail er påkrævet. Angiv venligst din e-mail.',
    ]);
    await user.type(within(dialog).getByLabelText('E-mail'), 'forkert@');
    await user.click(within(dialog).getByRole('button', { name: 'Send bestilling' }));
    expect(within(dialog).getByTestId('order-error')).toHaveTextContent('Ugyldig e-mail. Prøv venligst igen');
    expect(posts(server, '/bruger/findemail')).toHaveLength(0);
    expect(posts(server, '/bruger/createpersonalizedwork')).toHaveLength(0);
  });

  it("shows the server's refusal in the form's error area and enables the submit again", async () => {
    const text = 'Ugyldigt postnummer. Prøv venligst igen';
    const { user } = open({
      'POST /bruger/createpersonalizedwork': {
        status: 400,
        body: { error: text, link: '', type: 'error', message: text },
      },
    });
    const dialog = await toOrderForm(user);
    await fillContact(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send bestilling' }));
    expect(await within(dialog).findByTestId('order-error')).toHaveTextContent(text);
    expect(within(dialog).getByRole('button', { name: 'Send bestilling' })).toBeEnabled();
  });

  it('sends the order with its hidden fields and goes to the returned link', async () => {
    const { server, user } = open({
      'POST /bruger/createpersonalizedwork': { body: { error: '', link: '/bruger/opgave/812' } },
    });
    const dialog = await toOrderForm(user);
    await fillContact(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send bestilling' }));
    expect(await screen.findByText('Opgavesiden')).toBeInTheDocument();
    expect(await posts(server, '/bruger/findemail')[0].json()).toEqual({ email: 'ny@example.com' });
    expect(await posts(server, '/bruger/createpersonalizedwork')[0].json()).toEqual({
      name: 'Ny Kunde',
      email: 'ny@example.com',
      phone: '20304050',
      location: '2605',
      pricelist: 2,
      amount: 20,
      categoryid: 2,
      headline: 'Ny terrasse',
      attr_id: 3,
      company_id: 1,
    });
  });

  it("asks a visitor whose e-mail has a profile for that profile's password first", async () => {
    let password = '';
    const { server, user } = open({
      'POST /bruger/findemail': customerProfile,
      'POST /bruger/data_acknowledgment': async (request) => {
        password = ((await request.json()) as { password_confirm: string }).password_confirm;
        return { body: { success: password === 'demo1234', pass: password === 'demo1234' } };
      },
      'POST /bruger/createpersonalizedwork': { body: { error: '', link: '/bruger/opgave/813' } },
    });
    const dialog = await toOrderForm(user);
    await fillContact(user, dialog, 'mette@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send bestilling' }));
    const confirm = await screen.findByRole('dialog', { name: 'Bekræft din profil' });
    expect(within(confirm).getByText(/mette@example\.com \(Mette Hansen\)/)).toBeInTheDocument();
    expect(within(confirm).getByTestId('confirm-profile-error')).not.toBeVisible();
    expect(posts(server, '/bruger/createpersonalizedwork')).toHaveLength(0);

    await user.type(within(confirm).getByLabelText('Adgangskode'), 'forkert');
    await user.click(within(confirm).getByRole('button', { name: 'Bekræft og send' }));
    await waitFor(() => expect(within(confirm).getByTestId('confirm-profile-error')).toBeVisible());
    expect(within(confirm).getByTestId('confirm-profile-error')).toHaveTextContent(
      'Adgangskoden er forkert. Prøv venligst igen.',
    );
    expect(posts(server, '/bruger/createpersonalizedwork')).toHaveLength(0);

    await user.clear(within(confirm).getByLabelText('Adgangskode'));
    await user.type(within(confirm).getByLabelText('Adgangskode'), 'demo1234');
    await user.click(within(confirm).getByRole('button', { name: 'Bekræft og send' }));
    expect(await screen.findByText('Opgavesiden')).toBeInTheDocument();
    expect(await posts(server, '/bruger/data_acknowledgment').at(-1)?.json()).toEqual({
      search_email: 'mette@example.com',
      password_confirm: 'demo1234',
    });
    expect(posts(server, '/bruger/createpersonalizedwork')).toHaveLength(1);
  });

  it("does not let a company's e-mail order", async () => {
    const { server, user } = open({
      'POST /bruger/findemail': { body: { ...customerProfile.body, type: 'company', class: 'firma' } },
    });
    const dialog = await toOrderForm(user);
    await fillContact(user, dialog, 'firma@demo.dk');
    await user.click(within(dialog).getByRole('button', { name: 'Send bestilling' }));
    expect(await within(dialog).findByTestId('order-error')).toHaveTextContent(
      'E-mailen hører til en firmaprofil',
    );
    expect(posts(server, '/bruger/createpersonalizedwork')).toHaveLength(0);
  });
});
