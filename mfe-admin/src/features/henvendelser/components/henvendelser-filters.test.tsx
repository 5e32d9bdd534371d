// /admin/henvendelser's filters and pages (issue 33): each option shows the count the service gives
// it ('Alle' the sum of its options); choosing one asks for it from page 1 and keeps the others;
// 'Næste' asks for the next page with the filters kept; a page past the end goes back to the last
// one; no item under the filters says so.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HelpCountsReply, HelpInboxCounts, HelpItem } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { HenvendelserPage } from './henvendelser-page';

const item = (id: number): HelpItem => ({
  kind: 'support_case',
  id,
  title: `Sag ${id}`,
  from_name: 'Tagmestrene ApS',
  status: 'open',
  unanswered: true,
  preview: 'Hej',
  message_count: 1,
  created_at: 1_700_000_000,
  last_message_at: 1_700_000_000,
  can_answer: true,
  job_id: null,
});
const counts: HelpInboxCounts = {
  type: { support_case: 26, complaint: 3, ticket: 1 },
  status: { active: 30, open: 22, answered: 8, closed: 5 },
  age: { day: 4, week: 6, month: 12, older: 8 },
};
const headerCounts: HelpCountsReply = {
  unanswered: 22,
  support_cases: 20,
  complaints: 2,
  tickets: 0,
  cancellations: 0,
  file_reports: 0,
};

/** 30 items, 25 a page; under a type or an age filter, none. */
function fakeServer() {
  return mockFetch({
    'GET /api/admin/henvendelser': (request) => {
      const params = new URL(request.url).searchParams;
      const page = Number(params.get('page') ?? '1');
      const filtered = params.has('type') || params.has('age');
      const all = filtered ? [] : Array.from({ length: 30 }, (_, index) => item(index + 1));
      const items = all.slice((page - 1) * 25, page * 25);
      return { body: { items, page, page_size: 25, total: all.length, counts } };
    },
    'GET /api/admin/henvendelser/antal': { body: headerCounts },
  });
}

const lastQuery = (server: ReturnType<typeof fakeServer>) => {
  const asked = server.requests.filter((r) => new URL(r.url).pathname === '/api/admin/henvendelser');
  return Object.fromEntries(new URL(asked.at(-1)?.url ?? 'http://x/').searchParams);
};

const option = (filter: string, name: RegExp) =>
  within(screen.getByTestId(`help-${filter}-filter`)).getByRole('button', { name });

describe('the help inbox filters and pages', () => {
  it("shows each option's count; 'Alle' is the sum of its options", async () => {
    fakeServer();
    renderWithProviders(<HenvendelserPage />, { route: '/admin/henvendelser' });
    await screen.findAllByTestId('help-item');
    expect(option('type', /^Alle/)).toHaveTextContent('Alle 30');
    expect(option('type', /^Supportsager/)).toHaveTextContent('Supportsager 26');
    expect(option('type', /^Klager/)).toHaveTextContent('Klager 3');
    expect(option('status', /^Ubesvarede/)).toHaveTextContent('Ubesvarede 22');
    expect(option('status', /^Lukkede/)).toHaveTextContent('Lukkede 5');
    expect(option('age', /^Alle/)).toHaveTextContent('Alle 30');
    expect(option('age', /^7-30 dage/)).toHaveTextContent('7-30 dage 12');
    expect(screen.getByTestId('help-total')).toHaveTextContent('30 henvendelser');
  });

  it('pages with the filters kept, and a new filter starts again at page 1', async () => {
    const server = fakeServer();
    renderWithProviders(<HenvendelserPage />, { route: '/admin/henvendelser?status=open' });
    const user = userEvent.setup();
    expect(await screen.findAllByTestId('help-item')).toHaveLength(25);
    expect(lastQuery(server)).toEqual({ page: '1', status: 'open' });
    await user.click(screen.getByRole('button', { name: 'Næste' }));
    await waitFor(() => expect(screen.getAllByTestId('help-item')).toHaveLength(5));
    expect(lastQuery(server)).toEqual({ page: '2', status: 'open' });
    expect(screen.getByText('Side 2 af 2')).toBeInTheDocument();

    await user.click(option('type', /^Klager/));
    expect(await screen.findByText('Ingen henvendelser med de valgte filtre')).toBeInTheDocument();
    expect(lastQuery(server)).toEqual({ page: '1', status: 'open', type: 'complaint' });
    expect(option('type', /^Klager/)).toHaveAttribute('aria-pressed', 'true');

    await user.click(option('age', /^Over 30 dage/));
    await waitFor(() =>
      expect(lastQuery(server)).toEqual({ page: '1', status: 'open', type: 'complaint', age: 'older' }),
    );
    await user.click(option('type', /^Alle/));
    await waitFor(() => expect(lastQuery(server)).toEqual({ page: '1', status: 'open', age: 'older' }));
  });

  it('a page past the end goes back to the last page', async () => {
    const server = fakeServer();
    renderWithProviders(<HenvendelserPage />, { route: '/admin/henvendelser?page=9' });
    await waitFor(() => expect(lastQuery(server)).toEqual({ page: '2', status: 'active' }));
    expect(await screen.findAllByTestId('help-item')).toHaveLength(5);
  });
});
