// The SMS notification phone on /firma/oplysninger: a Danish number of 8 digits ('+45' and spaces
// allowed) is checked before sending with 'Indtast venligst et gyldigt telefonnummer'; a saved
// number is shown in pairs; 'Fjern nummer' sends '' so the account's phone is used again.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { NotificationsPhoneSection } from './notifications-phone-section';

function open(saved: string) {
  const server = mockFetch({
    'POST /ajax/firma/notifications_phone': async (request) => {
      const { phone } = (await request.json()) as { phone: string };
      const digits = phone.replace(/^\+45/, '').replace(/ /g, '');
      return {
        body: {
          type: 'success',
          message: digits
            ? 'Telefonnummeret til notifikationer er gemt.'
            : 'Telefonnummeret til notifikationer er fjernet.',
          phone: digits,
        },
      };
    },
  });
  const onSaved = vi.fn();
  const view = renderWithProviders(<NotificationsPhoneSection saved={saved} onSaved={onSaved} />);
  const notes = () => view.store.getState().notifications.items.map(({ type, note }) => ({ type, note }));
  const posts = () => server.requests.filter((r) => r.method === 'POST');
  return { notes, posts, onSaved, user: userEvent.setup() };
}

describe('the SMS notification phone', () => {
  it.each(['', '1234567', '123456789', '+46 20304050', '2030 40x0'])(
    'refuses %j before sending',
    async (typed) => {
      const { posts, user } = open('');
      const field = screen.getByLabelText('Mobilnummer til sms');
      if (typed) await user.type(field, typed);
      await user.click(screen.getByRole('button', { name: 'Gem nummer' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Indtast venligst et gyldigt telefonnummer');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(posts()).toHaveLength(0);
    },
  );

  it('saves a Danish number with +45 and spaces and shows it in pairs', async () => {
    const { notes, posts, onSaved, user } = open('');
    expect(screen.getByTestId('notify-phone-current')).toHaveTextContent('Intet nummer angivet');
    expect(screen.queryByRole('button', { name: 'Fjern nummer' })).toBeNull();
    await user.type(screen.getByLabelText('Mobilnummer til sms'), '+45 20304050');
    await user.click(screen.getByRole('button', { name: 'Gem nummer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(await posts()[0].json()).toEqual({ phone: '+45 20304050' });
    expect(screen.getByLabelText('Mobilnummer til sms')).toHaveValue('20 30 40 50');
    expect(notes()).toEqual([{ type: 'success', note: 'Telefonnummeret til notifikationer er gemt.' }]);
  });

  it("removes the saved number with 'Fjern nummer'", async () => {
    const { notes, posts, user } = open('71329824');
    expect(screen.getByTestId('notify-phone-current')).toHaveTextContent('Sms’er sendes til 71 32 98 24.');
    expect(screen.getByLabelText('Mobilnummer til sms')).toHaveValue('71 32 98 24');
    await user.click(screen.getByRole('button', { name: 'Fjern nummer' }));
    await waitFor(() =>
      expect(notes()).toEqual([{ type: 'success', note: 'Telefonnummeret til notifikationer er fjernet.' }]),
    );
    expect(await posts()[0].json()).toEqual({ phone: '' });
    expect(screen.getByLabelText('Mobilnummer til sms')).toHaveValue('');
  });
});
