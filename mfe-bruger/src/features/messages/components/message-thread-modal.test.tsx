// The customer's message modal of one offer (SPEC §2/§5/§7): it shows the thread of
// /ajax/bruger2/message_modal (contact_id, job_id) under the company's name; the reply and decline
// forms of its html are sent to /opgave/new_message without leaving the page; an empty message,
// or 'Andet' without text, is refused before sending; the server's refusal is shown in the modal.
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, posts, renderWithProviders, type FakeReply } from '@opgavetorvet/ui/test';
import { MessageThreadButton } from './message-thread-button';
import { openThreadModal, threadHtml, threadReply } from './thread-fixture';

function open(send?: FakeReply) {
  const messages = ['Vi kan starte mandag.'];
  const server = mockFetch({
    'POST /ajax/bruger2/message_modal': () => ({ body: threadReply(threadHtml({ messages })) }),
    'POST /opgave/new_message': async (request) => {
      const body = (await request.clone().json()) as { msg?: string };
      if (!send && body.msg) messages.push(body.msg);
      return send ?? { body: { response: 'success', view: '' } };
    },
  });
  const view = renderWithProviders(
    <MessageThreadButton contactId={41} jobId={333} companyName="Tømrer Hansen ApS" />,
  );
  return { server, store: view.store, user: userEvent.setup() };
}

describe('the message modal of an offer', () => {
  it('asks for the thread of that contact and job and shows its messages', async () => {
    const { server, user } = open();
    await openThreadModal(user);
    expect(await posts(server, '/ajax/bruger2/message_modal')[0].json()).toEqual({
      contact_id: 41,
      job_id: 333,
    });
  });

  it('refuses an empty message before sending it', async () => {
    const { server, user } = open();
    const dialog = await openThreadModal(user);
    await user.type(within(dialog).getByLabelText('Skriv en besked'), '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Dette felt må ikke være tomt.');
    expect(posts(server, '/opgave/new_message')).toHaveLength(0);
  });

  it('sends the message with the fields of the form and shows it in the thread fetched again', async () => {
    const { server, store, user } = open();
    const dialog = await openThreadModal(user);
    await user.type(within(dialog).getByLabelText('Skriv en besked'), ' Passer tirsdag? ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Passer tirsdag?')).toBeInTheDocument();
    expect(await posts(server, '/opgave/new_message')[0].json()).toEqual({
      msg: 'Passer tirsdag?',
      bidid: 90,
      userid: 7,
      companyid: 3,
    });
    expect(store.getState().notifications.items.map((n) => n.note)).toEqual(['Din besked er sendt.']);
  });

  it("refuses 'Andet' in 'Tak, men nej tak' without text, and sends a preset answer as a decline", async () => {
    const { server, user } = open();
    const dialog = await openThreadModal(user);
    await user.click(within(dialog).getByLabelText('Andet'));
    await user.click(within(dialog).getByRole('button', { name: 'Send svar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Dette felt må ikke være tomt.');
    expect(posts(server, '/opgave/new_message')).toHaveLength(0);
    await user.click(within(dialog).getByLabelText('Prisen er for høj'));
    await user.click(within(dialog).getByRole('button', { name: 'Send svar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ja, afvis tilbuddet' }));
    await waitFor(() => expect(posts(server, '/opgave/new_message')).toHaveLength(1));
    expect(await posts(server, '/opgave/new_message')[0].json()).toEqual({
      bidid: 90,
      userid: 7,
      companyid: 3,
      save_data_bd: 1,
      option: 'Prisen er for høj',
    });
  });

  it("sends 'Tak, men nej tak' only once the customer confirms it, since it cannot be undone", async () => {
    const { server, store, user } = open();
    const dialog = await openThreadModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send svar' }));
    const confirmation = within(dialog).getByRole('group', {
      name: 'Vil du afvise tilbuddet fra Tømrer Hansen ApS? Det kan ikke fortrydes, og du kan ikke vælge firmaet til opgaven bagefter.',
    });
    await waitFor(() =>
      expect(within(confirmation).getByRole('button', { name: 'Ja, afvis tilbuddet' })).toHaveFocus(),
    );
    expect(posts(server, '/opgave/new_message')).toHaveLength(0);
    // 'Fortryd' sends nothing and takes the question away…
    await user.click(within(confirmation).getByRole('button', { name: 'Fortryd' }));
    expect(within(dialog).queryByRole('group', { name: /Vil du afvise/ })).not.toBeInTheDocument();
    expect(posts(server, '/opgave/new_message')).toHaveLength(0);
    // …and a confirmed answer is sent as the decline.
    await user.click(within(dialog).getByRole('button', { name: 'Send svar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ja, afvis tilbuddet' }));
    await waitFor(() => expect(posts(server, '/opgave/new_message')).toHaveLength(1));
    expect(await posts(server, '/opgave/new_message')[0].json()).toMatchObject({ save_data_bd: 1 });
    await waitFor(() =>
      expect(store.getState().notifications.items.map((n) => n.note)).toEqual([
        'Dit svar er sendt til firmaet.',
      ]),
    );
  });

  it("shows the server's refusal in Danish in the modal", async () => {
    const { user } = open({ status: 400, body: { type: 'error', message: 'Dette felt må ikke være tomt.' } });
    const dialog = await openThreadModal(user);
    await user.type(within(dialog).getByLabelText('Skriv en besked'), 'Hej');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Dette felt må ikke være tomt.');
  });
});
