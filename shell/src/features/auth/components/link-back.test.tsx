// The link-back cookie (SPEC §3/§9, issue 34): asking for a password code on a page remembers that
// page for one day; the next login, wherever it happens (after the mail's link, from the home
// page), leads back there when the role may see it, and the cookie is then gone.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { loginPromptOpened, sessionApi } from '@opgavetorvet/ui';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { LoginModal } from './login-modal';

const session = { status: 200, body: { user: null, csrfToken: 'csrf-123' } };

async function openModal(route: string) {
  const view = renderWithProviders(
    <>
      <LoginModal />
      <Routes>
        <Route path="/" element={<p>forside</p>} />
        <Route path="/bruger/opgaver" element={<p>mine opgaver</p>} />
        <Route path="/bruger/opgave/:jobId" element={<p>opgave-side</p>} />
      </Routes>
    </>,
    { route },
  );
  await view.store.dispatch(sessionApi.endpoints.session.initiate());
  view.store.dispatch(loginPromptOpened());
  await screen.findByRole('dialog', { name: 'Log ind' });
  return userEvent.setup();
}

const linkBack = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith('linkback='))
    ?.slice('linkback='.length);

afterEach(() => {
  document.cookie = 'linkback=; max-age=0; path=/';
});

describe('the link-back cookie', () => {
  it('asking for a password code remembers the page it was asked on', async () => {
    mockFetch({
      'GET /api/session': session,
      'POST /bruger/sendmailforgotpassword': { body: { success: true, fb_email: false } },
    });
    const user = await openModal('/bruger/opgave/333?activcompany=61');
    await user.click(screen.getByRole('button', { name: 'Glemt adgangskode?' }));
    await user.type(await screen.findByLabelText('E-mail'), 'bruger@demo.dk');
    await user.click(screen.getByRole('button', { name: 'Send kode' }));
    await screen.findByLabelText('Kode (6 cifre)');
    expect(decodeURIComponent(linkBack() ?? '')).toBe('/bruger/opgave/333?activcompany=61');
  });

  it('the next login, from the home page, leads back to that page and clears the cookie', async () => {
    document.cookie = `linkback=${encodeURIComponent('/bruger/opgave/333')}; max-age=86400; path=/`;
    mockFetch({
      'GET /api/session': session,
      'POST /bruger/modalformlogin': {
        body: { type: 'success', typelogin: 'user', user_id: 7, text: '/bruger/opgaver' },
      },
    });
    const user = await openModal('/');
    await user.type(screen.getByLabelText('E-mail'), 'bruger@demo.dk');
    await user.type(screen.getByLabelText('Adgangskode'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log ind' }));
    expect(await screen.findByText('opgave-side')).toBeInTheDocument();
    expect(linkBack()).toBeUndefined();
  });
});
