// The login modal's forgotten-password flow: the e-mail gets a code, the code and a new password
// (at least 8 characters, a 6-digit code) set it; unknown e-mails and refused codes are said plainly.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loginPromptOpened, sessionApi } from '@opgavetorvet/ui';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { LoginModal } from './login-modal';

const session = { status: 200, body: { user: null, csrfToken: 'csrf-123' } };

async function openForgotPassword() {
  const view = renderWithProviders(<LoginModal />);
  await view.store.dispatch(sessionApi.endpoints.session.initiate());
  view.store.dispatch(loginPromptOpened());
  const user = userEvent.setup();
  await screen.findByRole('dialog', { name: 'Log ind' });
  await user.click(screen.getByRole('button', { name: 'Glemt adgangskode?' }));
  await screen.findByRole('dialog', { name: 'Glemt adgangskode' });
  return user;
}

describe('forgotten password', () => {
  it('sends a code to the e-mail, then sets the new password with it', async () => {
    const server = mockFetch({
      'GET /api/session': session,
      'POST /bruger/sendmailforgotpassword': { body: { success: true, fb_email: false } },
      'POST /api/password/reset': { body: { success: true } },
    });
    const user = await openForgotPassword();
    await user.type(screen.getByLabelText('E-mail'), ' bruger@demo.dk ');
    await user.click(screen.getByRole('button', { name: 'Send kode' }));
    expect(
      await screen.findByText('Vi har sendt en kode til bruger@demo.dk. Koden gælder i 1 time.'),
    ).toBeInTheDocument();
    const sent = server.requests.find((r) => r.url.endsWith('/bruger/sendmailforgotpassword'));
    expect(await sent?.json()).toEqual({ email: 'bruger@demo.dk', from: 'login' });

    await user.type(screen.getByLabelText('Kode (6 cifre)'), '123456');
    await user.type(screen.getByLabelText(/Ny adgangskode/), 'nyt-kodeord');
    await user.click(screen.getByRole('button', { name: 'Gem ny adgangskode' }));
    expect(await screen.findByTestId('forgot-password-done')).toHaveTextContent('Din adgangskode er ændret');
    const reset = server.requests.find((r) => r.url.endsWith('/api/password/reset'));
    expect(await reset?.json()).toEqual({ email: 'bruger@demo.dk', code: '123456', password: 'nyt-kodeord' });

    await user.click(screen.getByRole('button', { name: 'Log ind' }));
    expect(await screen.findByRole('dialog', { name: 'Log ind' })).toBeInTheDocument();
  });

  it('says so when no profile has the e-mail, and asks for an e-mail before sending', async () => {
    const server = mockFetch({
      'GET /api/session': session,
      'POST /bruger/sendmailforgotpassword': { body: { success: false, fb_email: false } },
    });
    const user = await openForgotPassword();
    await user.click(screen.getByRole('button', { name: 'Send kode' }));
    expect(await screen.findByText('Dette felt må ikke være tomt.')).toBeInTheDocument();
    expect(server.requests.some((r) => r.url.endsWith('/bruger/sendmailforgotpassword'))).toBe(false);
    await user.type(screen.getByLabelText('E-mail'), 'ukendt@example.dk');
    await user.click(screen.getByRole('button', { name: 'Send kode' }));
    expect(await screen.findByTestId('forgot-password-error')).toHaveTextContent(
      'Vi kan ikke finde en profil med den e-mail.',
    );
  });

  it("checks the code's 6 digits and the password's 8 characters, and shows the server's refusal", async () => {
    const server = mockFetch({
      'GET /api/session': session,
      'POST /bruger/sendmailforgotpassword': { body: { success: true, fb_email: true } },
      'POST /api/password/reset': {
        status: 400,
        body: { type: 'error', message: 'Koden er forkert eller udløbet. Bed om en ny kode.' },
      },
    });
    const user = await openForgotPassword();
    await user.type(screen.getByLabelText('E-mail'), 'bruger@demo.dk');
    await user.click(screen.getByRole('button', { name: 'Send kode' }));
    expect(await screen.findByText(/oprettet via Facebook/)).toBeInTheDocument();

    // An empty code is an empty field, not a wrong code…
    await user.click(screen.getByRole('button', { name: 'Gem ny adgangskode' }));
    expect(screen.getByText('Dette felt må ikke være tomt.')).toBeInTheDocument();
    expect(screen.queryByText(/Koden er forkert/)).not.toBeInTheDocument();
    // …and three characters are not the code's 6 digits.
    await user.type(screen.getByLabelText('Kode (6 cifre)'), '12a');
    await user.type(screen.getByLabelText(/Ny adgangskode/), 'kort');
    await user.click(screen.getByRole('button', { name: 'Gem ny adgangskode' }));
    expect(screen.getByText('Koden består af 6 cifre.')).toBeInTheDocument();
    expect(screen.getByText('Adgangskoden skal være mindst 8 tegn')).toBeInTheDocument();
    expect(screen.getByLabelText('Kode (6 cifre)')).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests.some((r) => r.url.endsWith('/api/password/reset'))).toBe(false);

    await user.clear(screen.getByLabelText('Kode (6 cifre)'));
    await user.type(screen.getByLabelText('Kode (6 cifre)'), '654321');
    await user.clear(screen.getByLabelText(/Ny adgangskode/));
    await user.type(screen.getByLabelText(/Ny adgangskode/), 'langt-nok-kodeord');
    await user.click(screen.getByRole('button', { name: 'Gem ny adgangskode' }));
    expect(await screen.findByTestId('forgot-password-error')).toHaveTextContent(
      'Koden er forkert eller udløbet',
    );
  });

  it('opened by a page for an e-mail (the create-job form, issue 10 #3): starts there with it filled in and leads back to the page', async () => {
    const server = mockFetch({
      'GET /api/session': session,
      'POST /bruger/sendmailforgotpassword': { body: { success: true, fb_email: false } },
      'POST /api/password/reset': { body: { success: true } },
    });
    const view = renderWithProviders(<LoginModal />);
    await view.store.dispatch(sessionApi.endpoints.session.initiate());
    view.store.dispatch(loginPromptOpened({ forgotPasswordFor: 'bruger@demo.dk' }));
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'Glemt adgangskode' });
    expect(screen.getByLabelText('E-mail')).toHaveValue('bruger@demo.dk');
    expect(screen.getByRole('button', { name: 'Tilbage til formularen' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send kode' }));
    const sent = server.requests.find((r) => r.url.endsWith('/bruger/sendmailforgotpassword'));
    expect(await sent?.json()).toEqual({ email: 'bruger@demo.dk', from: 'login' });
    await user.type(await screen.findByLabelText('Kode (6 cifre)'), '123456');
    await user.type(screen.getByLabelText(/Ny adgangskode/), 'nyt-kodeord');
    await user.click(screen.getByRole('button', { name: 'Gem ny adgangskode' }));
    expect(await screen.findByTestId('forgot-password-done')).toHaveTextContent(
      'Skriv den nye adgangskode i formularen',
    );
    await user.click(screen.getByRole('button', { name: 'Tilbage til formularen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.store.getState().loginPrompt).toEqual({ open: false, forgotPasswordFor: null });
  });
});
