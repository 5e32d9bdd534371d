// The company's data on /firma/konto (issue 32): the ZIP download link, what erasing the company
// means, and the erasure sent with the password.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { PersonalDataSection } from './personal-data-section';

describe("the company's data", () => {
  it('links the ZIP and erases the company once the password is given', async () => {
    const server = mockFetch({
      'POST /api/mine-data/slet': { body: { type: 'success', message: 'Din konto er slettet.' } },
    });
    renderWithProviders(<PersonalDataSection />, { route: '/firma/konto' });
    expect(screen.getByTestId('export-link')).toHaveAttribute('href', '/api/mine-data/eksport');
    expect(screen.getByText(/Firmaets profil skjules, åbne tilbud trækkes tilbage/)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('erase-open'));
    fireEvent.change(screen.getByLabelText('Din adgangskode'), { target: { value: 'hemmelig123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Slet kontoen for altid' }));
    await waitFor(() =>
      expect(server.requests.some((r) => r.url.endsWith('/api/mine-data/slet'))).toBe(true),
    );
    const sent = server.requests.find((r) => r.url.endsWith('/api/mine-data/slet'))!;
    expect(await sent.json()).toEqual({ password: 'hemmelig123' });
  });

  it('keeps the account when the confirmation is cancelled', () => {
    const server = mockFetch({});
    renderWithProviders(<PersonalDataSection />, { route: '/firma/konto' });
    fireEvent.click(screen.getByTestId('erase-open'));
    fireEvent.click(screen.getByRole('button', { name: 'Fortryd' }));
    expect(screen.queryByLabelText('Din adgangskode')).not.toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });
});
