// /bruger/mine-data (issue 32): the export is a download link to the ZIP; "Slet min konto" asks
// for the password, sends it, says a wrong one at the field, and goes home once erased.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { PersonalDataPage } from './personal-data-page';

describe("the customer's data page", () => {
  it('links the ZIP download and is in the account navigation', () => {
    mockFetch({});
    renderWithProviders(<PersonalDataPage />, { route: '/bruger/mine-data' });
    expect(screen.getByTestId('export-link')).toHaveAttribute('href', '/api/mine-data/eksport');
    expect(screen.getByTestId('export-link')).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Dine data' })).toHaveAttribute('aria-current', 'page');
  });

  it('erases the account once the password is given', async () => {
    const server = mockFetch({
      'POST /api/mine-data/slet': { body: { type: 'success', message: 'Din konto er slettet.' } },
    });
    renderWithProviders(<PersonalDataPage />, { route: '/bruger/mine-data' });
    fireEvent.click(screen.getByTestId('erase-open'));
    fireEvent.click(screen.getByRole('button', { name: 'Slet kontoen for altid' }));
    expect(await screen.findByText('Skriv din adgangskode for at bekræfte.')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Din adgangskode'), { target: { value: 'hemmelig123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Slet kontoen for altid' }));
    await waitFor(() =>
      expect(server.requests.some((r) => r.url.endsWith('/api/mine-data/slet'))).toBe(true),
    );
    const sent = server.requests.find((r) => r.url.endsWith('/api/mine-data/slet'))!;
    expect(await sent.json()).toEqual({ password: 'hemmelig123' });
  });

  it('says a wrong password at the field', async () => {
    mockFetch({
      'POST /api/mine-data/slet': {
        status: 400,
        body: { type: 'error', message: 'Adgangskoden er forkert. Kontoen er ikke slettet.' },
      },
    });
    renderWithProviders(<PersonalDataPage />, { route: '/bruger/mine-data' });
    fireEvent.click(screen.getByTestId('erase-open'));
    fireEvent.change(screen.getByLabelText('Din adgangskode'), { target: { value: 'forkert' } });
    fireEvent.click(screen.getByRole('button', { name: 'Slet kontoen for altid' }));
    expect(await screen.findByText('Adgangskoden er forkert. Kontoen er ikke slettet.')).toBeInTheDocument();
  });
});
