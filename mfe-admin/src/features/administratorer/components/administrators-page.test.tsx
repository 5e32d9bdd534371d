// /admin/administratorer (issue 33): the administrators with their second factor and who invited
// them, and the invitation form checked with its call's schema before it is sent.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { AdministratorsPage } from './administrators-page';

const administrators = [
  {
    id: 1,
    name: 'Lone Administrator',
    email: 'admin@demo.dk',
    second_factor: 'password_only',
    invited_by: null,
    invitation_pending: false,
    last_login_at: 1_780_000_000,
    active: true,
    you: true,
  },
  {
    id: 9,
    name: 'Niels Nyansat',
    email: 'niels@example.dk',
    second_factor: 'missing',
    invited_by: 'Lone Administrator',
    invitation_pending: true,
    last_login_at: null,
    active: true,
    you: false,
  },
];

describe("the administrators' page", () => {
  it('lists the administrators and invites a new one', async () => {
    const server = mockFetch({
      'GET /api/admin/administratorer': { body: { administrators } },
      'POST /api/admin/administratorer': {
        body: { type: 'success', message: 'Invitationen er sendt til ny@example.dk.' },
      },
    });
    renderWithProviders(<AdministratorsPage />, { route: '/admin/administratorer' });
    expect(await screen.findByRole('heading', { name: 'Niels Nyansat' })).toBeInTheDocument();
    expect(screen.getByText('Kun adgangskode (demo)')).toBeInTheDocument();
    expect(screen.getByText('Sætter totrinsbekræftelse op ved første login')).toBeInTheDocument();
    expect(screen.getByText('Inviteret af Lone Administrator')).toBeInTheDocument();
    expect(screen.getByText('Invitationen er ikke brugt endnu')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Skriv administratorens navn.')).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Navn'), { target: { value: ' Ny Admin ' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ny@example.dk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'POST')).toBe(true));
    expect(await server.requests.find((r) => r.method === 'POST')!.json()).toEqual({
      name: 'Ny Admin',
      email: 'ny@example.dk',
    });
  });
});
