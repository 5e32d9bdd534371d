// /admin/henvendelser: the inbox shows every kind with where it stands and the unanswered counts;
// an item opens with its thread; an empty answer is refused before sending; an answer is posted
// and appears in the thread; close and re-open; an anonymous complaint offers no answer form.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HelpCountsReply, HelpInboxCounts, HelpItem, HelpMessage } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { HenvendelserPage } from './henvendelser-page';

const supportCase: HelpItem = {
  kind: 'support_case',
  id: 7,
  title: 'Forkert pris på profilen',
  from_name: 'Tagmestrene ApS',
  status: 'open',
  unanswered: true,
  preview: 'Vores pris er forkert.',
  message_count: 1,
  created_at: 1_700_000_000,
  last_message_at: 1_700_000_000,
  can_answer: true,
  job_id: null,
};
const complaint: HelpItem = {
  ...supportCase,
  kind: 'complaint',
  id: 3,
  title: 'Et Firma ApS',
  from_name: 'Anonym Andersen',
  preview: 'Firmaet kom aldrig.',
  can_answer: false,
};
const ticket: HelpItem = {
  ...supportCase,
  kind: 'ticket',
  id: 40,
  title: 'Nyt tag',
  status: 'answered',
  unanswered: false,
  job_id: 145,
};
const counts: HelpCountsReply = {
  unanswered: 2,
  support_cases: 1,
  complaints: 1,
  tickets: 0,
  cancellations: 0,
  file_reports: 0,
};

const filterCounts: HelpInboxCounts = {
  type: { support_case: 1, complaint: 1, ticket: 1 },
  status: { active: 3, open: 2, answered: 1, closed: 4 },
  age: { day: 1, week: 1, month: 0, older: 1 },
};

/** The inbox's reply: these items as one page of `total`. */
const inboxReply = (items: HelpItem[], total = items.length, page = 1) => ({
  body: { items, page, page_size: 25, total, counts: filterCounts },
});

function fakeServer() {
  let item = { ...supportCase };
  const messages: HelpMessage[] = [
    { sender: 'company', body: 'Hej\nVores pris er forkert.', created_at: 1_700_000_000 },
  ];
  const action = (status: HelpItem['status'], message: string) => {
    item = { ...item, status, unanswered: status === 'open' };
    return { body: { type: 'success', message, item } };
  };
  return mockFetch({
    'GET /api/admin/henvendelser': (request) =>
      inboxReply(
        new URL(request.url).searchParams.get('status') === 'closed' ? [] : [item, complaint, ticket],
      ),
    'GET /api/admin/henvendelser/antal': { body: counts },
    'GET /api/admin/henvendelser/support_case/7': () => ({ body: { item, messages } }),
    'GET /api/admin/henvendelser/complaint/3': {
      body: {
        item: complaint,
        messages: [{ sender: 'user', body: 'Firmaet kom aldrig.', created_at: 1_700_000_000 }],
      },
    },
    'POST /api/admin/henvendelser/support_case/7/svar': async (request) => {
      const { text } = (await request.json()) as { text: string };
      messages.push({ sender: 'staff', body: text, created_at: 1_700_000_100 });
      return action('answered', 'Svaret er sendt, og afsenderen har fået besked.');
    },
    'POST /api/admin/henvendelser/support_case/7/luk': () => action('closed', 'Henvendelsen er lukket.'),
    'POST /api/admin/henvendelser/support_case/7/genaabn': () =>
      action('answered', 'Henvendelsen er genåbnet.'),
  });
}

describe('the help inbox', () => {
  it('lists support cases, complaints and tickets with their kind and status, and the unanswered counts', async () => {
    fakeServer();
    renderWithProviders(<HenvendelserPage />, { route: '/admin/henvendelser' });
    const items = await screen.findAllByTestId('help-item');
    expect(items.map((item) => item.getAttribute('data-kind'))).toEqual([
      'support_case',
      'complaint',
      'ticket',
    ]);
    expect(within(items[0]).getByText('Supportsag')).toBeInTheDocument();
    expect(within(items[0]).getByText('Ubesvaret')).toBeInTheDocument();
    expect(within(items[0]).getByText('Fra firmaet Tagmestrene ApS')).toBeInTheDocument();
    expect(within(items[1]).getByText('Klage')).toBeInTheDocument();
    expect(within(items[2]).getByText('Besvaret')).toBeInTheDocument();
    expect(within(items[2]).getByRole('button', { name: 'Læs' })).toBeInTheDocument();
    expect(await screen.findByTestId('help-counts')).toHaveTextContent(
      '2 ubesvarede: 1 supportsag, 1 klage, 0 om opgaver.',
    );
    expect(
      within(screen.getByTestId('help-status-filter')).getByRole('button', { name: /^Åbne/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('help-total')).toHaveTextContent('3 henvendelser');
  });

  it('opens the thread; an empty answer is refused before sending; an answer is posted and shows in the thread', async () => {
    const server = fakeServer();
    const { store } = renderWithProviders(<HenvendelserPage />, { route: '/admin/henvendelser' });
    const user = userEvent.setup();
    await user.click(
      within((await screen.findAllByTestId('help-item'))[0]).getByRole('button', { name: 'Læs og svar' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Forkert pris på profilen' });
    expect(await within(dialog).findByText(/Vores pris er forkert/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send svar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Dette felt må ikke være tomt.');
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Dit svar'), '  Vi har rettet prisen.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send svar' }));
    expect(await within(dialog).findByText('Vi har rettet prisen.')).toBeInTheDocument();
    const post = server.requests.find((r) => r.method === 'POST');
    expect(await post?.json()).toEqual({ text: 'Vi har rettet prisen.' });
    expect(within(dialog).getAllByTestId('help-message').at(-1)).toHaveTextContent('Opgavetorvet');
    expect(store.getState().notifications.items.map((n) => n.note)).toEqual([
      'Svaret er sendt, og afsenderen har fået besked.',
    ]);
  });

  it("closes an item ('Luk henvendelse'), which then offers 'Genåbn' and no answer form", async () => {
    const server = fakeServer();
    renderWithProviders(<HenvendelserPage />, { route: '/admin/henvendelser' });
    const user = userEvent.setup();
    await user.click(
      within((await screen.findAllByTestId('help-item'))[0]).getByRole('button', { name: 'Læs og svar' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Luk henvendelse' }));
    expect(await within(dialog).findByRole('button', { name: 'Genåbn' })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Dit svar')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Henvendelsen er lukket. Genåbn den for at svare.')).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'POST' && r.url.endsWith('/support_case/7/luk'))).toBe(
      true,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Genåbn' }));
    expect(await within(dialog).findByLabelText('Dit svar')).toBeInTheDocument();
  });

  it('an anonymous complaint shows why it cannot be answered instead of the form', async () => {
    fakeServer();
    renderWithProviders(<HenvendelserPage />, { route: '/admin/henvendelser' });
    const user = userEvent.setup();
    await user.click(
      within((await screen.findAllByTestId('help-item'))[1]).getByRole('button', { name: 'Læs og svar' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Et Firma ApS' });
    expect(await within(dialog).findByTestId('help-anonymous')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Dit svar')).not.toBeInTheDocument();
  });

  it('?visning=lukkede (the older address) asks for the closed items', async () => {
    const server = fakeServer();
    renderWithProviders(<HenvendelserPage />, { route: '/admin/henvendelser?visning=lukkede' });
    expect(await screen.findByText('Ingen lukkede henvendelser')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.requests.some((r) => new URL(r.url).searchParams.get('status') === 'closed')).toBe(true),
    );
    expect(
      within(screen.getByTestId('help-status-filter')).getByRole('button', { name: /^Lukkede/ }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});
