// Rules of the complaint form (SPEC §5/§7): company name, text and the user's name are all
// required, each with its own text ('Angiv venligst firmaets navn', 'Beskriv venligst problemet',
// 'Indtast venligst dit fulde navn') before anything is sent; a filled form goes to
// /bruger/complaintsend, its message is a notification and the modal closes.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NotificationsContainer } from '@opgavetorvet/ui';
import { mockFetch, renderWithProviders, type FakeRoutes } from '@opgavetorvet/ui/test';
import { ComplaintButton } from './complaint-button';

const session = {
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

function open(extra: FakeRoutes = {}, companyName?: string) {
  const server = mockFetch({ 'GET /api/session': session, ...extra });
  const { store } = renderWithProviders(
    <>
      <ComplaintButton companyName={companyName} />
      <NotificationsContainer />
    </>,
  );
  const sessionLoaded = () =>
    waitFor(() =>
      expect(
        Object.values(store.getState().api.queries).some(
          (q) => q?.endpointName === 'session' && q.status === 'fulfilled',
        ),
      ).toBe(true),
    );
  return { server, user: userEvent.setup(), sessionLoaded };
}

describe('complaint about a company', () => {
  it('refuses each empty field with its own text and sends nothing', async () => {
    const { server, user } = open();
    await user.click(screen.getByRole('button', { name: 'Klag over et firma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Klag over et firma' });
    await user.clear(within(dialog).getByLabelText('Dit fulde navn'));
    await user.click(within(dialog).getByRole('button', { name: 'Send klage' }));
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([
      'Angiv venligst firmaets navn',
      'Beskriv venligst problemet',
      'Indtast venligst dit fulde navn',
    ]);
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it("fills in the customer's name and the page's company, sends the three fields and shows the answer", async () => {
    const { server, user, sessionLoaded } = open(
      {
        'POST /bruger/complaintsend': {
          body: { result: 'success', type: 'success', message: 'Tak, vi har modtaget din klage' },
        },
      },
      'Tag & Co',
    );
    await sessionLoaded();
    await user.click(screen.getByRole('button', { name: 'Klag over et firma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Klag over et firma' });
    expect(within(dialog).getByLabelText('Dit fulde navn')).toHaveValue('Mette Hansen');
    expect(within(dialog).getByLabelText('Firmaets navn')).toHaveValue('Tag & Co');
    await user.type(within(dialog).getByLabelText('Beskriv problemet'), 'Firmaet mødte ikke op.');
    await user.click(within(dialog).getByRole('button', { name: 'Send klage' }));
    expect(await screen.findByText('Tak, vi har modtaget din klage')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const post = server.requests.find((r) => r.method === 'POST');
    expect(await post?.json()).toEqual({
      company_name: 'Tag & Co',
      text: 'Firmaet mødte ikke op.',
      user_name: 'Mette Hansen',
    });
  });
});
