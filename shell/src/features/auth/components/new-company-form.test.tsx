// The new-company form (POST /firma/opret, issue 31): the service's refusal of a CVR number (its
// check digit, the seller's number, one in use) or of a zip not in the zip table is shown at that
// field, not as a general error.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionApi } from '@opgavetorvet/ui';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { NewCompanyForm } from './new-company-form';

const session = { status: 200, body: { user: null, csrfToken: 'csrf-123' } };

async function fillAndSend(refusal: string) {
  mockFetch({
    'GET /api/session': session,
    'POST /firma/opret': { status: 400, body: { type: 'error', message: refusal } },
  });
  const view = renderWithProviders(<NewCompanyForm onCreated={vi.fn()} onBack={vi.fn()} />);
  await view.store.dispatch(sessionApi.endpoints.session.initiate());
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Firmanavn'), 'Tømrer Hansen ApS');
  await user.type(screen.getByLabelText(/CVR-nummer/), '12345678');
  await user.type(screen.getByLabelText(/Dit fulde navn/), 'Jens Hansen');
  await user.type(screen.getByLabelText(/E-mail/), 'jens@hansen.dk');
  await user.type(screen.getByLabelText(/Telefon/), '12345678');
  await user.type(screen.getByLabelText(/Postnummer/), '0000');
  await user.type(screen.getByLabelText(/Adgangskode/), 'hemmelig123');
  await user.click(screen.getByRole('button', { name: 'Opret firmaprofil' }));
}

describe('NewCompanyForm', () => {
  it("shows the service's CVR refusal at the CVR field", async () => {
    const text = 'CVR-nummeret findes ikke: kontrolcifferet passer ikke. Tjek nummeret.';
    await fillAndSend(text);
    const cvr = screen.getByLabelText(/CVR-nummer/);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(cvr).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(text)).toHaveLength(1);
  });

  it("shows the service's zip refusal at the zip field", async () => {
    await fillAndSend('Ugyldigt postnummer. Prøv venligst igen');
    expect(await screen.findByText('Ugyldigt postnummer. Prøv venligst igen')).toBeInTheDocument();
    expect(screen.getByLabelText(/Postnummer/)).toHaveAttribute('aria-invalid', 'true');
  });
});
