// Message attachments on the company's messages page (issue 30): "Vedhæft filer" under the answer
// takes photos and PDFs for a message (purpose 'message') and the answer is sent with them in the
// order shown, also without text, not while one is on its way; the thread shows a PDF as a
// download link with its size and a photo as a thumbnail that opens the lightbox; the list says
// how many files the newest message has.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeUploadServer, messageFiles, mockFetch, posts, renderWithProviders } from '@opgavetorvet/ui/test';
import { BeskederPage } from './beskeder-page';
import { inboxThread } from '../test/inbox-fixture';

const files = messageFiles({ name: 'tilbud.pdf', bytes: 2_516_582, size: 'PDF, 2,4 MB' }, 'facade.jpg');
const { pdf, photo } = files;
const thread = inboxThread({ last_message: '', last_files: 2, unread: 1 });

// The thread as the service draws a message with a PDF and a photo.
const threadHtml =
  '<div class="message-thread"><ol class="thread-messages"><li class="thread-message">' +
  `${files.html}</li></ol></div>`;

function open() {
  const server = mockFetch({
    'GET /api/beskeder': { body: { threads: [thread], page: 1, page_size: 20, total: 1 } },
    'POST /api/beskeder/41/laest': { body: { marked: 1, get_unread_messages: 0 } },
    'POST /firma/message_modal': { body: { html: threadHtml } },
    'POST /opgave/new_message': { body: { response: 'success', view: '' } },
  });
  renderWithProviders(<BeskederPage />, { route: '/firma/beskeder?contact_id=41' });
  return { server, user: userEvent.setup() };
}

const messagePosts = (server: ReturnType<typeof open>['server']) => posts(server, '/opgave/new_message');

describe('files in the company messages', () => {
  it('sends the picked photos and PDFs with the answer in their order, also without text', async () => {
    const uploads = fakeUploadServer();
    const { server, user } = open();
    const form = await screen.findByTestId('reply-form');
    await within(form).findByText('Vedhæft filer');
    const input = form.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('image/*,application/pdf');
    await user.upload(input, [
      new File(['jpeg'], 'facade.jpg', { type: 'image/jpeg' }),
      new File(['%PDF'], 'tilbud.pdf', { type: 'application/pdf' }),
    ]);
    expect(uploads.requests.map((r) => r.url)).toEqual([
      '/api/filer?purpose=message',
      '/api/filer?purpose=message',
    ]);
    await user.click(within(form).getByRole('button', { name: 'Send besked' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Vent, til filerne er sendt');
    expect(messagePosts(server)).toHaveLength(0);
    act(() => uploads.requests[0].reply(201, photo));
    act(() => uploads.requests[1].reply(201, pdf));
    await within(form).findByRole('button', { name: 'Flyt tilbud.pdf op' });
    await user.click(within(form).getByRole('button', { name: 'Send besked' }));
    await waitFor(() => expect(messagePosts(server)).toHaveLength(1));
    expect(await messagePosts(server)[0].json()).toEqual({
      msg: '',
      files: [{ key: photo.key }, { key: pdf.key }],
      bidid: 90,
      userid: 7,
      companyid: 3,
    });
    await waitFor(() => expect(within(form).queryByText('facade.jpg')).not.toBeInTheDocument());
  });

  it('refuses an answer with neither text nor files', async () => {
    const { server, user } = open();
    const form = await screen.findByTestId('reply-form');
    await user.click(within(form).getByRole('button', { name: 'Send besked' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Dette felt må ikke være tomt.');
    expect(messagePosts(server)).toHaveLength(0);
  });

  it('shows a PDF link with its size and a photo opening the lightbox in the thread', async () => {
    const { user } = open();
    const thread = await screen.findByTestId('thread');
    const link = await within(thread).findByRole('link', { name: /tilbud\.pdf/ });
    expect(link).toHaveAttribute('href', `/filer/${pdf.key}/tilbud.pdf`);
    expect(link).toHaveAttribute('download');
    expect(link).toHaveTextContent('(PDF, 2,4 MB)');
    await user.click(within(thread).getByRole('img', { name: 'Vedhæftet billede: facade.jpg' }));
    const lightbox = await screen.findByRole('dialog', { name: 'Billedfremviser' });
    expect(within(lightbox).getByText('Billede 1 af 1')).toBeInTheDocument();
  });

  it('says in the list how many files the newest message has', async () => {
    open();
    const [row] = await screen.findAllByTestId('conversation');
    expect(within(row).getByText('(2 vedhæftede filer)')).toBeInTheDocument();
  });
});
