// The job form's consent sentence (issue 32): beside 'Opret opgave' it says that creating the job
// accepts the terms and confirms the privacy policy was read, both linked (in a new tab, so the form
// stays as typed), and the button is described by it.
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { malerCategory } from './category-fixture';
import { CreateJobPage } from './create-job-page';

describe('the consent sentence of the job form', () => {
  it('links the terms and the privacy policy beside the submit button, which it describes', async () => {
    mockFetch({
      'GET /api/session': { body: { user: null, csrfToken: 't' } },
      'GET /api/categories/maler': { body: malerCategory },
    });
    renderWithProviders(
      <Routes>
        <Route path="/createjob/:slug" element={<CreateJobPage />} />
      </Routes>,
      { route: '/createjob/maler' },
    );
    const consent = await screen.findByTestId('create-job-consent');
    expect(consent).toHaveTextContent(
      'Ved at oprette opgaven accepterer du vores vilkår (åbner i en ny fane) og bekræfter at have læst privatlivspolitikken (åbner i en ny fane).',
    );
    const terms = within(consent).getByRole('link', { name: 'vilkår (åbner i en ny fane)' });
    expect(terms).toHaveAttribute('href', '/vilkaar');
    expect(terms).toHaveAttribute('target', '_blank');
    const privacy = within(consent).getByRole('link', { name: 'privatlivspolitikken (åbner i en ny fane)' });
    expect(privacy).toHaveAttribute('href', '/privatlivspolitik');
    expect(screen.getByRole('button', { name: 'Opret opgave' })).toHaveAccessibleDescription(
      consent.textContent ?? '',
    );
  });
});
