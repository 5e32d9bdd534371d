// Rules of the administrator's decision (SPEC §1/§4): an empty reason is refused before sending;
// a decision posts { decision, reason }, the request leaves the list and the server's message shows.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CancellationItem } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { CancellationsPage } from './cancellations-page';

const item: CancellationItem = {
  cancellation_id: 4,
  contact_id: 40,
  job_id: 145,
  headline: 'Nyt tag på carport',
  company_name: 'Tagmestrene ApS',
  user_name: 'Bente Hansen',
  text: 'Kunden svarer ikke',
  option_select: 4,
  option_new_one: true,
  appointment_at: null,
  created_at: 1_700_000_000,
};

function fakeServer(
  decisionReply = { status: 200, body: { type: 'success', message: 'Annulleringen er godkendt' } },
) {
  let decided = false;
  const server = mockFetch({
    'GET /api/admin/annulleringer': () => ({ body: { items: decided ? [] : [item] } }),
    'POST /api/admin/annulleringer/4/beslutning': () => {
      decided = decisionReply.status === 200;
      return decisionReply;
    },
  });
  return server;
}

const notes = (store: ReturnType<typeof renderWithProviders>['store']) =>
  store.getState().notifications.items.map(({ type, note }) => ({ type, note }));

describe('cancellation decisions', () => {
  it("an empty reason is refused before sending with 'Dette felt må ikke være tomt.'", async () => {
    const server = fakeServer();
    renderWithProviders(<CancellationsPage />);
    const user = userEvent.setup();
    const card = await screen.findByTestId('cancellation');
    await user.click(within(card).getByRole('button', { name: 'Godkend' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Begrundelse'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Godkend' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Dette felt må ikke være tomt.');
    expect(within(dialog).getByLabelText('Begrundelse')).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it("'Afvis' posts the decision with its reason; the request leaves the list and the server's message shows", async () => {
    const server = fakeServer();
    const { store } = renderWithProviders(<CancellationsPage />);
    const user = userEvent.setup();
    const card = await screen.findByTestId('cancellation');
    await user.click(within(card).getByRole('button', { name: 'Afvis' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Begrundelse'), ' Firmaet skal udføre opgaven ');
    await user.click(within(dialog).getByRole('button', { name: 'Afvis' }));

    expect(await screen.findByText('Ingen annulleringer venter')).toBeInTheDocument();
    expect(screen.queryByTestId('cancellation')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const post = server.requests.find((r) => r.method === 'POST');
    expect(await post?.json()).toEqual({ decision: 'reject', reason: 'Firmaet skal udføre opgaven' });
    expect(notes(store)).toEqual([{ type: 'success', note: 'Annulleringen er godkendt' }]);
  });

  it('a refused decision shows the server text as an error notification and keeps the request', async () => {
    fakeServer({ status: 409, body: { type: 'error', message: 'Anmodningen er allerede afgjort' } });
    const { store } = renderWithProviders(<CancellationsPage />);
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByTestId('cancellation')).getByRole('button', { name: 'Godkend' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Begrundelse'), 'OK');
    await user.click(within(dialog).getByRole('button', { name: 'Godkend' }));
    await waitFor(() =>
      expect(notes(store)).toEqual([{ type: 'error', note: 'Anmodningen er allerede afgjort' }]),
    );
    expect(screen.getByTestId('cancellation')).toBeInTheDocument();
  });

  it('says before approving that a job whose customer wants a new company goes out for offers again', async () => {
    const user = userEvent.setup();
    for (const [optionNewOne, lead] of [
      [true, 'Kunden ønsker et nyt firma, så opgaven kommer i udbud igen'],
      [false, 'Opgaven bliver annulleret.'],
    ] as const) {
      mockFetch({
        'GET /api/admin/annulleringer': { body: { items: [{ ...item, option_new_one: optionNewOne }] } },
      });
      const view = renderWithProviders(<CancellationsPage />);
      await user.click(
        within(await screen.findByTestId('cancellation')).getByRole('button', { name: 'Godkend' }),
      );
      expect(await screen.findByRole('dialog')).toHaveTextContent(lead);
      view.unmount();
    }
  });
});
