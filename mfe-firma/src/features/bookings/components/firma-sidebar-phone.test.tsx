// On a phone the company sidebar sits behind its own button (issue 10): closed at start, the
// button says so (aria-expanded) and names the list it opens (aria-controls).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { FirmaSidebar } from './firma-sidebar';

describe('the company sidebar on a phone', () => {
  it('is behind its own button, closed at start, opened and closed by it', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderWithProviders(<FirmaSidebar />, { route: '/firma/opgaver' });
    const toggle = screen.getByRole('button', { name: 'Bookinger, profil og konto' });
    const sidebar = screen.getByTestId('firma-sidebar');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar).toHaveAttribute('data-phone-open', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(
      screen.getByRole('button', { name: 'Dine bookinger' }),
    );
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar).toHaveAttribute('data-phone-open', 'true');
    await user.click(toggle);
    expect(sidebar).toHaveAttribute('data-phone-open', 'false');
  });
});
