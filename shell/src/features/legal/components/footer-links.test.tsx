// The footer of every page links the privacy policy and the terms of use (issue 32): the shell's
// own routes, from one page to the other.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '@opgavetorvet/ui';
import { mockFetch } from '@opgavetorvet/ui/test';
import { routes } from '../../../app/routes';

describe('the footer', () => {
  it('links the privacy policy and the terms of use on every page', async () => {
    mockFetch({ 'GET /api/session': { body: { user: null, csrfToken: 't' } } });
    const router = createMemoryRouter(routes, { initialEntries: ['/privatlivspolitik'] });
    render(
      <Provider store={createAppStore()}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Privatlivspolitik' })).toBeInTheDocument();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Privatlivspolitik' })).toHaveAttribute(
      'href',
      '/privatlivspolitik',
    );

    await userEvent.setup().click(footer.getByRole('link', { name: 'Vilkår for brug' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vilkår for brug' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vilkaar');
  });
});
