// The company's sign-up (issue 32): beside 'Opret firmaprofil' the form says that creating the
// profile accepts the terms of use and confirms the privacy policy was read, both linked in a new
// tab (the form in the login modal stays as typed), and the button is described by it.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { NewCompanyForm } from './new-company-form';

describe('the consent sentence of the company sign-up', () => {
  it('links the terms of use and the privacy policy beside the submit button, which it describes', () => {
    mockFetch({ 'GET /api/session': { body: { user: null, csrfToken: 't' } } });
    renderWithProviders(<NewCompanyForm onCreated={vi.fn()} onBack={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Opret firmaprofil' });
    const consent = document.getElementById(button.getAttribute('aria-describedby') ?? '') as HTMLElement;
    expect(consent).toHaveTextContent(
      'Ved at oprette firmaprofilen accepterer du vores vilkår for brug (åbner i en ny fane) og bekræfter at have læst privatlivspolitikken (åbner i en ny fane).',
    );
    const terms = within(consent).getByRole('link', { name: 'vilkår for brug (åbner i en ny fane)' });
    expect(terms).toHaveAttribute('href', '/vilkaar');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(
      within(consent).getByRole('link', { name: 'privatlivspolitikken (åbner i en ny fane)' }),
    ).toHaveAttribute('href', '/privatlivspolitik');
  });
});
