// Rule (issue 32): the notifications on /bruger/profil and /firma/konto — one checkbox per kind and
// channel, saved together with POST /api/konto/notifikationer — and, opened from a job alert's
// unsubscribe link (?afmeldt=offers), says the kind was switched off by e-mail.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NoticeSettings } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { NoticeSettingsSection } from './notice-settings-section';

const on = { email: true, sms: true };
const settings: NoticeSettings = {
  offers: { email: false, sms: true },
  messages: on,
  reminders: on,
  review_requests: on,
  news: { email: false, sms: false },
};

function open(route: string, role: 'user' | 'company' = 'company') {
  const server = mockFetch({
    'GET /api/session': {
      body: { user: { id: 7, role, name: 'Test', email: 'test@example.dk' }, csrfToken: 'token' },
    },
    'GET /api/konto/notifikationer': { body: { settings } },
    'POST /api/konto/notifikationer': async (request) => ({ body: await request.json() }),
  });
  renderWithProviders(<NoticeSettingsSection />, { route });
  return { server, user: userEvent.setup() };
}

describe("a person's notifications", () => {
  it('shows the kind switched off by the unsubscribe link, and saves a change', async () => {
    const { server, user } = open('/firma/konto?afmeldt=offers');
    expect(await screen.findByTestId('notice-unsubscribed')).toHaveTextContent(
      'Du er afmeldt »Tilbud« på e-mail. Du kan slå det til igen her.',
    );
    const form = await screen.findByTestId('notice-settings-form');
    const offersByEmail = within(form).getByRole('checkbox', { name: 'Tilbud på E-mail' });
    expect(offersByEmail).not.toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: 'Beskeder på SMS' }));
    await user.click(within(form).getByRole('button', { name: 'Gem notifikationer' }));
    await waitFor(async () => {
      const bodies = await Promise.all(
        server.requests.filter((r) => r.method === 'POST').map((r) => r.json() as Promise<unknown>),
      );
      expect(bodies).toEqual([{ settings: { ...settings, messages: { email: true, sms: false } } }]);
    });
  });

  it("says what 'Tilbud' means to the reader: offers to a customer, fitting jobs to a company", async () => {
    open('/bruger/profil', 'user');
    const form = await screen.findByTestId('notice-settings-form');
    expect(form).toHaveTextContent('Nye tilbud på dine opgaver');
    expect(form).not.toHaveTextContent('Nye opgaver, der passer til jer');
  });

  it("tells a company that 'Tilbud' are the jobs that fit it and answers to its offers", async () => {
    open('/firma/konto');
    const form = await screen.findByTestId('notice-settings-form');
    expect(
      await within(form).findByText('Nye opgaver, der passer til jer, og svar på jeres tilbud'),
    ).toBeVisible();
  });
});
