// Rules of the social login in the login modal (SPEC §4, §8, §9): the provider's window opens at
// once and goes to the address the service gives; the status is polled every 2 s, 'pending' keeps
// polling, 'refresh' logs in and leaves the modal; 'FB initialization failed' and 'Something went
// wrong. Try again later.' show in the modal; an e-mail with a profile asks for its password.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginPromptOpened, sessionApi } from '@opgavetorvet/ui';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { LoginModal } from './login-modal';

const visitorSession = { user: null, csrfToken: 'csrf-123' };
const customer = {
  id: 7,
  name: 'Sofie',
  email: 's@example.dk',
  role: 'user',
  companyId: null,
  companyName: null,
};
const status = (value: string, email = '') => ({ status: value, user_name: '', email, phone: '' });

function fakeWindow() {
  const popup = { closed: false, location: { href: '' }, close: vi.fn(() => (popup.closed = true)) };
  vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return popup;
}

async function openModal() {
  const view = renderWithProviders(
    <>
      <LoginModal />
      <Routes>
        <Route path="/" element={<p>forside</p>} />
        <Route path="/bruger/opgaver" element={<p>mine opgaver</p>} />
      </Routes>
    </>,
    { route: '/' },
  );
  await view.store.dispatch(sessionApi.endpoints.session.initiate());
  view.store.dispatch(loginPromptOpened());
  await screen.findByRole('dialog', { name: 'Log ind' });
  return { ...view, user: userEvent.setup() };
}

afterEach(() => vi.restoreAllMocks());

describe('social login in the login modal', () => {
  it("opens the provider's window, polls every 2 s while pending, and is logged in on refresh", async () => {
    const popup = fakeWindow();
    const replies = [status('pending'), status('refresh')];
    let loggedIn = false;
    const server = mockFetch({
      'GET /api/session': () => ({ body: loggedIn ? { user: customer, csrfToken: 'new' } : visitorSession }),
      'POST /social/oidc/begin': { body: { url: 'http://idp.test/auth?state=x' } },
      'GET /social/oidc/validation_status': () => {
        const reply = replies.shift() ?? status('refresh');
        if (reply.status === 'refresh') loggedIn = true;
        return { body: reply };
      },
    });
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Fortsæt med din sociale profil' }));
    expect(window.open).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('social-login-waiting')).toBeInTheDocument();
    await vi.waitFor(() => expect(popup.location.href).toBe('http://idp.test/auth?state=x'));

    expect(await screen.findByText('mine opgaver', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
    const polls = server.requests.filter((r) => r.url.endsWith('/social/oidc/validation_status'));
    expect(polls).toHaveLength(2);
  }, 10_000);

  it("says 'FB initialization failed' (Danish) when the service cannot start it, and closes the window", async () => {
    const popup = fakeWindow();
    const text = 'Facebook-login kunne ikke startes';
    mockFetch({
      'GET /api/session': { body: visitorSession },
      'POST /social/oidc/begin': {
        status: 503,
        body: { type: 'error', typelogin: '', user_id: 0, text, message: text },
      },
    });
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Fortsæt med din sociale profil' }));
    expect(await screen.findByTestId('social-login-error')).toHaveTextContent(text);
    expect(popup.close).toHaveBeenCalled();
  });

  it("says 'Something went wrong. Try again later.' (Danish) when the status is failed", async () => {
    fakeWindow();
    mockFetch({
      'GET /api/session': { body: visitorSession },
      'POST /social/oidc/begin': { body: { url: 'http://idp.test/auth' } },
      'GET /social/oidc/validation_status': { body: status('failed') },
    });
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Fortsæt med din sociale profil' }));
    const error = await screen.findByTestId('social-login-error', {}, { timeout: 4000 });
    expect(error).toHaveTextContent('Noget gik galt. Prøv igen senere.');
    expect(error).toHaveAttribute('role', 'alert');
  });

  it("asks for the password of the profile with the provider's e-mail, then records the identity", async () => {
    fakeWindow();
    const server = mockFetch({
      'GET /api/session': { body: visitorSession },
      'POST /social/oidc/begin': { body: { url: 'http://idp.test/auth' } },
      'GET /social/oidc/validation_status': { body: status('pending', 'kendt@example.dk') },
      'POST /bruger/modalformlogin': { body: { type: 'success', typelogin: 'user', user_id: 7, text: '' } },
      'GET /social/oidc/recording': { body: { saved: true } },
    });
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Fortsæt med din sociale profil' }));
    expect(await screen.findByTestId('login-notice', {}, { timeout: 4000 })).toHaveTextContent(
      'Der findes allerede en profil med kendt@example.dk',
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue('kendt@example.dk');
    await user.type(screen.getByLabelText('Adgangskode'), 'hemmelig');
    await user.click(screen.getByRole('button', { name: 'Log ind' }));
    expect(await screen.findByText('mine opgaver')).toBeInTheDocument();
    expect(server.requests.some((r) => r.url.endsWith('/social/oidc/recording'))).toBe(true);
  });
});
