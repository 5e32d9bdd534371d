// Rules of the administrator's outbox page: every queued mail and SMS is listed with its state and
// the count of each state; opening a row shows its whole text with its line breaks; a state filter
// asks the service for that state (and starts at page 1); an empty outbox says so; a failed row can
// be sent again ('Send igen'), and the service's refusal is shown.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OutboxReply, OutboxRow } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders, type FakeRoutes } from '@opgavetorvet/ui/test';
import { OutboxPage } from './outbox-page';

// 14.11.2023, 23.13 in Copenhagen (22.13 UTC).
const created = 1_700_000_000;

const mail: OutboxRow = {
  id: 2,
  channel: 'email',
  recipient: 'kunde@example.dk',
  subject: 'Nyt tilbud på din opgave',
  body: 'Hej Mette\n\nDu har fået et tilbud.\nSe tilbuddet: http://localhost:3000/bruger/opgave/7',
  state: 'queued',
  tries: 0,
  error: null,
  created_at: created,
  sent_at: null,
  next_attempt_at: 0,
};
const sms: OutboxRow = {
  ...mail,
  id: 1,
  channel: 'sms',
  recipient: '12345678',
  subject: null,
  body: 'Din kode: 123456',
  state: 'failed',
  tries: 5,
  error: 'Gateway svarede 401',
  created_at: created - 3600,
};
const counts = { queued: 27, sending: 0, sent: 3, failed: 1 };

function open(rowsOf: (params: URLSearchParams) => OutboxRow[], replyCounts = counts, more: FakeRoutes = {}) {
  const server = mockFetch({
    ...more,
    'GET /api/session': { body: { user: { id: 1, role: 'admin', name: 'Admin' }, csrfToken: 't' } },
    'GET /api/admin/udbakke': (request) => {
      const params = new URL(request.url).searchParams;
      const rows = rowsOf(params);
      const body: OutboxReply = {
        rows,
        page: Number(params.get('page') ?? 1),
        page_size: 25,
        total: rows.length,
        counts: replyCounts,
      };
      return { body };
    },
  });
  const { store } = renderWithProviders(<OutboxPage />, { route: '/admin/udbakke' });
  return { server, store, user: userEvent.setup() };
}

const askedFor = (server: ReturnType<typeof open>['server']) =>
  server.requests
    .filter((request) => request.url.includes('/api/admin/udbakke'))
    .map((request) => new URL(request.url).search);

describe('the outbox page', () => {
  it('lists each mail and SMS with recipient, channel, subject, state, tries and Danish time, and the counts', async () => {
    open(() => [mail, sms]);
    const rows = await screen.findAllByTestId('outbox-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('kunde@example.dk')).toBeInTheDocument();
    expect(within(rows[0]).getByText('E-mail')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('button', { name: 'Nyt tilbud på din opgave' })).toBeInTheDocument();
    expect(within(rows[0]).getByText('I kø')).toBeInTheDocument();
    expect(within(rows[0]).getByText('14.11.2023, 23.13')).toBeInTheDocument();

    expect(within(rows[1]).getByText('SMS')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Din kode: 123456' })).toBeInTheDocument();
    expect(within(rows[1]).getByText('Fejlet')).toBeInTheDocument();
    expect(within(rows[1]).getByText('5')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Fejl: Gateway svarede 401')).toBeInTheDocument();
    expect(within(rows[1]).getByText('14.11.2023, 22.13')).toBeInTheDocument();

    const states = screen.getByTestId('outbox-state-filter');
    expect(within(states).getByRole('button', { name: 'Alle 31' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(states).getByRole('button', { name: 'I kø 27' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(states).getByRole('button', { name: 'Sendes 0' })).toBeInTheDocument();
    expect(within(states).getByRole('button', { name: 'Sendt 3' })).toBeInTheDocument();
    expect(within(states).getByRole('button', { name: 'Fejlet 1' })).toBeInTheDocument();
  });

  it('opening a row shows its whole text with its line breaks', async () => {
    const { user } = open(() => [mail, sms]);
    await user.click(await screen.findByRole('button', { name: 'Nyt tilbud på din opgave' }));
    const dialog = screen.getByRole('dialog', { name: 'Nyt tilbud på din opgave' });
    expect(within(dialog).getByTestId('outbox-message-text').textContent).toBe(mail.body);
    expect(within(dialog).getByText('kunde@example.dk')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Luk' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Din kode: 123456' }));
    const smsDialog = screen.getByRole('dialog', { name: 'SMS til 12345678' });
    expect(within(smsDialog).getByTestId('outbox-message-text')).toHaveTextContent('Din kode: 123456');
    expect(within(smsDialog).getByText('Gateway svarede 401')).toBeInTheDocument();
  });

  it("the state filter 'Fejlet' asks the service for status=failed and shows only those rows", async () => {
    const { server, user } = open((params) => (params.get('status') === 'failed' ? [sms] : [mail, sms]));
    expect(await screen.findAllByTestId('outbox-row')).toHaveLength(2);
    await user.click(
      within(screen.getByTestId('outbox-state-filter')).getByRole('button', { name: /^Fejlet/ }),
    );
    await waitFor(() => expect(screen.getAllByTestId('outbox-row')).toHaveLength(1));
    expect(askedFor(server)).toEqual(['', '?status=failed']);
    expect(
      within(screen.getByTestId('outbox-state-filter')).getByRole('button', { name: /^Fejlet/ }),
    ).toHaveAttribute('aria-pressed', 'true');

    await user.click(
      within(screen.getByTestId('outbox-channel-filter')).getByRole('button', { name: 'SMS' }),
    );
    await waitFor(() => expect(askedFor(server).at(-1)).toBe('?status=failed&channel=sms'));
  });

  it('an empty outbox says so', async () => {
    open(() => [], { queued: 0, sending: 0, sent: 0, failed: 0 });
    expect(await screen.findByText('Udbakken er tom')).toBeInTheDocument();
    expect(screen.queryByTestId('outbox-table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alle 0' })).toBeInTheDocument();
  });

  it("'Send igen' on a failed row asks the service to send it again, says so and shows the row queued", async () => {
    let resent = false;
    const reply = {
      type: 'success',
      message: 'Beskeden til 12345678 står i kø igen og bliver sendt om lidt.',
    };
    const { server, store, user } = open(
      () => [mail, resent ? { ...sms, state: 'queued', tries: 0 } : sms],
      counts,
      {
        'POST /api/admin/udbakke/1/send-igen': () => {
          resent = true;
          return { body: { ...reply, id: 1, state: 'queued' } };
        },
      },
    );
    const rows = await screen.findAllByTestId('outbox-row');
    expect(within(rows[0]).queryByRole('button', { name: 'Send igen' })).not.toBeInTheDocument();
    await user.click(within(rows[1]).getByRole('button', { name: 'Send igen' }));
    await waitFor(() =>
      expect(within(screen.getAllByTestId('outbox-row')[1]).getByText('I kø')).toBeInTheDocument(),
    );
    expect(
      within(screen.getAllByTestId('outbox-row')[1]).queryByRole('button', { name: 'Send igen' }),
    ).toBeNull();
    expect(server.requests.filter((request) => request.method === 'POST').map((r) => r.url)).toEqual([
      expect.stringMatching(/\/api\/admin\/udbakke\/1\/send-igen$/),
    ]);
    expect(store.getState().notifications.items.map((n) => n.note)).toEqual([reply.message]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the service's refusal when the row is no longer failed", async () => {
    const { store, user } = open(() => [sms], counts, {
      'POST /api/admin/udbakke/1/send-igen': {
        status: 409,
        body: { type: 'error', message: 'Kun en fejlet besked kan sendes igen' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Send igen' }));
    await waitFor(() =>
      expect(store.getState().notifications.items.map((n) => n.note)).toEqual([
        'Kun en fejlet besked kan sendes igen',
      ]),
    );
  });
});
