// The create-job form keeps a draft in the tab: what is typed comes back when the form opens again
// (after a reload or a visit to another page), is cleared when the job is created and by 'Ryd
// formularen', never holds the profile's password, and a corrupt stored draft is ignored.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders, type FakeReply } from '@opgavetorvet/ui/test';
import { jobDraftKey } from '../lib/job-draft';
import { malerCategory } from './category-fixture';
import { CreateJobPage } from './create-job-page';

const DRAFT_KEY = jobDraftKey(malerCategory.category.id);

function open(
  createReply: FakeReply = { body: { type: 'success', job_id: 900, link: '/bruger/opgave/900' } },
) {
  mockFetch({
    'GET /api/session': { body: { user: null, csrfToken: 't' } },
    'GET /api/categories/maler': { body: malerCategory },
    'POST /api/opgaver': createReply,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/createjob/:slug" element={<CreateJobPage />} />
      <Route path="/bruger/opgave/:jobId" element={<p>opgave-side</p>} />
    </Routes>,
    { route: '/createjob/maler' },
  );
  return { ...view, user: userEvent.setup() };
}

async function typeSome(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByTestId('create-job-form');
  await user.type(screen.getByLabelText('Overskrift'), 'Maling af stue');
  await user.type(screen.getByLabelText('Beskrivelse af opgaven'), 'To vægge og et loft.');
  await user.selectOptions(screen.getByLabelText('Hvad skal males?'), '302');
  await user.type(screen.getByLabelText('Antal rum (valgfrit)'), '3');
  await user.type(screen.getByLabelText('Postnummer'), '8000');
  await user.type(screen.getByLabelText('Fulde navn'), 'Mette Hansen');
}

describe('the create-job draft', () => {
  it('what is typed comes back when the form opens again in the tab', async () => {
    const first = open();
    await typeSome(first.user);
    first.unmount();

    open();
    await screen.findByTestId('create-job-form');
    expect(screen.getByLabelText('Overskrift')).toHaveValue('Maling af stue');
    expect(screen.getByLabelText('Beskrivelse af opgaven')).toHaveValue('To vægge og et loft.');
    expect(screen.getByLabelText('Hvad skal males?')).toHaveValue('302');
    expect(screen.getByLabelText('Antal rum (valgfrit)')).toHaveValue('3');
    expect(screen.getByLabelText('Postnummer')).toHaveValue('8000');
    expect(screen.getByLabelText('Fulde navn')).toHaveValue('Mette Hansen');
  });

  it('is cleared when the job is created', async () => {
    const first = open();
    await typeSome(first.user);
    await first.user.type(screen.getByLabelText('E-mail'), 'mette@example.dk');
    await first.user.type(screen.getByLabelText('Telefon'), '21436587');
    window.dispatchEvent(new Event('pagehide'));
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toContain('Maling af stue');
    await first.user.click(screen.getByRole('button', { name: 'Opret opgave' }));
    expect(await screen.findByText('opgave-side')).toBeInTheDocument();
    first.unmount();
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();

    open();
    await screen.findByTestId('create-job-form');
    expect(screen.getByLabelText('Overskrift')).toHaveValue('');
    expect(screen.getByLabelText('Postnummer')).toHaveValue('');
  });

  it("'Ryd formularen' empties the fields and the draft, and the focus goes to the first field", async () => {
    const first = open();
    expect(await screen.findByTestId('create-job-form')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ryd formularen' })).not.toBeInTheDocument();
    await typeSome(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Ryd formularen' }));
    expect(screen.getByLabelText('Overskrift')).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText('Overskrift')).toHaveFocus());
    expect(screen.getByLabelText('Hvad skal males?')).toHaveValue('');
    expect(screen.getByLabelText('Fulde navn')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Ryd formularen' })).not.toBeInTheDocument();
    first.unmount();
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();

    open();
    await screen.findByTestId('create-job-form');
    expect(screen.getByLabelText('Beskrivelse af opgaven')).toHaveValue('');
  });

  it("never keeps the profile's password", async () => {
    const asked = {
      status: 409,
      body: {
        type: 'error',
        message: 'Der findes allerede en kundeprofil med denne e-mail.',
        profile: 'bruger',
      },
    };
    const first = open(asked);
    await typeSome(first.user);
    await first.user.type(screen.getByLabelText('E-mail'), 'bruger@demo.dk');
    await first.user.type(screen.getByLabelText('Telefon'), '21436587');
    await first.user.click(screen.getByRole('button', { name: 'Opret opgave' }));
    await first.user.type(await screen.findByLabelText('Adgangskode til din profil'), 'hemmelig-kode');
    first.unmount();
    const draft = window.sessionStorage.getItem(DRAFT_KEY) ?? '';
    expect(draft).toContain('bruger@demo.dk');
    expect(draft).not.toContain('hemmelig-kode');
  });

  it('a corrupt stored draft is ignored, and of an outdated one only the fields that still fit come back', async () => {
    window.sessionStorage.setItem(DRAFT_KEY, '{"v":1,"fields":{"headline":');
    const first = open();
    await screen.findByTestId('create-job-form');
    expect(screen.getByLabelText('Overskrift')).toHaveValue('');
    await first.user.type(screen.getByLabelText('Overskrift'), 'Ny');
    expect(screen.getByLabelText('Overskrift')).toHaveValue('Ny');
    first.unmount();

    window.sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        v: 1,
        fields: { headline: 'Maling af stue', zip: 8000, password: 'x' },
        answers: { 31: { kind: 'select', optionIds: [399] }, 32: { kind: 'checkbox', optionIds: [1] } },
      }),
    );
    open();
    await screen.findByTestId('create-job-form');
    expect(screen.getByLabelText('Overskrift')).toHaveValue('Maling af stue');
    expect(screen.getByLabelText('Postnummer')).toHaveValue('');
    expect(screen.getByLabelText('Hvad skal males?')).toHaveValue('');
    expect(screen.getByLabelText('Antal rum (valgfrit)')).toHaveValue('');
  });
});
