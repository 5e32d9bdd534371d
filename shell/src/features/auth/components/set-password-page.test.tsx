// Issue 10 #1: the welcome mail's code can be used. Its link (/adgangskode#email=…&kode=…) opens a
// page with the e-mail and the code filled in where the customer only chooses her password; and
// 'Glemt adgangskode' offers 'Jeg har allerede en kode' besides 'Send kode', which would replace it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { loginPromptOpened, sessionApi } from '@opgavetorvet/ui';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { LoginModal } from './login-modal';
import { SetPasswordPage } from './set-password-page';

const session = { status: 200, body: { user: null, csrfToken: 'csrf-123' } };

describe('choosing a password with the mailed code', () => {
  it("the welcome mail's link fills in e-mail and code; choosing a password sends them and sends no new code", async () => {
    const server = mockFetch({
      'GET /api/session': session,
      'POST /api/password/reset': { body: { success: true } },
    });
    renderWithProviders(
      <Routes>
        <Route path="/adgangskode" element={<SetPasswordPage />} />
      </Routes>,
      { route: '/adgangskode#email=sofie.kjaer%40example.com&kode=482913' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Vælg din adgangskode' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('sofie.kjaer@example.com');
    expect(screen.getByLabelText('Kode (6 cifre)')).toHaveValue('482913');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Ny adgangskode/), 'min-nye-kode');
    await user.click(screen.getByRole('button', { name: 'Gem ny adgangskode' }));
    expect(await screen.findByTestId('forgot-password-done')).toHaveTextContent('Din adgangskode er ændret');
    const reset = server.requests.find((r) => r.url.endsWith('/api/password/reset'));
    expect(await reset?.json()).toEqual({
      email: 'sofie.kjaer@example.com',
      code: '482913',
      password: 'min-nye-kode',
    });
    expect(server.requests.some((r) => r.url.endsWith('/bruger/sendmailforgotpassword'))).toBe(false);
  });

  it('a customer still logged in here is logged out with the rest: the session is asked again and its new CSRF token kept', async () => {
    // The service ends every session of the profile, this one too; a login sending the ended
    // session's token would be refused (403), as the full-loop journey found.
    let sessions = 0;
    const server = mockFetch({
      'GET /api/session': () => {
        sessions += 1;
        return { body: { user: null, csrfToken: sessions === 1 ? 'ended-session' : 'new-session' } };
      },
      'POST /api/password/reset': { body: { success: true } },
    });
    const view = renderWithProviders(
      <Routes>
        <Route path="/adgangskode" element={<SetPasswordPage />} />
      </Routes>,
      { route: '/adgangskode#email=sofie.kjaer%40example.com&kode=482913' },
    );
    await view.store.dispatch(sessionApi.endpoints.session.initiate());
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Ny adgangskode/), 'min-nye-kode');
    await user.click(screen.getByRole('button', { name: 'Gem ny adgangskode' }));
    expect(await screen.findByTestId('forgot-password-done')).toBeInTheDocument();
    const reset = server.requests.find((r) => r.url.endsWith('/api/password/reset'));
    expect(reset?.headers.get('x-csrf-token')).toBe('ended-session');
    await waitFor(() => expect(view.store.getState().csrf.token).toBe('new-session'));
    expect(sessions).toBe(2);
  });

  it("'Glemt adgangskode' → 'Jeg har allerede en kode' uses a code at hand without sending a new one", async () => {
    const server = mockFetch({
      'GET /api/session': session,
      'POST /api/password/reset': { body: { success: true } },
    });
    const view = renderWithProviders(<LoginModal />);
    await view.store.dispatch(sessionApi.endpoints.session.initiate());
    view.store.dispatch(loginPromptOpened());
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'Log ind' });
    await user.click(screen.getByRole('button', { name: 'Glemt adgangskode?' }));
    await user.click(await screen.findByRole('button', { name: 'Jeg har allerede en kode' }));
    await user.type(screen.getByLabelText('E-mail'), 'sofie.kjaer@example.com');
    await user.type(screen.getByLabelText('Kode (6 cifre)'), '482913');
    await user.type(screen.getByLabelText(/Ny adgangskode/), 'min-nye-kode');
    await user.click(screen.getByRole('button', { name: 'Gem ny adgangskode' }));
    expect(await screen.findByTestId('forgot-password-done')).toBeInTheDocument();
    expect(server.requests.some((r) => r.url.endsWith('/bruger/sendmailforgotpassword'))).toBe(false);
  });
});
