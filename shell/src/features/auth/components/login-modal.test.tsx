// Rules of the login modal (SPEC §7/§8): a refused login shows the server's text in the error
// area; a POST carries the session's CSRF token; a success goes to the reply's destination.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { loginPromptOpened, sessionApi } from '@opgavetorvet/ui';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { LoginModal } from './login-modal';

const session = { status: 200, body: { user: null, csrfToken: 'csrf-123' } };

async function openModal(route = '/') {
  const view = renderWithProviders(
    <>
      <LoginModal />
      <Routes>
        <Route path="/" element={<p>forside</p>} />
        <Route path="/bruger/opgaver" element={<p>mine opgaver</p>} />
        <Route path="/bruger/opgave/:jobId" element={<p>opgave-side</p>} />
        <Route path="/firma/opgaver" element={<p>firmaets opgaver</p>} />
      </Routes>
    </>,
    { route },
  );
  await view.store.dispatch(sessionApi.endpoints.session.initiate());
  view.store.dispatch(loginPromptOpened());
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: 'Log ind' });
  return { ...view, user, dialog };
}

describe('login modal', () => {
  it("a login failure shows the server's returned text in the error area", async () => {
    const server = mockFetch({
      'GET /api/session': session,
      'POST /bruger/modalformlogin': {
        status: 401,
        body: { type: 'error', typelogin: '', user_id: 0, text: 'Forkert e-mail eller adgangskode' },
      },
    });
    const { user } = await openModal();
    await user.type(screen.getByLabelText('E-mail'), 'bruger@demo.dk');
    await user.type(screen.getByLabelText('Adgangskode'), 'forkert');
    await user.click(screen.getByRole('button', { name: 'Log ind' }));

    const error = await screen.findByTestId('login-error');
    expect(error).toHaveAttribute('role', 'alert');
    expect(error).toHaveTextContent('Forkert e-mail eller adgangskode');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    const login = server.requests.find((r) => r.url.endsWith('/bruger/modalformlogin'));
    expect(login?.headers.get('x-csrf-token')).toBe('csrf-123');
    expect(login?.credentials).toBe('include');
    expect(await login?.json()).toEqual({ email: 'bruger@demo.dk', password: 'forkert' });
  });

  it("an empty form's messages stand one a line, not run together", async () => {
    mockFetch({
      'GET /api/session': session,
      'POST /bruger/modalformlogin': {
        status: 400,
        body: {
          type: 'validation_errors',
          messages: ['Feltet e-mail skal udfyldes', 'Feltet adgangskode skal udfyldes'],
        },
      },
    });
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Log ind' }));
    const error = await screen.findByTestId('login-error');
    expect([...error.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Feltet e-mail skal udfyldes',
      'Feltet adgangskode skal udfyldes',
    ]);
  });

  it("a successful login closes the modal and goes to the reply's destination", async () => {
    mockFetch({
      'GET /api/session': session,
      'POST /bruger/modalformlogin': {
        body: { type: 'success', typelogin: 'user', user_id: 7, text: '/bruger/opgaver' },
      },
    });
    const { user } = await openModal();
    await user.type(screen.getByLabelText('E-mail'), 'bruger@demo.dk');
    await user.type(screen.getByLabelText('Adgangskode'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log ind' }));

    expect(await screen.findByText('mine opgaver')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logging in from a job page stays on that job, not /bruger/opgaver (issue 10 #13)', async () => {
    mockFetch({
      'GET /api/session': session,
      'POST /bruger/modalformlogin': {
        body: { type: 'success', typelogin: 'user', user_id: 7, text: '/bruger/opgaver' },
      },
    });
    const { user } = await openModal('/bruger/opgave/333');
    await user.type(screen.getByLabelText('E-mail'), 'bruger@demo.dk');
    await user.type(screen.getByLabelText('Adgangskode'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log ind' }));
    expect(await screen.findByText('opgave-side')).toBeInTheDocument();
    expect(screen.queryByText('mine opgaver')).not.toBeInTheDocument();
  });

  it("a company logging in on a customer's page goes to its own landing page", async () => {
    mockFetch({
      'GET /api/session': session,
      'POST /bruger/modalformlogin': {
        body: { type: 'success', typelogin: 'company', user_id: 8, text: '/firma/opgaver' },
      },
    });
    const { user } = await openModal('/bruger/opgave/333');
    await user.type(screen.getByLabelText('E-mail'), 'firma@demo.dk');
    await user.type(screen.getByLabelText('Adgangskode'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log ind' }));
    expect(await screen.findByText('firmaets opgaver')).toBeInTheDocument();
  });

  it('Escape closes the modal', async () => {
    mockFetch({ 'GET /api/session': session });
    const { user } = await openModal();
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
