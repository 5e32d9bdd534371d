// The company's inbox (issue 32; SPEC §2/§4/§5/§7): one row per thread with the unread red dot (none
// at 0), 20 a page with the page in the address; opening a thread shows /firma/message_modal and
// marks only that thread read (POST /api/beskeder/:contactId/laest), the other keeps its dot; a newer
// message in the open thread fetches it again; a thread not on the page is opened from its head;
// answering with /opgave/new_message (an empty message is refused before sending, the server's
// refusal is shown at the field), and 'Fortryd' in the thread withdrawing the cancel request.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InboxThread } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';
import { fakeInbox, mockFetch, posts, renderWithProviders, type FakeReply } from '@opgavetorvet/ui/test';
import { BeskederPage } from './beskeder-page';
import { inboxThread } from '../test/inbox-fixture';

const threadHtml =
  '<div class="message-thread"><h2 class="thread-title">Beskeder om »Omfugning af facade« med Mette Hansen</h2>' +
  '<p class="message-list__status"><span class="cancel-pending">Afventer</span> ' +
  '<button type="button" class="btn-undo-cancel" data-contact-contact-id="41">Fortryd</button></p>' +
  '<ol class="thread-messages"><li class="thread-message new-message"><p class="thread-body">Hvornår kan I starte?</p></li></ol></div>';

interface Options {
  threads?: InboxThread[];
  total?: number;
  send?: FakeReply;
  route?: string;
}

function open(options: Options = {}) {
  const inbox = fakeInbox(
    inboxThread,
    { job_id: 276, customer_name: 'Ole Jensen', last_sender: 'company', last_message: 'Tak' },
    options,
  );
  const server = mockFetch({
    ...inbox.routes,
    'GET /api/beskeder/99': {
      body: { ...inboxThread({}), contact_id: 99, customer_name: 'Ida Holm', last_message_id: null },
    },
    'POST /api/beskeder/99/laest': { body: { marked: 0, get_unread_messages: 0 } },
    'POST /firma/message_modal': { body: { html: threadHtml } },
    'POST /opgave/new_message': () => options.send ?? { body: { response: 'success', view: '<li>ok</li>' } },
    'POST /ajax/firma/delete_cancel_message': { body: { success: true, link_name: 'Afslut opgave' } },
  });
  const view = renderWithProviders(<BeskederPage />, { route: options.route ?? '/firma/beskeder' });
  return { server, store: view.store, user: userEvent.setup(), newMessage: inbox.newMessage };
}

describe('the company messages page', () => {
  it('shows each thread with the customer, the job, the newest message, its time and the unread count as a red dot (none at 0)', async () => {
    open({
      threads: [
        inboxThread({ last_at: 1_700_000_000 }),
        inboxThread({
          contact_id: 42,
          customer_name: 'Ole Jensen',
          unread: 0,
          last_sender: 'company',
          last_message: 'Tak',
        }),
      ],
    });
    const rows = await screen.findAllByTestId('conversation');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Mette Hansen')).toBeInTheDocument();
    expect(within(rows[0]).getByTestId('unread-dot')).toHaveTextContent('2');
    expect(within(rows[0]).getByText('Omfugning af facade (Job-ID 275)')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Hvornår kan I starte?')).toBeInTheDocument();
    expect(within(rows[0]).getByText('14.11.2023, 23.13')).toBeInTheDocument();
    expect(within(rows[1]).queryByTestId('unread-dot')).not.toBeInTheDocument();
    expect(within(rows[1]).getByText('Dig: Tak')).toBeInTheDocument();
  });

  it('opens the chosen thread and marks only it read: its dot goes, the other keeps its own', async () => {
    const { server, user } = open();
    await user.click((await screen.findAllByTestId('conversation'))[0]);
    expect(
      await screen.findByText('Hvornår kan I starte?', { selector: '.thread-body' }),
    ).toBeInTheDocument();
    expect(await posts(server, '/firma/message_modal')[0].json()).toEqual({ contact_id: 41 });
    await waitFor(() => expect(posts(server, '/api/beskeder/41/laest')).toHaveLength(1));
    const rows = await screen.findAllByTestId('conversation');
    await waitFor(() => expect(within(rows[0]).queryByTestId('unread-dot')).not.toBeInTheDocument());
    expect(within(screen.getAllByTestId('conversation')[1]).getByTestId('unread-dot')).toHaveTextContent('1');
    expect(posts(server, '/api/beskeder/42/laest')).toHaveLength(0);
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
  });

  it('keeps the page in the address and asks the service for it', async () => {
    const threads = Array.from({ length: 20 }, (_, i) => inboxThread({ contact_id: 100 + i, unread: 0 }));
    const { server, user } = open({ threads, total: 45, route: '/firma/beskeder?page=2' });
    expect(await screen.findAllByTestId('conversation')).toHaveLength(20);
    const lists = () => server.requests.filter((r) => new URL(r.url).pathname === '/api/beskeder');
    expect(new URL(lists()[0].url).search).toBe('?page=2');
    await user.click(screen.getByTestId('pager-next'));
    await waitFor(() => expect(lists().map((r) => new URL(r.url).search)).toContain('?page=3'));
  });

  it('fetches the open thread again when the inbox shows a newer message in it, and marks it read', async () => {
    const { server, store, newMessage } = open({ route: '/firma/beskeder?contact_id=41' });
    await screen.findByTestId('thread');
    await waitFor(() => expect(posts(server, '/api/beskeder/41/laest')).toHaveLength(1));
    const threadCalls = posts(server, '/firma/message_modal').length;
    // A live event (new_message) refreshes what is tagged 'Messages'.
    newMessage();
    act(() => {
      store.dispatch(api.util.invalidateTags(['Messages']));
    });
    await waitFor(() => expect(posts(server, '/firma/message_modal').length).toBe(threadCalls + 1));
    await waitFor(() => expect(posts(server, '/api/beskeder/41/laest').length).toBeGreaterThanOrEqual(1));
  });

  it('opens a thread that is not listed from its head, and answers in it', async () => {
    const { server, user } = open({ route: '/firma/beskeder?contact_id=99' });
    const form = await screen.findByTestId('reply-form');
    await user.type(within(form).getByLabelText('Skriv til Ida Holm'), 'Goddag');
    await user.click(within(form).getByRole('button', { name: 'Send besked' }));
    await waitFor(() => expect(posts(server, '/opgave/new_message')).toHaveLength(1));
    expect(await posts(server, '/firma/message_modal')[0].json()).toEqual({ contact_id: 99 });
  });

  it('goes back from the open thread to the list', async () => {
    const { user } = open({ route: '/firma/beskeder?contact_id=41' });
    await screen.findByTestId('conversation-panel');
    await user.click(screen.getByRole('button', { name: '← Alle samtaler' }));
    await waitFor(() => expect(screen.queryByTestId('conversation-panel')).not.toBeInTheDocument());
    expect(screen.getByText('Vælg en samtale for at læse og besvare beskederne.')).toBeInTheDocument();
  });

  it('keeps the thread scrolled to the newest message', async () => {
    const scrollHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight');
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => 640 });
    try {
      open({ route: '/firma/beskeder?contact_id=41' });
      const thread = await screen.findByTestId('thread');
      await waitFor(() => expect(thread.querySelector('.thread-messages')?.scrollTop).toBe(640));
    } finally {
      if (scrollHeight) Object.defineProperty(HTMLElement.prototype, 'scrollHeight', scrollHeight);
    }
  });

  it('refuses an empty message before sending it', async () => {
    const { server, user } = open({ route: '/firma/beskeder?contact_id=41' });
    const form = await screen.findByTestId('reply-form');
    await user.type(within(form).getByLabelText('Skriv til Mette Hansen'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Send besked' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Dette felt må ikke være tomt.');
    expect(posts(server, '/opgave/new_message')).toHaveLength(0);
  });

  it('sends the answer with the bid, customer and company, and fetches the thread again', async () => {
    const { server, store, user } = open({ route: '/firma/beskeder?contact_id=41' });
    const form = await screen.findByTestId('reply-form');
    await user.type(within(form).getByLabelText('Skriv til Mette Hansen'), ' Vi kan starte mandag. ');
    await user.click(within(form).getByRole('button', { name: 'Send besked' }));
    await waitFor(() => expect(posts(server, '/opgave/new_message')).toHaveLength(1));
    expect(await posts(server, '/opgave/new_message')[0].json()).toEqual({
      msg: 'Vi kan starte mandag.',
      bidid: 90,
      userid: 7,
      companyid: 3,
    });
    await waitFor(() => expect(posts(server, '/firma/message_modal').length).toBeGreaterThanOrEqual(2));
    expect(within(form).getByLabelText('Skriv til Mette Hansen')).toHaveValue('');
    expect(store.getState().notifications.items.map((n) => n.note)).toEqual(['Din besked er sendt.']);
  });

  it("shows the server's refusal in Danish at the field", async () => {
    const { user } = open({
      route: '/firma/beskeder?contact_id=41',
      send: { status: 400, body: { type: 'error', message: 'Dette felt må ikke være tomt.' } },
    });
    const form = await screen.findByTestId('reply-form');
    await user.type(within(form).getByLabelText('Skriv til Mette Hansen'), 'Hej');
    await user.click(within(form).getByRole('button', { name: 'Send besked' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Dette felt må ikke være tomt.');
  });

  it("'Fortryd' in the thread withdraws the cancel request awaiting the administrator", async () => {
    const { server, store, user } = open({ route: '/firma/beskeder?contact_id=41' });
    await user.click(await screen.findByRole('button', { name: 'Fortryd' }));
    await waitFor(() => expect(posts(server, '/ajax/firma/delete_cancel_message')).toHaveLength(1));
    expect(await posts(server, '/ajax/firma/delete_cancel_message')[0].json()).toEqual({
      contact_contact_id: 41,
    });
    await waitFor(() =>
      expect(store.getState().notifications.items.map((n) => n.note)).toEqual([
        'Din anmodning om annullering er trukket tilbage.',
      ]),
    );
  });

  it('says so when the company has no conversations', async () => {
    open({ threads: [] });
    expect(await screen.findByText('Du har ingen beskeder endnu')).toBeInTheDocument();
  });
});
