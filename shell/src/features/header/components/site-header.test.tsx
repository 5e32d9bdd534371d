// The phone header (issue 10): one compact row with a 'Menu' button that says whether it is open
// (aria-expanded), moves focus into the menu when it opens, and closes on Escape (focus back on
// the button), on a click outside, on going to another page and on following one of its links; a visitor keeps 'Log ind' outside it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { SiteHeader } from './site-header';

const company = {
  user: {
    id: 2,
    role: 'company',
    name: 'Demo Firma',
    email: 'firma@demo.dk',
    companyId: 1,
    companyName: 'Demo Firma ApS',
  },
  csrfToken: 't',
};

function serve(session: unknown) {
  mockFetch({
    'GET /api/session': () => ({ body: session }),
    'POST /bruger2/update_number_red_dot': () => ({ body: { get_unread_messages: 0 } }),
  });
}

describe('the phone header menu', () => {
  it('opens with the menu button, moves focus into the menu, and Escape closes it with focus back', async () => {
    serve(company);
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />, { route: '/firma/opgaver' });
    const button = screen.getByRole('button', { name: 'Menu' });
    const panel = screen.getByTestId('header-menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('data-open', 'false');
    await screen.findByRole('link', { name: 'Opgaver i udbud' });

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    expect(document.activeElement).toHaveTextContent('Opgaver i udbud');

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('closes on a click outside and on going to another page', async () => {
    serve(company);
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <SiteHeader />
        <p>Udenfor</p>
      </>,
      { route: '/firma/opgaver/dine-vundne-opgaver' },
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.click(screen.getByText('Udenfor'));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.click(await screen.findByRole('link', { name: 'Opgaver i udbud' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when one of its links is followed to the page already shown', async () => {
    // A customer on 'Mine opgaver' choosing 'Mine opgaver' again: the menu covered the page (the
    // full-loop journey's tap on a job under it never landed).
    serve(company);
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />, { route: '/firma/opgaver' });
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('link', { name: 'Opgaver i udbud' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('header-menu')).toHaveAttribute('data-open', 'false');
  });

  it("keeps a visitor's 'Log ind' outside the menu", async () => {
    serve({ user: null, csrfToken: 't' });
    renderWithProviders(<SiteHeader />);
    const login = await screen.findByRole('button', { name: 'Log ind' });
    await waitFor(() => expect(login).toBeEnabled());
    expect(screen.getByTestId('header-menu')).not.toContainElement(login);
  });
});
