// The help page (SPEC §2/§4/§5): with ?title= the new case's subject reads 'Foreslå ændringer til
// prislisten' and the page scrolls to the form; subject and message must be filled; the support
// thread opens in a modal, a sent message is appended to it, and an empty one is not sent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { HjaelpPage } from './hjaelp-page';

const cases = {
  cases: [
    {
      supportcase_id: 4,
      subject: 'Spørgsmål til faktura',
      status: 'answered',
      created_at: 1_700_000_000,
      last_message_at: 1_700_100_000,
      message_count: 2,
    },
  ],
};
const thread =
  '<div><h4 class="support-subject">Spørgsmål til faktura</h4><ol class="support-messages">' +
  '<li class="support-message"><p>Vi er blevet trukket to gange.</p></li></ol></div>';

function open(route: string) {
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled;
  const server = mockFetch({
    'GET /api/firma/supportsager': { body: cases },
    'POST /api/firma/supportsager': { body: { success: true, supportcase_id: 9 } },
    'POST /firma/modal_support_messages': { body: { html: thread } },
    'POST /firma/send_support_message': {
      body: { success: true, html: '<li class="support-message"><p>Tak for svaret.</p></li>' },
    },
  });
  const view = renderWithProviders(<HjaelpPage />, { route });
  return { server, scrolled, store: view.store, user: userEvent.setup() };
}

describe('help page for companies', () => {
  it("?title= prefills the subject with 'Foreslå ændringer til prislisten' and scrolls to the form", async () => {
    const { scrolled } = open('/hjaelp/firma?title=1');
    const form = screen.getByTestId('support-case-form');
    expect(within(form).getByLabelText('Emne')).toHaveValue('Foreslå ændringer til prislisten');
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(scrolled.mock.contexts[0]).toBe(form);
  });

  it('without title the subject is empty and the page stays where it is', () => {
    const { scrolled } = open('/hjaelp/firma');
    expect(within(screen.getByTestId('support-case-form')).getByLabelText('Emne')).toHaveValue('');
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('a case needs subject and message; a filled form creates it', async () => {
    const { server, store, user } = open('/hjaelp/firma?title=1');
    const form = screen.getByTestId('support-case-form');
    await user.click(within(form).getByRole('button', { name: 'Opret supportsag' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Dette felt må ikke være tomt.');
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
    await user.type(within(form).getByLabelText('Besked'), 'Timeprisen skal være 495 kr.');
    await user.click(within(form).getByRole('button', { name: 'Opret supportsag' }));
    await waitFor(() => expect(store.getState().notifications.items).toHaveLength(1));
    const post = server.requests.find((r) => r.method === 'POST');
    expect(await post?.json()).toEqual({
      subject: 'Foreslå ændringer til prislisten',
      message: 'Timeprisen skal være 495 kr.',
    });
  });

  it('the thread opens in a modal; a sent message is appended and an empty one is not sent', async () => {
    const { server, user } = open('/hjaelp/firma');
    await user.click(await screen.findByRole('button', { name: 'Vis beskeder: Spørgsmål til faktura' }));
    const dialog = screen.getByRole('dialog');
    const messages = await within(dialog).findByTestId('support-thread');
    expect(messages).toHaveTextContent('Vi er blevet trukket to gange.');
    await user.click(within(dialog).getByRole('button', { name: 'Send besked' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Dette felt må ikke være tomt.');
    expect(server.requests.some((r) => r.url.endsWith('/send_support_message'))).toBe(false);
    await user.type(within(dialog).getByLabelText('Skriv en besked'), 'Tak for svaret.');
    await user.click(within(dialog).getByRole('button', { name: 'Send besked' }));
    await waitFor(() => expect(within(messages).getAllByRole('listitem')).toHaveLength(2));
    expect(within(messages).getAllByRole('listitem')[1]).toHaveTextContent('Tak for svaret.');
    expect(within(dialog).getByLabelText('Skriv en besked')).toHaveValue('');
  });
});
