// Issue 10 defect 3, SPEC §6: a visitor whose e-mail has a profile "must first confirm with that
// profile's password". The form asks for it in place under the e-mail (label, error tied by
// aria-describedby, focus), keeps every typed field, and the next submit sends the password with
// the same job; a wrong password is said at the field; a company's e-mail is told at the e-mail
// field that a company cannot post jobs. 'Glemt adgangskode?' opens the forgotten-password view.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders, type FakeReply } from '@opgavetorvet/ui/test';
import { malerCategory } from './category-fixture';
import { CreateJobPage } from './create-job-page';

const ASK =
  'Der findes allerede en kundeprofil med denne e-mail. Skriv profilens adgangskode, så opretter vi opgaven på din profil.';
const WRONG = 'Adgangskoden er forkert. Prøv venligst igen.';
const COMPANY =
  'Denne e-mail hører til en firmaprofil, og et firma kan ikke oprette opgaver. Skriv en anden e-mail for at oprette opgaven som privatperson.';

/** The service's answers to POST /api/opgaver, one per post in turn. */
function open(answers: FakeReply[]) {
  const posts: Record<string, unknown>[] = [];
  const server = mockFetch({
    'GET /api/session': { body: { user: null, csrfToken: 't' } },
    'GET /api/categories/maler': { body: malerCategory },
    'POST /api/opgaver': async (request) => {
      posts.push((await request.json()) as Record<string, unknown>);
      return answers[posts.length - 1] ?? { status: 500, body: { type: 'error', message: 'for mange' } };
    },
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/createjob/:slug" element={<CreateJobPage />} />
      <Route path="/bruger/opgave/:jobId" element={<p>opgave-side</p>} />
    </Routes>,
    { route: '/createjob/maler' },
  );
  return { server, posts, store: view.store, user: userEvent.setup() };
}

async function fillWholeForm(user: ReturnType<typeof userEvent.setup>, email = 'Bruger@Demo.dk') {
  await screen.findByTestId('create-job-form');
  await user.type(screen.getByLabelText('Overskrift'), 'Maling af stue');
  await user.type(screen.getByLabelText('Beskrivelse af opgaven'), 'To vægge og et loft.');
  await user.selectOptions(screen.getByLabelText('Hvad skal males?'), '301');
  await user.type(screen.getByLabelText('Postnummer'), '8000');
  await user.type(screen.getByLabelText('Fulde navn'), 'Mette Hansen');
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Telefon'), '21436587');
  await user.click(screen.getByRole('button', { name: 'Opret opgave' }));
}

const describedText = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const asked = { status: 409, body: { type: 'error', message: ASK, profile: 'bruger' } };

describe("an e-mail with a customer profile: the profile's password is asked in place", () => {
  it('shows the password field under the e-mail with the text at it and the focus in it; the typed job stays', async () => {
    const { user } = open([asked]);
    await fillWholeForm(user);

    const password = await screen.findByLabelText('Adgangskode til din profil');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(password)).toContain(ASK);
    await waitFor(() => expect(password).toHaveFocus());
    // In place: right after the e-mail field, not in the error area at the top of the form.
    const email = screen.getByLabelText('E-mail');
    expect(email.compareDocumentPosition(password) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByTestId('create-job-error')?.textContent ?? '').not.toContain(ASK);
    expect(screen.getByRole('button', { name: 'Glemt adgangskode?' })).toBeInTheDocument();
    // No new profile is made, so the hint saying so is gone.
    expect(
      screen.queryByText('Vi opretter en profil til dig, så du kan følge tilbuddene.'),
    ).not.toBeInTheDocument();
    expect(screen.getByLabelText('Overskrift')).toHaveValue('Maling af stue');
    expect(screen.getByLabelText('Beskrivelse af opgaven')).toHaveValue('To vægge og et loft.');
    expect(screen.getByLabelText('Hvad skal males?')).toHaveValue('301');
    expect(screen.getByLabelText('Postnummer')).toHaveValue('8000');
    expect(email).toHaveValue('Bruger@Demo.dk');
  });

  it('the right password posts the same job with it and lands on the new job', async () => {
    const { posts, user } = open([
      asked,
      { body: { type: 'success', job_id: 901, link: '/bruger/opgave/901' } },
    ]);
    await fillWholeForm(user);
    await user.type(await screen.findByLabelText('Adgangskode til din profil'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Opret opgave' }));
    expect(await screen.findByText('opgave-side')).toBeInTheDocument();
    expect(posts[0]).not.toHaveProperty('password_confirm');
    expect(posts[1]).toEqual({
      ...posts[0],
      password_confirm: 'demo1234',
    });
    expect(posts[1]).toMatchObject({
      headline: 'Maling af stue',
      zip: '8000',
      email: 'Bruger@Demo.dk',
      attributes: [{ attribute_id: 31, option_id: 301 }],
    });
  });

  it('a wrong password is said at the field, which keeps the focus; an empty one is not sent', async () => {
    const { posts, user } = open([
      asked,
      { status: 401, body: { type: 'error', message: WRONG, profile: 'bruger' } },
    ]);
    await fillWholeForm(user);
    const password = await screen.findByLabelText('Adgangskode til din profil');
    await user.click(screen.getByRole('button', { name: 'Opret opgave' }));
    expect(describedText(password)).toContain('Dette felt må ikke være tomt.');
    expect(posts).toHaveLength(1);

    await user.type(password, 'forkert');
    await user.click(screen.getByRole('button', { name: 'Opret opgave' }));
    expect(await screen.findByText(WRONG)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(password)).toContain(WRONG);
    await waitFor(() => expect(password).toHaveFocus());
    expect(screen.getByLabelText('Overskrift')).toHaveValue('Maling af stue');
  });

  it('another e-mail typed puts the password field away (it belonged to that profile)', async () => {
    const { user } = open([asked]);
    await fillWholeForm(user);
    await screen.findByLabelText('Adgangskode til din profil');
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'ny@example.com');
    expect(screen.queryByLabelText('Adgangskode til din profil')).not.toBeInTheDocument();
  });

  it("'Glemt adgangskode?' opens the forgotten-password view for that e-mail and the form stays", async () => {
    const { store, user } = open([asked]);
    await fillWholeForm(user);
    await user.click(await screen.findByRole('button', { name: 'Glemt adgangskode?' }));
    expect(store.getState().loginPrompt).toEqual({ open: true, forgotPasswordFor: 'Bruger@Demo.dk' });
    expect(screen.getByLabelText('Overskrift')).toHaveValue('Maling af stue');
  });
});

describe('an e-mail with a company profile', () => {
  it('is told at the e-mail field that a company cannot post jobs; no password is asked', async () => {
    const { user } = open([{ status: 409, body: { type: 'error', message: COMPANY, profile: 'firma' } }]);
    await fillWholeForm(user, 'firma@demo.dk');
    const email = screen.getByLabelText('E-mail');
    expect(await screen.findByText(COMPANY)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(email)).toContain(COMPANY);
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.queryByLabelText('Adgangskode til din profil')).not.toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'mette@example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
  });
});
