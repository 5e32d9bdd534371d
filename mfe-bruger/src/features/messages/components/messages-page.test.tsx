// The messages modal (SPEC §2/§7): on /bruger/beskeder it opens with every conversation of the
// logged-in customer (/bruger2/show_message_modal user_id) scrolled to the bottom, and opens again;
// a conversation's 'Svar' opens its thread to write in, and closing it brings the list back.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { MessagesPage } from './messages-page';
import { threadHtml, threadReply } from './thread-fixture';

const session = {
  body: {
    user: { id: 7, name: 'Mette', email: 'bruger@demo.dk', role: 'user', companyId: null, companyName: null },
    csrfToken: 't',
  },
};
const html =
  '<div class="message-list"><section class="message-list__conversation"><h3>Ny terrasse – Tømrer Hansen ApS (Job-ID 347)</h3>' +
  '<ol class="message-list__messages"><li class="message"><p class="message__body">Vi kan starte mandag.</p></li></ol></section></div>';

const scrollHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight');
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => 480 });
});
afterEach(() => {
  if (scrollHeight) Object.defineProperty(HTMLElement.prototype, 'scrollHeight', scrollHeight);
});

describe('the messages modal', () => {
  it("opens with the customer's conversations scrolled to the bottom, and opens again from the page", async () => {
    const server = mockFetch({
      'GET /api/session': session,
      'POST /bruger2/show_message_modal': { body: { type: 'success', html } },
    });
    renderWithProviders(<MessagesPage />, { route: '/bruger/beskeder' });
    const dialog = await screen.findByRole('dialog', { name: 'Dine beskeder' });
    expect(await within(dialog).findByText('Vi kan starte mandag.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('message-list').scrollTop).toBe(480);
    const list = server.requests.filter((r) => r.url.endsWith('/bruger2/show_message_modal'));
    expect(await list[0].json()).toEqual({ user_id: 7 });

    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Luk' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vis alle beskeder' }));
    expect(await screen.findByRole('dialog', { name: 'Dine beskeder' })).toBeInTheDocument();
  });

  it("answers a company from the list: 'Svar' opens that thread, closing it shows the list again", async () => {
    const reply =
      '<button type="button" class="btn btn--secondary message-list__reply" data-action="reply" ' +
      'data-contact-id="41" data-job-id="333" data-company="Tømrer Hansen ApS">Svar Tømrer Hansen ApS</button>';
    const server = mockFetch({
      'GET /api/session': session,
      'POST /bruger2/show_message_modal': {
        body: { type: 'success', html: html.replace('</h3>', `</h3>${reply}`) },
      },
      'POST /ajax/bruger2/message_modal': { body: threadReply(threadHtml()) },
    });
    renderWithProviders(<MessagesPage />, { route: '/bruger/beskeder' });
    const user = userEvent.setup();
    const list = await screen.findByRole('dialog', { name: 'Dine beskeder' });
    await user.click(await within(list).findByRole('button', { name: 'Svar Tømrer Hansen ApS' }));
    const thread = await screen.findByRole('dialog', { name: 'Beskeder med Tømrer Hansen ApS' });
    expect(within(thread).getByLabelText('Skriv en besked')).toBeInTheDocument();
    const asked = server.requests.filter((r) => r.url.endsWith('/ajax/bruger2/message_modal'));
    expect(await asked[0].json()).toEqual({ contact_id: 41, job_id: 333 });
    expect(screen.queryByRole('dialog', { name: 'Dine beskeder' })).not.toBeInTheDocument();
    await user.click(within(thread).getByRole('button', { name: 'Luk' }));
    expect(await screen.findByRole('dialog', { name: 'Dine beskeder' })).toBeInTheDocument();
  });
});
