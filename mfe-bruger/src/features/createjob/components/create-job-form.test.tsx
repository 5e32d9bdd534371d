// Issue 10: create-job errors stand at each field — aria-invalid, tied to the field by
// aria-describedby — and the focus moves to the first; the checks are the service's TypeBox schema
// (CreateJobBody) with its Danish texts; nothing is sent while a field is wrong.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { malerCategory } from './category-fixture';
import { CreateJobPage } from './create-job-page';

function open() {
  const server = mockFetch({
    'GET /api/session': { body: { user: null, csrfToken: 't' } },
    'GET /api/categories/maler': { body: malerCategory },
    'POST /bruger/findemail': { body: { type: '' } },
  });
  renderWithProviders(
    <Routes>
      <Route path="/createjob/:slug" element={<CreateJobPage />} />
    </Routes>,
    { route: '/createjob/maler' },
  );
  return { server, user: userEvent.setup() };
}

const describedText = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the questions of a category', () => {
  it("name a number's unit once: 'Areal (m²)', but 'Antal rum', not 'Antal rum (rum)'", async () => {
    open();
    await screen.findByTestId('create-job-form');
    expect(screen.getByLabelText('Areal (m²) (valgfrit)')).toBeInTheDocument();
    expect(screen.getByLabelText('Antal rum (valgfrit)')).toBeInTheDocument();
  });
});

describe('create-job errors at their fields', () => {
  it('marks every wrong field with its Danish text and moves the focus to the first; nothing is sent', async () => {
    const { server, user } = open();
    await screen.findByTestId('create-job-form');
    await user.type(screen.getByLabelText('Postnummer'), '80');
    await user.type(screen.getByLabelText('E-mail'), 'sofie@');
    await user.click(screen.getByRole('button', { name: 'Opret opgave' }));

    const headline = screen.getByLabelText('Overskrift');
    expect(headline).toHaveAttribute('aria-invalid', 'true');
    // The marks and the focus come from two renders; the focus follows within the same moment.
    await waitFor(() => expect(headline).toHaveFocus());
    expect(describedText(headline)).toContain('Feltet Overskrift skal udfyldes');
    const zip = screen.getByLabelText('Postnummer');
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(zip)).toContain('Ugyldigt postnummer');
    const question = screen.getByLabelText('Hvad skal males?');
    expect(question).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(question)).toContain('Hvad skal males?');
    expect(describedText(screen.getByLabelText('E-mail'))).toContain('Ugyldig e-mail');
    expect(screen.getByLabelText('Fulde navn')).toHaveAttribute('aria-invalid', 'true');
    // The last field too, in the same try: an empty phone is marked with the rest.
    expect(describedText(screen.getByLabelText(/^Telefon/))).toContain(
      'Indtast venligst et gyldigt telefonnummer',
    );
    expect(server.requests.some((r) => r.method === 'POST' && r.url.endsWith('/api/opgaver'))).toBe(false);
  });

  it('a field put right loses its mark at the next try, and the focus goes to the first still wrong', async () => {
    const { user } = open();
    await screen.findByTestId('create-job-form');
    await user.click(screen.getByRole('button', { name: 'Opret opgave' }));
    await user.type(screen.getByLabelText('Overskrift'), 'Maling af stue');
    await user.type(screen.getByLabelText('Beskrivelse af opgaven'), 'To vægge og et loft.');
    await user.click(screen.getByRole('button', { name: 'Opret opgave' }));
    expect(screen.getByLabelText('Overskrift')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(screen.getByLabelText('Hvad skal males?')).toHaveFocus());
  });
});

describe('the create-job query parameters (SPEC §2, issue 10 #2)', () => {
  it('?search=Maler finds the category and opens its form, keeping word and sendcompany; the word fills the headline and the job is sent to the company', async () => {
    const server = mockFetch({
      'GET /api/session': {
        body: {
          user: {
            id: 7,
            name: 'Bente',
            email: 'bruger@demo.dk',
            role: 'user',
            companyId: null,
            companyName: null,
          },
          csrfToken: 't',
        },
      },
      'POST /ajax/bruger/search_category': {
        body: [{ search: 'Maler', link: '/createjob/maler', word_id: 12 }],
      },
      'GET /api/categories/maler': { body: malerCategory },
      'POST /api/opgaver': { body: { type: 'success', job_id: 900, link: '/bruger/opgave/900' } },
    });
    renderWithProviders(
      <Routes>
        <Route path="/createjob" element={<CreateJobPage />} />
        <Route path="/createjob/:slug" element={<CreateJobPage />} />
        <Route path="/bruger/opgave/:jobId" element={<p>opgave-side</p>} />
      </Routes>,
      { route: '/createjob?search=Maler&word=Maling%20af%20stue&sendcompany=21' },
    );
    await screen.findByTestId('create-job-form');
    const search = server.requests.find((r) => r.url.endsWith('/ajax/bruger/search_category'));
    expect(await search?.json()).toEqual({ search: 'Maler' });
    expect(screen.getByLabelText('Overskrift')).toHaveValue('Maling af stue');
    expect(screen.getByTestId('send-company-note')).toHaveTextContent(
      'Opgaven sendes også direkte til det firma',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Beskrivelse af opgaven'), 'To vægge.');
    await user.selectOptions(screen.getByLabelText('Hvad skal males?'), '301');
    await user.type(screen.getByLabelText('Postnummer'), '8000');
    await user.click(screen.getByRole('button', { name: 'Opret opgave' }));
    expect(await screen.findByText('opgave-side')).toBeInTheDocument();
    const post = server.requests.find((r) => r.url.endsWith('/api/opgaver'));
    expect(await post?.json()).toMatchObject({
      category_id: 12,
      headline: 'Maling af stue',
      send_company_id: 21,
    });
  });

  it('?search= that finds nothing says so', async () => {
    mockFetch({
      'GET /api/session': { body: { user: null, csrfToken: 't' } },
      'POST /ajax/bruger/search_category': { body: [] },
    });
    renderWithProviders(
      <Routes>
        <Route path="/createjob" element={<CreateJobPage />} />
      </Routes>,
      { route: '/createjob?search=Xyzzy' },
    );
    expect(await screen.findByTestId('create-job-choose')).toHaveTextContent('Xyzzy');
  });
});
