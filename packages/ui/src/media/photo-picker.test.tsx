// Rules of the photo picker (issue 30, "Upload, as people expect it"): several files at once, each
// uploaded in its own request with the session's CSRF token and its own progress bar; a refused file
// shows the service's Danish message at the file and is not in the value; an upload no record names
// is deleted when removed; files are reordered by keyboard-reachable buttons; at the max count no more
// can be added, and the picker says so; PDFs show as a file row with name and size.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FILE_BYTES_MAX, PHOTO_CAPTION_MAX } from '@opgavetorvet/contracts';
import { fakeUploadServer, mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { PickerPage, chosenPhoto, picked, storedImage, storedPdf } from './media-test-files';

const value = () => screen.getByTestId('value').textContent;
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

function renderPicker(props: Parameters<typeof PickerPage>[0] = {}) {
  const result = renderWithProviders(<PickerPage {...props} />);
  act(() => {
    result.store.dispatch({ type: 'csrf/rotated', payload: 'the-token' });
  });
  return result;
}

describe('PhotoPicker', () => {
  it('uploads each chosen file in its own request, each with a progress bar that reaches 100', async () => {
    const server = fakeUploadServer();
    renderPicker();
    const input = fileInput();
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');
    await userEvent.upload(input, [chosenPhoto('kokken.jpg'), chosenPhoto('bad.jpg')]);

    expect(server.requests).toHaveLength(2);
    for (const request of server.requests) {
      expect(request.method).toBe('POST');
      expect(request.url).toBe('/api/filer?purpose=job');
      expect(request.headers['x-csrf-token']).toBe('the-token');
    }
    expect(server.requests.map((request) => request.file?.name)).toEqual(['kokken.jpg', 'bad.jpg']);

    const kitchen = screen.getByRole('progressbar', { name: 'Sender kokken.jpg' });
    const bath = screen.getByRole('progressbar', { name: 'Sender bad.jpg' });
    act(() => server.requests[0].progress(40, 100));
    expect(kitchen).toHaveAttribute('aria-valuenow', '40');
    expect(bath).toHaveAttribute('aria-valuenow', '0');
    act(() => server.requests[0].progress(100, 100));
    expect(kitchen).toHaveAttribute('aria-valuenow', '100');

    act(() => server.requests[0].reply(201, storedImage('kokken.jpg')));
    await waitFor(() => expect(value()).toBe('kokken.jpg:'));
    expect(screen.queryByRole('progressbar', { name: 'Sender kokken.jpg' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Sender bad.jpg' })).toBeInTheDocument();
    act(() => server.requests[1].reply(201, storedImage('bad.jpg')));
    await waitFor(() => expect(value()).toBe('kokken.jpg:|bad.jpg:'));
  });

  it("shows a refused file with the service's message naming it, and leaves it out of the value", async () => {
    const server = fakeUploadServer();
    renderPicker();
    await userEvent.upload(fileInput(), [chosenPhoto('tag.jpg'), chosenPhoto('side.jpg')]);
    act(() => server.requests[0].reply(201, storedImage('tag.jpg')));
    act(() =>
      server.requests[1].reply(400, { type: 'error', message: 'Filen er ikke et billede, vi kan læse.' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'side.jpg: Filen er ikke et billede, vi kan læse.',
    );
    await waitFor(() => expect(value()).toBe('tag.jpg:'));
    await userEvent.click(screen.getByRole('button', { name: 'Fjern beskeden om side.jpg' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // A message that names the file already is shown as the service wrote it.
    await userEvent.upload(fileInput(), [chosenPhoto('kort.jpg')]);
    act(() =>
      server.requests[2].reply(415, {
        type: 'error',
        message: 'kort.jpg er hverken et billede eller en PDF.',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^kort\.jpg er hverken et billede eller en PDF\.$/,
    );
    expect(value()).toBe('tag.jpg:');
  });

  it('sends a file lost on the way again when asked', async () => {
    const server = fakeUploadServer();
    renderPicker();
    await userEvent.upload(fileInput(), [chosenPhoto('gulv.jpg')]);
    act(() => server.requests[0].fail());
    expect(await screen.findByRole('alert')).toHaveTextContent('gulv.jpg kunne ikke sendes');
    await userEvent.click(screen.getByRole('button', { name: 'Send gulv.jpg igen' }));
    expect(server.requests).toHaveLength(2);
    act(() => server.requests[1].reply(201, storedImage('gulv.jpg')));
    await waitFor(() => expect(value()).toBe('gulv.jpg:'));
  });

  it('refuses a file over the size limit or of another type without sending it', async () => {
    const server = fakeUploadServer();
    renderPicker();
    const big = chosenPhoto('stor.jpg');
    Object.defineProperty(big, 'size', { value: FILE_BYTES_MAX + 1 });
    const text = new File(['hej'], 'noter.txt', { type: 'text/plain' });
    fireEvent.drop(fileInput().parentElement!, { dataTransfer: { files: [big, text], types: ['Files'] } });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'stor.jpg er for stor. En fil må højst fylde 10 MB.',
      'noter.txt kan ikke bruges her, fordi filtypen ikke er tilladt.',
    ]);
    expect(server.requests).toHaveLength(0);
  });

  it('takes dropped files like chosen ones', async () => {
    const server = fakeUploadServer();
    renderPicker();
    fireEvent.drop(fileInput().parentElement!, {
      dataTransfer: { files: [chosenPhoto('a.jpg'), chosenPhoto('b.png', 'image/png')], types: ['Files'] },
    });
    expect(server.requests.map((request) => request.file?.name)).toEqual(['a.jpg', 'b.png']);
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
  });

  it('deletes an upload no record names when it is removed, not a photo the record has', async () => {
    const server = mockFetch({ 'DELETE /api/filer/nyjpgkkkkkkkkkkkkkkkkk': { status: 204, body: null } });
    renderPicker({ initial: [picked(storedImage('gammel.jpg'), true), picked(storedImage('ny.jpg'))] });
    await userEvent.click(screen.getByRole('button', { name: 'Fjern gammel.jpg' }));
    expect(value()).toBe('ny.jpg:');
    await userEvent.click(screen.getByRole('button', { name: 'Fjern ny.jpg' }));
    expect(value()).toBe('');
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(server.requests[0].method).toBe('DELETE');
    expect(new URL(server.requests[0].url).pathname).toBe('/api/filer/nyjpgkkkkkkkkkkkkkkkkk');
    expect(server.requests[0].headers.get('x-csrf-token')).toBe('the-token');
    expect(fileInput()).toHaveFocus();
  });

  it('moves a photo up and down with buttons, keeping focus on the moved photo', async () => {
    renderPicker({ initial: ['1.jpg', '2.jpg', '3.jpg'].map((name) => picked(storedImage(name))) });
    expect(screen.getByRole('button', { name: 'Flyt 1.jpg op' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Flyt 3.jpg ned' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Flyt 3.jpg op' }));
    expect(value()).toBe('1.jpg:|3.jpg:|2.jpg:');
    expect(screen.getByRole('button', { name: 'Flyt 3.jpg op' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(value()).toBe('3.jpg:|1.jpg:|2.jpg:');
    // At the top its "up" is disabled, so focus goes to its "down".
    expect(screen.getByRole('button', { name: 'Flyt 3.jpg ned' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(value()).toBe('1.jpg:|3.jpg:|2.jpg:');
  });

  it('keeps a caption for each photo, as long as the contracts allow', async () => {
    renderPicker({ initial: [picked(storedImage('tag.jpg'))] });
    const caption = screen.getByLabelText('Billedtekst (valgfri)');
    expect(caption).toHaveAttribute('maxLength', String(PHOTO_CAPTION_MAX));
    await userEvent.type(caption, 'Taget mod nord');
    expect(value()).toBe('tag.jpg:Taget mod nord');
  });

  it('takes no more than the max count, and says so', async () => {
    const server = fakeUploadServer();
    const onValue = vi.fn();
    renderPicker({ max: 2, onValue });
    await userEvent.upload(fileInput(), [chosenPhoto('1.jpg'), chosenPhoto('2.jpg'), chosenPhoto('3.jpg')]);
    expect(server.requests).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Der er plads til højst 2, så disse blev ikke tilføjet: 3.jpg',
    );
    // Uploads on their way count: the input is closed while they run.
    expect(fileInput()).toBeDisabled();
    expect(screen.getByText(/Du har nået det højeste antal \(2\)/)).toBeInTheDocument();
    act(() => server.requests[0].reply(201, storedImage('1.jpg')));
    act(() => server.requests[1].reply(201, storedImage('2.jpg')));
    await waitFor(() => expect(value()).toBe('1.jpg:|2.jpg:'));
    expect(fileInput()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Fjern 1.jpg' }));
    expect(fileInput()).toBeEnabled();
    expect(screen.getByText('1 af højst 2')).toBeInTheDocument();
  });

  it('shows a PDF as a file row with its name and size, without a caption field', () => {
    renderPicker({
      accept: 'image/*,application/pdf',
      captions: false,
      initial: [picked(storedPdf('tilbud.pdf', 1_572_864))],
    });
    expect(fileInput()).toHaveAttribute('accept', 'image/*,application/pdf');
    expect(screen.getByText('Vælg filer')).toBeInTheDocument();
    const row = screen.getByText('tilbud.pdf').closest('li')!;
    expect(within(row).getByText('1,5 MB')).toBeInTheDocument();
    expect(within(row).queryByRole('img')).not.toBeInTheDocument();
    expect(within(row).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
