// /admin/persondata (issue 32): the administrator finds a person by e-mail, downloads the ZIP of
// their data, and erases the account with the request's reason (required).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { PersondataPage } from './persondata-page';

const person = {
  id: 7,
  email: 'mette@example.dk',
  name: 'Mette Hansen',
  role: 'user',
  company_name: null,
  deleted_at: null,
};

describe("the administrator's personal-data page", () => {
  it('finds a person by e-mail and offers the ZIP and the erasure with a reason', async () => {
    const server = mockFetch({
      'GET /api/admin/personer': { body: { person } },
      'POST /api/admin/personer/7/slet': { body: { type: 'success', message: 'Kontoen er slettet.' } },
    });
    renderWithProviders(<PersondataPage />, { route: '/admin/persondata' });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'mette@example.dk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Søg' }));
    expect(await screen.findByRole('heading', { name: 'Mette Hansen' })).toBeInTheDocument();
    expect(screen.getByText('Rolle: Kunde')).toBeInTheDocument();
    expect(new URL(server.requests[0]!.url).searchParams.get('email')).toBe('mette@example.dk');
    expect(screen.getByTestId('person-export')).toHaveAttribute('href', '/api/admin/personer/7/eksport');

    fireEvent.click(screen.getByRole('button', { name: 'Slet konto og persondata' }));
    const submit = screen.getAllByRole('button', { name: 'Slet konto og persondata' }).at(-1)!;
    fireEvent.click(submit);
    expect(await screen.findByText('Skriv, hvem der bad om sletningen og hvornår.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Anmodningen/), { target: { value: 'Brev af 1. december' } });
    fireEvent.click(submit);
    await waitFor(() => expect(server.requests.some((r) => r.method === 'POST')).toBe(true));
    expect(await server.requests.find((r) => r.method === 'POST')!.json()).toEqual({
      reason: 'Brev af 1. december',
    });
  });

  it('says when no account has the e-mail', async () => {
    mockFetch({ 'GET /api/admin/personer': { body: { person: null } } });
    renderWithProviders(<PersondataPage />, { route: '/admin/persondata' });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ingen@example.dk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Søg' }));
    expect(await screen.findByText('Ingen konto har den e-mail.')).toBeInTheDocument();
  });

  it("fills in and searches the e-mail of ?email= (the customer page's link, issue 33)", async () => {
    const server = mockFetch({ 'GET /api/admin/personer': { body: { person } } });
    renderWithProviders(<PersondataPage />, { route: '/admin/persondata?email=mette%40example.dk' });
    expect(await screen.findByRole('heading', { name: 'Mette Hansen' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('mette@example.dk');
    expect(new URL(server.requests[0]!.url).searchParams.get('email')).toBe('mette@example.dk');
  });
});
