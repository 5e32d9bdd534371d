// /bruger/klager: where the customer reads Opgavetorvet's answer to her complaint — each complaint
// with its thread (hers, then the answers) and where it stands; none yet says how to complain.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { ComplaintsPage } from './complaints-page';

describe("the customer's complaints", () => {
  it("shows each complaint with Opgavetorvet's answer and its status", async () => {
    mockFetch({
      'GET /api/bruger/klager': {
        body: {
          complaints: [
            {
              complaint_id: 5,
              company_name: 'Tagmestrene ApS',
              status: 'answered',
              created_at: 1_700_000_000,
              messages: [
                { sender: 'user', body: 'Firmaet kom aldrig.', created_at: 1_700_000_000 },
                { sender: 'staff', body: 'Vi har kontaktet firmaet.', created_at: 1_700_000_600 },
              ],
            },
          ],
        },
      },
    });
    renderWithProviders(<ComplaintsPage />, { route: '/bruger/klager' });
    const card = await screen.findByTestId('own-complaint');
    expect(within(card).getByRole('heading', { name: 'Klage over Tagmestrene ApS' })).toBeInTheDocument();
    expect(within(card).getByText('Besvaret')).toBeInTheDocument();
    const messages = within(card).getAllByTestId('complaint-message');
    expect(messages[0]).toHaveTextContent('Dig');
    expect(messages[0]).toHaveTextContent('Firmaet kom aldrig.');
    expect(messages[1]).toHaveTextContent('Opgavetorvet');
    expect(messages[1]).toHaveTextContent('Vi har kontaktet firmaet.');
    expect(screen.getByRole('link', { name: 'Mine klager' })).toHaveAttribute('aria-current', 'page');
  });

  it('without complaints it says how to send one', async () => {
    mockFetch({ 'GET /api/bruger/klager': { body: { complaints: [] } } });
    renderWithProviders(<ComplaintsPage />, { route: '/bruger/klager' });
    expect(await screen.findByText('Du har ingen klager')).toBeInTheDocument();
  });
});
