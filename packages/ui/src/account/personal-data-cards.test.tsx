// Rule (issue 32): "Hent mine data" is a download link to the ZIP; "Slet min konto" asks for the
// password, says a missing or wrong one at the field, sends it, and keeps the account when the
// confirmation is cancelled. A company's page adds its note on what erasing it does.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { PersonalDataCards } from './personal-data-cards';

const eraseWith = (password: string) => {
  fireEvent.change(screen.getByLabelText('Din adgangskode'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Slet kontoen for altid' }));
};

describe('the personal data cards', () => {
  it('links the ZIP, shows the note at the level asked for, and erases with the password', async () => {
    const server = mockFetch({
      'POST /api/mine-data/slet': { body: { type: 'success', message: 'Din konto er slettet.' } },
    });
    renderWithProviders(<PersonalDataCards level={3} eraseNote="Firmaets profil skjules." />);
    expect(screen.getByTestId('export-link')).toHaveAttribute('href', '/api/mine-data/eksport');
    expect(screen.getByTestId('export-link')).toHaveAttribute('download');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.getByText('Firmaets profil skjules.')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('erase-open'));
    fireEvent.click(screen.getByRole('button', { name: 'Slet kontoen for altid' }));
    expect(await screen.findByText('Skriv din adgangskode for at bekræfte.')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
    eraseWith('hemmelig123');
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(await server.requests[0].json()).toEqual({ password: 'hemmelig123' });
  });

  it('says a wrong password at the field', async () => {
    mockFetch({
      'POST /api/mine-data/slet': {
        status: 400,
        body: { type: 'error', message: 'Adgangskoden er forkert. Kontoen er ikke slettet.' },
      },
    });
    renderWithProviders(<PersonalDataCards level={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    fireEvent.click(screen.getByTestId('erase-open'));
    eraseWith('forkert123');
    expect(await screen.findByText('Adgangskoden er forkert. Kontoen er ikke slettet.')).toBeInTheDocument();
  });

  it('keeps the account when the confirmation is cancelled', () => {
    const server = mockFetch({});
    renderWithProviders(<PersonalDataCards level={2} />);
    fireEvent.click(screen.getByTestId('erase-open'));
    fireEvent.click(screen.getByRole('button', { name: 'Fortryd' }));
    expect(screen.queryByLabelText('Din adgangskode')).not.toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });
});
