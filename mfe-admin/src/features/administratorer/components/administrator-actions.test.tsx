// The actions on another administrator's card (issue 33): reset its second factor (once set up),
// deactivate and reactivate it, each only after the dialog's confirmation; 'Annullér' sends
// nothing, the caller's own card offers none, and the reply is a notification.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdministratorRow } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { AdministratorsPage } from './administrators-page';

const row = (
  fields: Partial<AdministratorRow> & Pick<AdministratorRow, 'id' | 'name'>,
): AdministratorRow => ({
  email: `${fields.id}@example.dk`,
  second_factor: 'set_up',
  invited_by: null,
  invitation_pending: false,
  last_login_at: null,
  active: true,
  you: false,
  ...fields,
});

const administrators = [
  row({ id: 1, name: 'Lone Administrator', you: true }),
  row({ id: 2, name: 'Niels Nyansat' }),
  row({ id: 3, name: 'Karin Deaktiveret', active: false, second_factor: 'missing' }),
];

const posts = (server: { requests: Request[] }) =>
  server.requests.filter((r) => r.method === 'POST').map((r) => new URL(r.url).pathname);

const card = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('[data-testid="administrator"]') as HTMLElement;

describe("the actions on another administrator's card", () => {
  it('offers none on your own card, and the reset and deactivation on another', async () => {
    mockFetch({ 'GET /api/admin/administratorer': { body: { administrators } } });
    renderWithProviders(<AdministratorsPage />, { route: '/admin/administratorer' });
    const own = await card('Lone Administrator');
    expect(within(own).getByText('Dig')).toBeInTheDocument();
    expect(within(own).queryByRole('button')).toBeNull();
    const other = await card('Niels Nyansat');
    expect(within(other).getByRole('button', { name: 'Nulstil totrinsbekræftelse' })).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Deaktivér' })).toBeInTheDocument();
    const off = await card('Karin Deaktiveret');
    expect(within(off).getByText('Deaktiveret')).toBeInTheDocument();
    expect(within(off).getByRole('button', { name: 'Genaktivér' })).toBeInTheDocument();
    expect(within(off).queryByRole('button', { name: 'Nulstil totrinsbekræftelse' })).toBeNull();
  });

  it('resets the second factor only after the confirmation; cancelling sends nothing', async () => {
    const server = mockFetch({
      'GET /api/admin/administratorer': { body: { administrators } },
      'POST /api/admin/administratorer/2/nulstil-totp': {
        body: {
          type: 'success',
          message: 'Totrinsbekræftelsen for Niels Nyansat er nulstillet. Den sættes op igen ved næste login.',
        },
      },
    });
    const { store } = renderWithProviders(<AdministratorsPage />, { route: '/admin/administratorer' });
    const other = await card('Niels Nyansat');
    fireEvent.click(within(other).getByRole('button', { name: 'Nulstil totrinsbekræftelse' }));
    let dialog = await screen.findByRole('dialog', { name: 'Nulstil totrinsbekræftelse for Niels Nyansat?' });
    expect(within(dialog).getByText(/skal sætte totrinsbekræftelse op igen/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annullér' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(server)).toEqual([]);

    fireEvent.click(within(other).getByRole('button', { name: 'Nulstil totrinsbekræftelse' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nulstil totrinsbekræftelse' }));
    await waitFor(() => expect(posts(server)).toEqual(['/api/admin/administratorer/2/nulstil-totp']));
    await waitFor(() =>
      expect(store.getState().notifications.items.map((n) => n.note)).toEqual([
        'Totrinsbekræftelsen for Niels Nyansat er nulstillet. Den sættes op igen ved næste login.',
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deactivates and reactivates after the confirmation, and shows a refusal', async () => {
    const server = mockFetch({
      'GET /api/admin/administratorer': { body: { administrators } },
      'POST /api/admin/administratorer/2/deaktiver': {
        status: 409,
        body: { type: 'error', message: 'Der skal være mindst én aktiv administrator.' },
      },
      'POST /api/admin/administratorer/3/genaktiver': {
        body: { type: 'success', message: 'Karin Deaktiveret er aktiv igen.' },
      },
    });
    const { store } = renderWithProviders(<AdministratorsPage />, { route: '/admin/administratorer' });
    fireEvent.click(within(await card('Niels Nyansat')).getByRole('button', { name: 'Deaktivér' }));
    let dialog = await screen.findByRole('dialog', { name: 'Deaktivér Niels Nyansat?' });
    expect(within(dialog).getByText(/kan ikke logge ind/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deaktivér' }));
    await waitFor(() =>
      expect(store.getState().notifications.items.map((n) => n.note)).toEqual([
        'Der skal være mindst én aktiv administrator.',
      ]),
    );

    fireEvent.click(within(await card('Karin Deaktiveret')).getByRole('button', { name: 'Genaktivér' }));
    dialog = await screen.findByRole('dialog', { name: 'Genaktivér Karin Deaktiveret?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Genaktivér' }));
    await waitFor(() =>
      expect(posts(server)).toEqual([
        '/api/admin/administratorer/2/deaktiver',
        '/api/admin/administratorer/3/genaktiver',
      ]),
    );
    await waitFor(() =>
      expect(store.getState().notifications.items.map((n) => n.note)).toContain(
        'Karin Deaktiveret er aktiv igen.',
      ),
    );
  });
});
