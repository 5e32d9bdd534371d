// Rule (issue 32): the company's contact person changes the password on /firma/konto, as a customer
// does on /bruger/profil — the current one first (POST /api/konto/adgangskode, which ends the
// account's other sessions); a new one under 8 characters is refused before anything is sent, and a
// wrong current password is said at its field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompanyAccountReply, NoticeSettings } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { KontoPage } from './konto-page';

const account: CompanyAccountReply = {
  balance_ore: 0,
  card_payment: true,
  min_kr: 100,
  max_kr: 50_000,
  lines: [],
};

const on = { email: true, sms: true };
const settings: NoticeSettings = { offers: on, messages: on, reminders: on, review_requests: on, news: on };

function open() {
  const server = mockFetch({
    'GET /api/firma/konto': { body: account },
    'GET /api/konto/notifikationer': { body: { settings } },
    'POST /api/konto/adgangskode': async (request) => {
      const body = (await request.json()) as { current_password: string };
      return body.current_password === 'rigtigt-ord'
        ? { body: { type: 'success', message: 'Din adgangskode er skiftet.' } }
        : { status: 400, body: { type: 'error', message: 'Din nuværende adgangskode er forkert' } };
    },
  });
  renderWithProviders(<KontoPage onLeave={() => undefined} />, { route: '/firma/konto' });
  return { server, user: userEvent.setup() };
}

const posted = (server: ReturnType<typeof open>['server']) =>
  Promise.all(
    server.requests
      .filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/konto/adgangskode')
      .map((r) => r.json() as Promise<unknown>),
  );

describe("/firma/konto's password change", () => {
  it('refuses a new password shorter than 8 characters before sending it', async () => {
    const { server, user } = open();
    const form = await screen.findByTestId('password-form');
    await user.type(within(form).getByLabelText('Nuværende adgangskode'), 'rigtigt-ord');
    await user.type(within(form).getByLabelText('Ny adgangskode'), 'kort');
    await user.click(within(form).getByRole('button', { name: 'Skift adgangskode' }));
    expect(await within(form).findByText('Adgangskoden skal være mindst 8 tegn')).toBeInTheDocument();
    expect(await posted(server)).toEqual([]);
  });

  it('sends the current password with the new one, and says a wrong current one at its field', async () => {
    const { server, user } = open();
    const form = await screen.findByTestId('password-form');
    const current = within(form).getByLabelText('Nuværende adgangskode');
    const fresh = within(form).getByLabelText('Ny adgangskode');
    await user.type(current, 'forkert-ord');
    await user.type(fresh, 'nyt-langt-ord');
    await user.click(within(form).getByRole('button', { name: 'Skift adgangskode' }));
    expect(await within(form).findByText('Din nuværende adgangskode er forkert')).toBeInTheDocument();

    await user.clear(current);
    await user.type(current, 'rigtigt-ord');
    await user.click(within(form).getByRole('button', { name: 'Skift adgangskode' }));
    await waitFor(() => expect(current).toHaveValue(''));
    expect(await posted(server)).toEqual([
      { current_password: 'forkert-ord', new_password: 'nyt-langt-ord' },
      { current_password: 'rigtigt-ord', new_password: 'nyt-langt-ord' },
    ]);
  });
});
