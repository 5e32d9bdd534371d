// The company's messages page (SPEC §2/§4/§5/§7): conversations with the unread red dot (none at
// 0), the thread of /firma/message_modal opened from the list, answering with /opgave/new_message
// (an empty message is refused before sending, the server's refusal is shown at the field), and
// 'Fortryd' in the thread withdrawing the cancel request.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompanyConversation } from '@opgavetorvet/contracts';
import { mockFetch, renderWithProviders, type FakeReply } from '@opgavetorvet/ui/test';
import { BeskederPage } from './beskeder-page';

const conversation = (over: Partial<CompanyConversation>): CompanyConversation => ({
  contact_id: 41,
  job_id: 275,
  headline: 'Omfugning af facade',
  customer_id: 7,
  customer_name: 'Mette Hansen',
  company_id: 3,
  bid_id: 90,
  last_message: 'Hvornår kan I starte?',
  last_sender: 'user',
  last_at: 1_700_000_000,
  last_files: 0,
  unread: 2,
  ...over,
});

const threadHtml =
  '<div class="message-thread"><h2 class="thread-title">Beskeder om »Omfugning af facade« med Mette Hansen</h2>' +
  '<p class="message-list__status"><span class="cancel-pending">Afventer</span> ' +
  '<button type="button" class="btn-undo-cancel" data-contact-contact-id="41">Fortryd</button></p>' +
  '<ol class="thread-messages"><li class="thread-message new-message"><p class="thread-body">Hvornår kan I starte?</p></li></ol></div>';

function open(options: { conversations?: CompanyConversation[]; send?: FakeReply; route?: string } = {}) {
  let read = false;
  const server = mockFetch({
    'GET /api/firma/beskeder': () => {
      const list = options.conversations ?? [
        conversation({ unread: read ? 0 : 2 }),
        conversation({
          contact_id: 42,
          customer_name: 'Ole Jensen',
          unread: 0,
          last_sender: 'company',
          last_message: 'Tak',
        }),
      ];
      return { body: { conversations: list, page: 1, page_size: 20, total: list.length } };
    },
    'POST /firma/message_modal': () => {
      read = true;
      return { body: { html: threadHtml } };
    },
    'POST /opgave/new_message': () => options.send ?? { body: { response: 'success', view: '<li>ok</li>' } },
    'POST /ajax/firma/delete_cancel_message': { body: { success: true, link_name: 'Afslut opgave' } },
  });
  const view = renderWithProviders(<BeskederPage />, { route: options.route ?? '/firma/beskeder' });
  return { server, store: view.store, user: userEvent.setup() };
}

const posts = (server: ReturnType<typeof open>['server'], path: string) =>
  server.requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === path);

describe('the company messages page', () => {
  it('shows each conversation with the unread count as a red dot, and no dot when nothing is unread', async () => {
    open();
    const rows = await screen.findAllByTestId('conversation');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByTestId('unread-dot')).toHaveTextContent('2');
    expect(within(rows[0]).getByText('Omfugning af facade (Job-ID 275)')).toBeInTheDocument();
    expect(within(rows[1]).queryByTestId('unread-dot')).not.toBeInTheDocument();
    expect(within(rows[1]).getByText('Dig: Tak')).toBeInTheDocument();
  });

  it('opens the thread of the chosen conversation, which marks it read: the dot goes away', async () => {
    const { server, user } = open();
    await user.click((await screen.findAllByTestId('conversation'))[0]);
    expect(
      await screen.findByText('Hvornår kan I starte?', { selector: '.thread-body' }),
    ).toBeInTheDocument();
    expect(await posts(server, '/firma/message_modal')[0].json()).toEqual({ contact_id: 41 });
    await waitFor(() => expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument());
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
    open({ conversations: [] });
    expect(await screen.findByText('Du har ingen beskeder endnu')).toBeInTheDocument();
  });
});
