// /admin/annulleringer's two views: a pending request shows its reason category and whether the
// customer wants a new company; ?visning=afgjorte lists the decided requests with who decided,
// when, the decision and its reason.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CancellationItem, DecidedCancellationItem } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { CancellationsPage } from './cancellations-page';

const pending: CancellationItem = {
  cancellation_id: 4,
  contact_id: 40,
  job_id: 145,
  headline: 'Nyt tag på carport',
  company_name: 'Tagmestrene ApS',
  user_name: 'Bente Hansen',
  text: 'Kunden har fundet en anden',
  option_select: 1,
  option_new_one: true,
  appointment_at: 1_764_500_000,
  created_at: 1_700_000_000,
};
const decided: DecidedCancellationItem = {
  cancellation_id: 2,
  job_id: 120,
  headline: 'Maling af stue',
  company_name: 'Malerne A/S',
  user_name: 'Kim Kunde',
  text: 'Vi kan ikke nå det',
  option_select: 9,
  option_new_one: false,
  appointment_at: null,
  status: 'rejected',
  decision_reason: 'Der er aftalt en dato.',
  decided_by: 'Anne Admin',
  decided_at: 1_700_003_600,
  created_at: 1_700_000_000,
};

function fakeServer() {
  return mockFetch({
    'GET /api/admin/annulleringer': { body: { items: [pending] } },
    'GET /api/admin/annulleringer/afgjorte': { body: { items: [decided] } },
  });
}

describe('cancellations for the administrator', () => {
  it('a pending request shows its reason category and that the customer wants a new company', async () => {
    fakeServer();
    renderWithProviders(<CancellationsPage />, { route: '/admin/annulleringer' });
    const card = await screen.findByTestId('cancellation');
    expect(within(card).getByTestId('cancellation-category')).toHaveTextContent('Kunden har aflyst opgaven');
    expect(within(card).getByTestId('cancellation-new-company')).toHaveTextContent('Ja');
    // The date the company says it had agreed with the customer, which the decision turns on.
    expect(within(card).getByTestId('cancellation-appointment')).toHaveTextContent('30.11.2025');
    expect(screen.getByRole('link', { name: /Afventer/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByTestId('decided-cancellation')).not.toBeInTheDocument();
  });

  it('?visning=afgjorte lists the decided requests: decision, who, when and the reason', async () => {
    fakeServer();
    renderWithProviders(<CancellationsPage />, { route: '/admin/annulleringer?visning=afgjorte' });
    const card = await screen.findByTestId('decided-cancellation');
    expect(within(card).getByText('Afvist')).toBeInTheDocument();
    expect(within(card).getByText('Afgjort af Anne Admin 15.11.2023, 00.13')).toBeInTheDocument();
    expect(within(card).getByText('Der er aftalt en dato.')).toBeInTheDocument();
    expect(within(card).getByTestId('cancellation-category')).toHaveTextContent('Anden årsag');
    expect(within(card).getByTestId('cancellation-new-company')).toHaveTextContent('Nej');
    expect(within(card).queryByTestId('cancellation-appointment')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Afgjorte' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByTestId('cancellation')).not.toBeInTheDocument();
  });
});
