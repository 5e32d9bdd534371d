// /admin/log (issue 33): the audit log's rows name who did what on which record; the search sends
// who, what, record and dates, and a later page keeps the search.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { LogPage } from './log-page';

const row = (id: number) => ({
  id,
  created_at: 1_780_000_000 - id,
  actor_id: 1,
  actor_name: 'Lone Administrator',
  actor_email: 'admin@demo.dk',
  action: 'company.block',
  target_type: 'company',
  target_id: 12,
  before: '{"blocked":false}',
  after: '{"reason":"Snyd"}',
});

describe('the audit log page', () => {
  it('shows who did what, searches, and pages with the search kept', async () => {
    const server = mockFetch({
      'GET /api/admin/log': { body: { rows: [row(1), row(2)], page: 1, page_size: 50, total: 120 } },
    });
    renderWithProviders(<LogPage />, { route: '/admin/log' });
    expect(await screen.findByText('120 handlinger')).toBeInTheDocument();
    expect(screen.getAllByText('Lone Administrator')).toHaveLength(2);
    expect(screen.getAllByText('{"blocked":false} → {"reason":"Snyd"}')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('Hvem (navn eller e-mail)'), { target: { value: 'lone' } });
    fireEvent.change(screen.getByLabelText('Post (fx company 12)'), { target: { value: 'company 12' } });
    fireEvent.change(screen.getByLabelText('Fra dato'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Søg' }));
    await waitFor(() => expect(server.requests.length).toBeGreaterThan(1));
    const searched = new URL(server.requests.at(-1)!.url).searchParams;
    expect(Object.fromEntries(searched)).toEqual({
      page: '1',
      who: 'lone',
      target: 'company 12',
      from: '2026-03-01',
    });

    fireEvent.click(await screen.findByTestId('pager-next'));
    await waitFor(() => expect(new URL(server.requests.at(-1)!.url).searchParams.get('page')).toBe('2'));
    expect(new URL(server.requests.at(-1)!.url).searchParams.get('who')).toBe('lone');
  });
});
