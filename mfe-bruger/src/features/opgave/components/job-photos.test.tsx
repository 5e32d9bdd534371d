// The job's photos on the customer's job page (issue 30): a gallery under the description whose
// thumbnails open the lightbox; while the job is open or assigned 'Redigér billeder' ('Tilføj
// billeder' when it has none) opens the picker over them, and 'Gem billederne' saves them as they are
// to be with PUT /api/bruger/opgaver/:jobId/billeder — kept, reordered, captioned, removed, added —
// and the page shows the saved photos; a closed job's photos are shown but not edited.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { JobPageReply, Photo } from '@opgavetorvet/contracts';
import { fakeUploadServer, mockFetch, renderWithProviders, type FakeRoutes } from '@opgavetorvet/ui/test';
import { jobPage } from './job-page-fixture';
import { OpgavePage } from './opgave-page';

const photo = (name: string, caption: string | null = null): Photo => ({
  key: name.replace(/\W/g, '').padEnd(22, 'k').slice(0, 22),
  kind: 'image',
  name,
  bytes: 250_000,
  width: 1600,
  height: 1200,
  widths: [320, 800, 1600],
  caption,
});
const kitchen = photo('kokken.jpg', 'Køkkenet i dag');
const floor = photo('gulv.jpg');

function open(page: JobPageReply, extra: FakeRoutes = {}) {
  const server = mockFetch({
    'GET /api/session': { body: { user: null, csrfToken: 't' } },
    'GET /api/bruger/opgaver/333': { body: page },
    ...extra,
  });
  renderWithProviders(
    <Routes>
      <Route path="/bruger/opgave/:jobId" element={<OpgavePage />} />
    </Routes>,
    { route: '/bruger/opgave/333' },
  );
  return { server, user: userEvent.setup() };
}

const withPhotos = (photos: Photo[], status: JobPageReply['job']['status'] = 'open'): JobPageReply => ({
  ...jobPage,
  job: { ...jobPage.job, status },
  photos,
});

describe("the job's photos on the customer's job page", () => {
  it('shows them as a gallery under the description, and a thumbnail opens the lightbox', async () => {
    const { user } = open(withPhotos([kitchen, floor]));
    const gallery = await screen.findByRole('list', { name: 'Billeder' });
    const facts = screen.getByTestId('job-facts');
    expect(facts).toContainElement(gallery);
    const image = within(gallery).getByRole('img', { name: 'Køkkenet i dag' });
    expect(image).toHaveAttribute('srcset', expect.stringContaining(`/filer/${kitchen.key}/320.jpg 320w`));
    expect(image).toHaveAttribute('loading', 'lazy');
    await user.click(within(gallery).getByRole('button', { name: 'Vis billede 2 af 2' }));
    const lightbox = await screen.findByRole('dialog', { name: 'Billedfremviser' });
    expect(within(lightbox).getByText('Billede 2 af 2')).toBeInTheDocument();
    // The customer's own photos: nothing to report.
    expect(within(lightbox).queryByRole('button', { name: 'Anmeld billede' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redigér billeder' })).toBeInTheDocument();
  });

  it('saves an edit with the photos as they are to be: removed, reordered, captioned and a new upload', async () => {
    const uploads = fakeUploadServer();
    const added = photo('bad.jpg');
    const { server, user } = open(withPhotos([kitchen, floor], 'assigned'), {
      'PUT /api/bruger/opgaver/333/billeder': async (request) => {
        const { photos } = (await request.clone().json()) as { photos: { key: string; caption?: string }[] };
        const known = new Map([kitchen, floor, added].map((item) => [item.key, item]));
        return {
          body: {
            photos: photos.map(({ key, caption }) => ({ ...known.get(key)!, caption: caption ?? null })),
          },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Redigér billeder' }));
    const editor = await screen.findByRole('dialog', { name: 'Billeder til opgaven' });
    await within(editor).findByText('kokken.jpg');
    await user.click(within(editor).getByRole('button', { name: 'Fjern kokken.jpg' }));
    await user.upload(editor.querySelector<HTMLInputElement>('input[type="file"]')!, [
      new File(['jpeg'], 'bad.jpg', { type: 'image/jpeg' }),
    ]);
    act(() => uploads.requests[0].reply(201, { ...added, caption: undefined }));
    await user.click(await within(editor).findByRole('button', { name: 'Flyt bad.jpg op' }));
    await user.type(within(editor).getAllByLabelText('Billedtekst (valgfri)')[0], 'Badeværelset');
    await user.click(within(editor).getByRole('button', { name: 'Gem billederne' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = server.requests.find((request) => request.method === 'PUT')!;
    expect(new URL(put.url).pathname).toBe('/api/bruger/opgaver/333/billeder');
    expect(await put.json()).toEqual({
      photos: [{ key: added.key, caption: 'Badeværelset' }, { key: floor.key }],
    });
    // The removed photo was the job's: the save detaches it, nothing is deleted on the way.
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);
    const gallery = screen.getByRole('list', { name: 'Billeder' });
    expect(
      within(gallery)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Vis billede 1 af 2: Badeværelset', 'Vis billede 2 af 2']);
  });

  it('waits for an upload on its way before saving, and says so', async () => {
    const uploads = fakeUploadServer();
    const { server, user } = open(withPhotos([]), {
      'PUT /api/bruger/opgaver/333/billeder': { body: { photos: [floor] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Tilføj billeder' }));
    const editor = await screen.findByRole('dialog', { name: 'Billeder til opgaven' });
    const input = await waitFor(() => {
      const found = editor.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no picker yet');
      return found;
    });
    await user.upload(input, [new File(['jpeg'], 'gulv.jpg', { type: 'image/jpeg' })]);
    await user.click(within(editor).getByRole('button', { name: 'Gem billederne' }));
    expect(within(editor).getByRole('alert')).toHaveTextContent(
      'Vent, til billederne er sendt, og tryk så på »Gem billederne« igen.',
    );
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);
    act(() => uploads.requests[0].reply(201, { ...floor, caption: undefined }));
    await within(editor).findByRole('button', { name: 'Fjern gulv.jpg' });
    await user.click(within(editor).getByRole('button', { name: 'Gem billederne' }));
    await waitFor(() => expect(server.requests.some((request) => request.method === 'PUT')).toBe(true));
  });

  it("shows a closed job's photos without an edit, and nothing for a closed job without photos", async () => {
    open(withPhotos([floor], 'finished'));
    await screen.findByRole('list', { name: 'Billeder' });
    expect(screen.queryByRole('button', { name: 'Redigér billeder' })).not.toBeInTheDocument();
  });

  it("offers 'Tilføj billeder' on an open job without photos", async () => {
    open(withPhotos([]));
    expect(await screen.findByRole('button', { name: 'Tilføj billeder' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Billeder' })).not.toBeInTheDocument();
  });
});
