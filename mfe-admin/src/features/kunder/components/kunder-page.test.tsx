// The administrator's customers: a search asks the service with the words typed and lists the
// customers it finds (contact, jobs, state) linking to each customer's page; more than a page of them
// pages with the search kept.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminCustomerRow } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { KunderPage } from './kunder-page';

const mette: AdminCustomerRow = {
  user_id: 7,
  name: 'Mette Kunde',
  email: 'mette@eksempel.dk',
  phone: '20304050',
  zip: '5000',
  blocked: true,
  created_at: 1_767_225_600,
  job_count: 3,
};

describe('/admin/kunder', () => {
  it('searches by the words typed and lists customers with contact, jobs and state', async () => {
    const asked: (string | null)[] = [];
    mockFetch({
      'GET /api/admin/kunder': (request) => {
        const q = new URL(request.url).searchParams.get('q');
        asked.push(q);
        return { body: { customers: q ? [mette] : [], page: 1, page_size: 25, total: q ? 1 : 0 } };
      },
    });
    renderWithProviders(<KunderPage />, { route: '/admin/kunder' });
    const user = userEvent.setup();
    expect(await screen.findByText('Ingen kunder passer til søgningen.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Søg efter kunde'), '5000');
    await user.click(screen.getByRole('button', { name: 'Søg' }));
    await waitFor(() => expect(asked).toContain('5000'));
    const row = (await screen.findAllByTestId('kunder-result'))[0];
    expect(row).toHaveTextContent('mette@eksempel.dk · 20304050 · 5000');
    expect(row).toHaveTextContent('3 opgaver');
    expect(row).toHaveTextContent('Spærret');
    expect(screen.getByText('1 kunde')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mette Kunde' })).toHaveAttribute('href', '/admin/kunder/7');
  });

  it('pages through the customers, keeping the search', async () => {
    const asked: string[] = [];
    mockFetch({
      'GET /api/admin/kunder': (request) => {
        const params = new URL(request.url).searchParams;
        asked.push(`${params.get('q')}:${params.get('page') ?? '1'}`);
        const page = Number(params.get('page') ?? '1');
        return {
          body: {
            customers: [{ ...mette, user_id: page, name: `Kunde på side ${page}` }],
            page,
            page_size: 25,
            total: 30,
          },
        };
      },
    });
    renderWithProviders(<KunderPage />, { route: '/admin/kunder?q=hansen' });
    const user = userEvent.setup();
    expect(await screen.findByText('Kunde på side 1')).toBeInTheDocument();
    expect(screen.getByText('30 kunder')).toBeInTheDocument();
    await user.click(screen.getByTestId('pager-next'));
    expect(await screen.findByText('Kunde på side 2')).toBeInTheDocument();
    expect(asked).toEqual(['hansen:1', 'hansen:2']);
  });
});
