// SPEC §6 (issue 34): typing in the company e-mail field looks the address up among customers
// (/bruger/findemail, a pause after the typing stops); a customer's address offers the user
// variant of "confirm an existing profile by password" (/bruger/data_acknowledgment), which logs
// in as that customer. A company's or an unknown address offers nothing.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionApi } from '@opgavetorvet/ui';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { NewCompanyForm } from './new-company-form';

const found = (type: 'user' | 'company' | '', email: string, owner_name: string) => ({
  type,
  owner_name,
  search_email: email,
  fb_userid: '',
  fb_accesstoken: '',
  fb_expiresin: '',
  fb_signedrequest: '',
  avatar_original: '',
  avatar_link: '',
  class: type === 'user' ? 'bruger' : type === 'company' ? 'firma' : '',
});

async function open() {
  const server = mockFetch({
    'GET /api/session': { body: { user: null, csrfToken: 'csrf-123' } },
    'POST /bruger/findemail': async (request) => {
      const { email } = (await request.json()) as { email: string };
      if (email === 'mette@demo.dk') return { body: found('user', email, 'Mette Hansen') };
      if (email === 'firma@demo.dk') return { body: found('company', email, 'Demo Byg') };
      return { body: found('', '', '') };
    },
    'POST /bruger/data_acknowledgment': async (request) => {
      const { password_confirm } = (await request.json()) as { password_confirm: string };
      return { body: { success: password_confirm === 'hemmelig1', pass: password_confirm === 'hemmelig1' } };
    },
  });
  const confirmed = vi.fn();
  const view = renderWithProviders(
    <NewCompanyForm onCreated={vi.fn()} onBack={vi.fn()} onProfileConfirmed={confirmed} />,
  );
  await view.store.dispatch(sessionApi.endpoints.session.initiate());
  const lookups = () => server.requests.filter((r) => r.url.endsWith('/bruger/findemail'));
  return { server, confirmed, lookups, user: userEvent.setup() };
}

describe("the new-company form's e-mail", () => {
  it("is looked up among customers as it is typed; a customer's profile is confirmed by its password", async () => {
    const { server, confirmed, lookups, user } = await open();
    await user.type(screen.getByLabelText(/E-mail/), 'mette@demo.dk');
    const offer = await screen.findByTestId('existing-profile-user', {}, { timeout: 3000 });
    expect(offer).toHaveTextContent('Mette Hansen');
    expect(await lookups()[0]?.json()).toEqual({ email: 'mette@demo.dk' });
    await user.type(screen.getByLabelText('Profilens adgangskode'), 'hemmelig1');
    await user.click(screen.getByRole('button', { name: 'Bekræft profilen' }));
    await waitFor(() => expect(confirmed).toHaveBeenCalledWith('user'));
    const confirm = server.requests.find((r) => r.url.endsWith('/bruger/data_acknowledgment'));
    expect(await confirm?.json()).toEqual({ search_email: 'mette@demo.dk', password_confirm: 'hemmelig1' });
  });

  it("a company's address offers nothing here", async () => {
    const { lookups, user } = await open();
    await user.type(screen.getByLabelText(/E-mail/), 'firma@demo.dk');
    await waitFor(() => expect(lookups()).toHaveLength(1), { timeout: 3000 });
    await new Promise((wait) => setTimeout(wait, 100));
    expect(screen.queryByTestId('existing-profile-user')).toBeNull();
  });
});
