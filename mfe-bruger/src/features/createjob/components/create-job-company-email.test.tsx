// SPEC §6 (issue 34): typing in the user e-mail field looks the address up among companies
// (/firma/findemail, a pause after the typing stops, never for a half-typed address); a company's
// address offers the company variant of "confirm an existing profile by password"
// (/firma/data_acknowledgment), which logs in as the company and leads to its portal. A wrong
// password is said at the field; a customer's address leaves the form as it was.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { FindEmailReply } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { malerCategory } from './category-fixture';
import { CreateJobPage } from './create-job-page';

const match = (type: FindEmailReply['type'], email: string, owner_name: string): FindEmailReply => ({
  type,
  owner_name,
  search_email: email,
  fb_userid: '',
  fb_accesstoken: '',
  fb_expiresin: '',
  fb_signedrequest: '',
  avatar_original: '',
  avatar_link: '',
  class: type === 'company' ? 'firma' : type === 'user' ? 'bruger' : '',
});

function open(password = 'hemmelig1') {
  const server = mockFetch({
    'GET /api/session': { body: { user: null, csrfToken: 't' } },
    'GET /api/categories/maler': { body: malerCategory },
    'POST /firma/findemail': async (request) => {
      const { email } = (await request.json()) as { email: string };
      if (email === 'firma@demo.dk') return { body: match('company', email, 'Demo Byg & Anlæg ApS') };
      if (email === 'bruger@demo.dk') return { body: match('user', email, 'Mette Hansen') };
      return { body: match('', '', '') };
    },
    'POST /firma/data_acknowledgment': async (request) => {
      const body = (await request.json()) as { password_confirm: string };
      const ok = body.password_confirm === password;
      return { body: { success: ok, pass: ok } };
    },
  });
  renderWithProviders(
    <Routes>
      <Route path="/createjob/:slug" element={<CreateJobPage />} />
      <Route path="/firma/opgaver" element={<p>firmaets opgaver</p>} />
    </Routes>,
    { route: '/createjob/maler' },
  );
  const lookups = () => server.requests.filter((r) => r.url.endsWith('/firma/findemail'));
  return { server, lookups, user: userEvent.setup() };
}

describe('a company e-mail typed in the create-job form', () => {
  it('is looked up among companies as it is typed, once the address is whole, and offers the company login', async () => {
    const { lookups, user } = open();
    await screen.findByTestId('create-job-form');
    await user.type(screen.getByLabelText('E-mail'), 'firma@demo.dk');
    const offer = await screen.findByTestId('existing-profile-company', {}, { timeout: 3000 });
    expect(offer).toHaveTextContent('Demo Byg & Anlæg ApS');
    expect(await Promise.all(lookups().map((r) => r.clone().json()))).toEqual([{ email: 'firma@demo.dk' }]);
  });

  it("the company's password logs in as the company (/firma/data_acknowledgment) and leads to its portal", async () => {
    const { server, user } = open();
    await screen.findByTestId('create-job-form');
    await user.type(screen.getByLabelText('E-mail'), 'firma@demo.dk');
    await screen.findByTestId('existing-profile-company', {}, { timeout: 3000 });
    await user.type(screen.getByLabelText('Profilens adgangskode'), 'forkert');
    await user.click(screen.getByRole('button', { name: 'Log ind som firmaet' }));
    expect(await screen.findByText('Adgangskoden er forkert. Prøv venligst igen.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Profilens adgangskode'));
    await user.type(screen.getByLabelText('Profilens adgangskode'), 'hemmelig1{Enter}');
    expect(await screen.findByText('firmaets opgaver')).toBeInTheDocument();
    const confirms = server.requests.filter((r) => r.url.endsWith('/firma/data_acknowledgment'));
    expect(await confirms[1]?.json()).toEqual({
      search_email: 'firma@demo.dk',
      password_confirm: 'hemmelig1',
    });
  });

  it("a customer's or an unknown address offers nothing here", async () => {
    const { lookups, user } = open();
    await screen.findByTestId('create-job-form');
    await user.type(screen.getByLabelText('E-mail'), 'bruger@demo.dk');
    await waitFor(() => expect(lookups()).toHaveLength(1), { timeout: 3000 });
    await new Promise((wait) => setTimeout(wait, 100));
    expect(screen.queryByTestId('existing-profile-company')).toBeNull();
  });
});
