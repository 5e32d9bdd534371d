// Issue 10: the booking sidebar's dollar and calendar icons say what they mean — the dollar icon's
// state as visible text under the headline, the calendar icon's as a tooltip (data-tip, shown on
// hover and on keyboard focus) besides its accessible name.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { FirmaSidebar } from './firma-sidebar';

describe('the booking icons in words', () => {
  it('writes out the dollar state and gives the calendar a tooltip', async () => {
    mockFetch({
      'POST /firma2/get_dine_bookinger_pagination': {
        body: {
          type: 'success',
          contact_ids: [597, 565],
          job_headlines: ['Nye tagrender', 'Nyt badeværelse'],
          selected_no_milestone: ['no-milestone', 'milestone-done'],
          exist_calendar: [false, true],
          company_seen_selection: [true, true],
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<FirmaSidebar />);
    await user.click(screen.getByRole('button', { name: 'Dine bookinger' }));
    const [first, second] = await screen.findAllByTestId('booking-row');
    expect(within(first).getByText('Endelig pris ikke indberettet')).toBeVisible();
    expect(within(second).getByText('Afsluttet med endelig pris')).toBeVisible();
    expect(within(first).getByRole('button', { name: /Åbn kalenderen/ })).toHaveAttribute(
      'data-tip',
      'Ingen aftaler i kalenderen endnu',
    );
    expect(within(second).getByRole('button', { name: /Åbn kalenderen/ })).toHaveAttribute(
      'data-tip',
      'Kalender',
    );
  });
});
