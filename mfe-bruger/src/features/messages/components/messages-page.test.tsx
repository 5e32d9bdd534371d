// The customer's inbox on /bruger/beskeder (issue 32): one row per thread (the company, the job, the
// newest message, its time, the unread red dot), 20 a page with the page in the address, no modal of
// every conversation; opening a thread shows it on the page (/ajax/bruger2/message_modal) and marks
// only that thread read (POST /api/beskeder/:contactId/laest): the other keeps its dot; the answer
// is written in place; the company's photos can be reported; a newer message in the open thread
// fetches it again; the way back leads to the list.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InboxThread } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';
import {
  fakeInbox,
  inboxThreadOf,
  messageFiles,
  mockFetch,
  posts,
  renderWithProviders,
} from '@opgavetorvet/ui/test';
import { MessagesPage } from './messages-page';
import { threadHtml, threadReply } from './thread-fixture';

const thread = inboxThreadOf({
  job_id: 333,
  headline: 'Ny terrasse',
  customer_name: 'Mette',
  company_name: 'Tømrer Hansen ApS',
  last_message: 'Vi kan starte mandag.',
  last_sender: 'company',
});

const files = messageFiles({ name: 'tilbud.pdf', bytes: 34_816, size: 'PDF, 34 kB' }, 'facade.jpg');

function open(options: { threads?: InboxThread[]; total?: number; route?: string } = {}) {
  const inbox = fakeInbox(
    thread,
    {
      job_id: 334,
      headline: 'Nyt tag',
      company_name: 'Tag & Co',
      last_sender: 'user',
      last_message: 'Tak for tilbuddet',
    },
    options,
  );
  const server = mockFetch({
    ...inbox.routes,
    'POST /ajax/bruger2/message_modal': {
      body: threadReply(threadHtml({ files: files.html })),
    },
    'POST /opgave/new_message': { body: { response: 'success', view: '' } },
  });
  const view = renderWithProviders(<MessagesPage />, { route: options.route ?? '/bruger/beskeder' });
  return { server, store: view.store, user: userEvent.setup(), newMessage: inbox.newMessage };
}

describe("the customer's inbox", () => {
  it('shows one row per thread with the company, the job, the newest message, its time and the unread count', async () => {
    const { server } = open();
    const rows = await screen.findAllByTestId('conversation');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Tømrer Hansen ApS')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Ny terrasse (Job-ID 333)')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Vi kan starte mandag.')).toBeInTheDocument();
    expect(within(rows[0]).getByText('14.11.2023, 23.13')).toBeInTheDocument();
    expect(within(rows[0]).getByTestId('unread-dot')).toHaveTextContent('2');
    expect(within(rows[1]).getByText('Dig: Tak for tilbuddet')).toBeInTheDocument();
    // Listing opens no modal and marks nothing read.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('opens a thread on the page and marks only it read: its dot goes, the other keeps its own', async () => {
    const { server, user } = open();
    await user.click((await screen.findAllByTestId('conversation'))[0]);
    const panel = await screen.findByRole('region', { name: 'Beskeder med Tømrer Hansen ApS' });
    expect(await within(panel).findByText('Vi kan starte mandag.')).toBeInTheDocument();
    expect(await posts(server, '/ajax/bruger2/message_modal')[0].json()).toEqual({
      contact_id: 41,
      job_id: 333,
    });
    await waitFor(() => expect(posts(server, '/api/beskeder/41/laest')).toHaveLength(1));
    await waitFor(() =>
      expect(within(screen.getAllByTestId('conversation')[0]).queryByTestId('unread-dot')).toBeNull(),
    );
    expect(within(screen.getAllByTestId('conversation')[1]).getByTestId('unread-dot')).toHaveTextContent('1');
    expect(posts(server, '/api/beskeder/42/laest')).toHaveLength(0);
  });

  it('answers in place with the reply form of the thread', async () => {
    const { server, user } = open({ route: '/bruger/beskeder?contact_id=41&job_id=333' });
    const panel = await screen.findByTestId('thread-panel');
    await user.type(await within(panel).findByLabelText('Skriv en besked'), 'Mandag passer fint.');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posts(server, '/opgave/new_message')).toHaveLength(1));
    expect(await posts(server, '/opgave/new_message')[0].json()).toEqual({
      msg: 'Mandag passer fint.',
      bidid: 90,
      userid: 7,
      companyid: 3,
    });
    await waitFor(() =>
      expect(posts(server, '/ajax/bruger2/message_modal').length).toBeGreaterThanOrEqual(2),
    );
  });

  it("offers 'Anmeld billede' for the company's photo in the thread", async () => {
    const { user } = open({ route: '/bruger/beskeder?contact_id=41&job_id=333' });
    const panel = await screen.findByTestId('thread-panel');
    await user.click(await within(panel).findByRole('img', { name: 'Vedhæftet billede: facade.jpg' }));
    const lightbox = await screen.findByRole('dialog', { name: 'Billedfremviser' });
    expect(within(lightbox).getByRole('button', { name: 'Anmeld billede' })).toBeInTheDocument();
  });

  it('fetches the open thread again when the inbox shows a newer message in it, and marks it read', async () => {
    const { server, store, newMessage } = open({ route: '/bruger/beskeder?contact_id=41&job_id=333' });
    await screen.findByTestId('thread');
    await waitFor(() => expect(posts(server, '/api/beskeder/41/laest')).toHaveLength(1));
    const fetched = posts(server, '/ajax/bruger2/message_modal').length;
    // A live event (new_message) refreshes what is tagged 'Messages'.
    newMessage();
    act(() => {
      store.dispatch(api.util.invalidateTags(['Messages']));
    });
    await waitFor(() => expect(posts(server, '/ajax/bruger2/message_modal').length).toBe(fetched + 1));
  });

  it('keeps the page in the address and asks the service for it', async () => {
    const threads = Array.from({ length: 20 }, (_, i) => thread({ contact_id: 100 + i, unread: 0 }));
    const { server, user } = open({ threads, total: 45, route: '/bruger/beskeder?page=2' });
    expect(await screen.findAllByTestId('conversation')).toHaveLength(20);
    const lists = () => server.requests.filter((r) => new URL(r.url).pathname === '/api/beskeder');
    expect(new URL(lists()[0].url).search).toBe('?page=2');
    await user.click(screen.getByTestId('pager-next'));
    await waitFor(() => expect(lists().map((r) => new URL(r.url).search)).toContain('?page=3'));
  });

  it('goes back from the open thread to the list', async () => {
    const { user } = open({ route: '/bruger/beskeder?contact_id=41&job_id=333' });
    await screen.findByTestId('thread-panel');
    await user.click(screen.getByRole('button', { name: '← Alle samtaler' }));
    await waitFor(() => expect(screen.queryByTestId('thread-panel')).not.toBeInTheDocument());
    expect(screen.getByText('Vælg en samtale for at læse og besvare beskederne.')).toBeInTheDocument();
  });

  it('says so when the customer has no conversations', async () => {
    open({ threads: [] });
    expect(await screen.findByText('Du har ingen beskeder endnu')).toBeInTheDocument();
    expect(screen.queryByTestId('conversation')).not.toBeInTheDocument();
  });
});
