// Message attachments in the customer's thread (issue 30): "Vedhæft filer" in the reply form takes
// photos and PDFs for a message (purpose 'message'), and the message is sent with them in the order
// shown, also without text; it is not sent while a file is on its way. The thread shows a PDF as a
// download link with its size and a photo as a thumbnail that opens the lightbox.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeUploadServer, messageFiles, mockFetch, posts, renderWithProviders } from '@opgavetorvet/ui/test';
import { MessageThreadButton } from './message-thread-button';
import { openThreadModal, threadHtml, threadReply } from './thread-fixture';

const files = messageFiles({ name: 'tegning.pdf', bytes: 34_816, size: 'PDF, 34 kB' }, 'køkken.jpg');
const { pdf, photo } = files;

function open(files = '') {
  const server = mockFetch({
    'POST /ajax/bruger2/message_modal': () => ({ body: threadReply(threadHtml({ files })) }),
    'POST /opgave/new_message': { body: { response: 'success', view: '' } },
  });
  renderWithProviders(<MessageThreadButton contactId={41} jobId={333} companyName="Tømrer Hansen ApS" />);
  return { server, user: userEvent.setup() };
}

const messagePosts = (server: ReturnType<typeof open>['server']) => posts(server, '/opgave/new_message');

describe('"Vedhæft filer" in the reply form', () => {
  it('uploads photos and PDFs for a message and sends them in their order, also without text', async () => {
    const uploads = fakeUploadServer();
    const { server, user } = open();
    const dialog = await openThreadModal(user);
    await within(dialog).findByText('Vedhæft filer');
    const input = dialog.querySelector<HTMLInputElement>('.message-thread__reply input[type="file"]')!;
    expect(input.accept).toBe('image/*,application/pdf');
    await user.upload(input, [
      new File(['%PDF'], 'tegning.pdf', { type: 'application/pdf' }),
      new File(['jpeg'], 'køkken.jpg', { type: 'image/jpeg' }),
    ]);
    expect(uploads.requests.map((r) => r.url)).toEqual([
      '/api/filer?purpose=message',
      '/api/filer?purpose=message',
    ]);
    // Not sent while a file is on its way, and the page says why.
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Vent, til filerne er sendt');
    expect(messagePosts(server)).toHaveLength(0);
    act(() => uploads.requests[0].reply(201, pdf));
    act(() => uploads.requests[1].reply(201, photo));
    await within(dialog).findByRole('button', { name: 'Flyt køkken.jpg op' });
    expect(within(dialog).queryByLabelText('Billedtekst (valgfri)')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Flyt køkken.jpg op' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(messagePosts(server)).toHaveLength(1));
    expect(await messagePosts(server)[0].json()).toEqual({
      msg: '',
      bidid: 90,
      userid: 7,
      companyid: 3,
      files: [{ key: photo.key }, { key: pdf.key }],
    });
    // The sent files leave the picker; nothing is deleted, the message names them now.
    await waitFor(() => expect(within(dialog).queryByText('køkken.jpg')).not.toBeInTheDocument());
    expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  });

  it('still refuses a message with neither text nor files', async () => {
    const { server, user } = open();
    const dialog = await openThreadModal(user);
    await within(dialog).findByText('Vedhæft filer');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Dette felt må ikke være tomt.');
    expect(messagePosts(server)).toHaveLength(0);
  });
});

describe("a message's files in the thread", () => {
  it('shows a PDF as a download link with its size, and a photo that opens the lightbox', async () => {
    const { user } = open(files.html);
    const dialog = await openThreadModal(user);
    const link = within(dialog).getByRole('link', { name: /tegning\.pdf/ });
    expect(link).toHaveAttribute('href', `/filer/${pdf.key}/tegning.pdf`);
    expect(link).toHaveAttribute('download');
    expect(link).toHaveTextContent('(PDF, 34 kB)');
    await user.click(within(dialog).getByRole('img', { name: 'Vedhæftet billede: køkken.jpg' }));
    const lightbox = await screen.findByRole('dialog', { name: 'Billedfremviser' });
    expect(within(lightbox).getByText('Billede 1 af 1')).toBeInTheDocument();
    expect(lightbox.querySelector('img')?.getAttribute('src')).toContain(`/filer/${photo.key}/`);
  });
});
