// The administrator's frame (issue 33): /admin/totp is shown to an administrator between the
// password and the code, who is no login yet, without the tabs; every other admin page asks for
// an administrator's login; /admin itself is the dashboard, whose tab is current only there.
import { screen } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { routes } from '../app/routes';

function AdminRoutes() {
  return useRoutes(routes);
}

const visitorSession = { 'GET /api/session': { body: { user: null, csrfToken: 'token' } } };

describe('the admin frame', () => {
  it('shows the second factor page without a login and without the tabs', async () => {
    mockFetch({ ...visitorSession, 'GET /api/admin/totp': { body: { step: 'verify' } } });
    renderWithProviders(<AdminRoutes />, { route: '/admin/totp' });
    expect(await screen.findByRole('heading', { name: 'Kode fra din godkendelses-app' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Administration' })).not.toBeInTheDocument();
  });

  it("shows the dashboard at /admin, its 'Oversigt' tab current only there", async () => {
    mockFetch({
      'GET /api/session': { body: { user: { id: 1, role: 'admin', name: 'Admin' }, csrfToken: 't' } },
      'GET /api/admin/oversigt': { status: 500, body: { type: 'error', message: 'Prøv igen' } },
      'GET /api/admin/administratorer': { body: { administrators: [] } },
    });
    const { unmount } = renderWithProviders(<AdminRoutes />, { route: '/admin' });
    expect(await screen.findByTestId('admin-oversigt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Oversigt' })).toHaveAttribute('aria-current', 'page');
    unmount();
    renderWithProviders(<AdminRoutes />, { route: '/admin/administratorer' });
    expect(await screen.findByRole('link', { name: 'Administratorer' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Oversigt' })).not.toHaveAttribute('aria-current');
  });

  it('asks for the login on the other pages', async () => {
    mockFetch({ ...visitorSession, 'GET /api/admin/administratorer': { body: { administrators: [] } } });
    renderWithProviders(<AdminRoutes />, { route: '/admin/administratorer' });
    expect(await screen.findByTestId('role-required')).toBeInTheDocument();
    expect(screen.queryByTestId('admin-administratorer')).not.toBeInTheDocument();
  });
});
