// Photos on the create-job form (issue 30): the picked photos are sent with the job in their order
// with their captions; the draft keeps them (stored files and captions) when the form opens again;
// the job is not sent while a photo is still on its way, and the form says so; 'Ryd formularen'
// empties them and deletes the uploads no job names.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { StoredFile } from '@opgavetorvet/contracts';
import { fakeUploadServer, mockFetch, renderWithProviders } from '@opgavetorvet/ui/test';
import { jobDraftKey } from '../lib/job-draft';
import { malerCategory } from './category-fixture';
import { CreateJobPage } from './create-job-page';

const DRAFT_KEY = jobDraftKey(malerCategory.category.id);

/** A stored image as the service names it (a key of 22 URL-safe characters). */
const stored = (name: string): StoredFile => ({
  key: name.replace(/\W/g, '').padEnd(22, 'k').slice(0, 22),
  kind: 'image',
  name,
  bytes: 250_000,
  width: 1600,
  height: 1200,
  widths: [320, 800, 1600],
});
const chosen = (name: string) => new File(['jpeg bytes'], name, { type: 'image/jpeg' });

function open() {
  const server = mockFetch({
    'GET /api/session': { body: { user: null, csrfToken: 't' } },
    'GET /api/categories/maler': { body: malerCategory },
    'POST /api/opgaver': { body: { type: 'success', job_id: 900, link: '/bruger/opgave/900' } },
    [`DELETE /api/filer/${stored('stue.jpg').key}`]: { status: 204, body: null },
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/createjob/:slug" element={<CreateJobPage />} />
      <Route path="/bruger/opgave/:jobId" element={<p>opgave-side</p>} />
    </Routes>,
    { route: '/createjob/maler' },
  );
  return { ...view, server, user: userEvent.setup() };
}

/** The picker's file input, once the lazily loaded picker is there. */
async function photoInput() {
  await screen.findByText('Vælg billeder');
  return document.querySelector<HTMLInputElement>('input[type="file"]')!;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Overskrift'), 'Maling af stue');
  await user.type(screen.getByLabelText('Beskrivelse af opgaven'), 'To vægge og et loft.');
  await user.selectOptions(screen.getByLabelText('Hvad skal males?'), '302');
  await user.type(screen.getByLabelText('Postnummer'), '8000');
  await user.type(screen.getByLabelText('Fulde navn'), 'Mette Hansen');
  await user.type(screen.getByLabelText('E-mail'), 'mette@example.dk');
  await user.type(screen.getByLabelText('Telefon'), '21436587');
}

const jobPosts = (server: ReturnType<typeof open>['server']) =>
  server.requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/opgaver');

describe('photos on the create-job form', () => {
  it('sends the photos with the job in their order, each with its caption', async () => {
    const uploads = fakeUploadServer();
    const { server, user } = open();
    expect(await screen.findByRole('group', { name: 'Billeder (valgfrit)' })).toBeInTheDocument();
    await user.upload(await photoInput(), [chosen('stue.jpg'), chosen('loft.jpg')]);
    expect(uploads.requests.map((r) => r.url)).toEqual(['/api/filer?purpose=job', '/api/filer?purpose=job']);
    act(() => uploads.requests[0].reply(201, stored('stue.jpg')));
    act(() => uploads.requests[1].reply(201, stored('loft.jpg')));
    await screen.findByRole('button', { name: 'Flyt loft.jpg op' });
    await user.type(screen.getAllByLabelText('Billedtekst (valgfri)')[1], 'Loftet i stuen');
    await user.click(screen.getByRole('button', { name: 'Flyt loft.jpg op' }));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Opret opgave' }));

    expect(await screen.findByText('opgave-side')).toBeInTheDocument();
    const [post] = jobPosts(server);
    const body = (await post.json()) as { photos?: unknown };
    expect(body.photos).toEqual([
      { key: stored('loft.jpg').key, caption: 'Loftet i stuen' },
      { key: stored('stue.jpg').key },
    ]);
  });

  it('keeps the uploaded photos and their captions in the draft when the form opens again', async () => {
    const uploads = fakeUploadServer();
    const first = open();
    await first.user.upload(await photoInput(), [chosen('stue.jpg')]);
    act(() => uploads.requests[0].reply(201, stored('stue.jpg')));
    await first.user.type(await screen.findByLabelText('Billedtekst (valgfri)'), 'Væggen mod haven');
    first.unmount();
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toContain(stored('stue.jpg').key);

    const again = open();
    await photoInput();
    expect(screen.getByText('stue.jpg')).toBeInTheDocument();
    expect(screen.getByLabelText('Billedtekst (valgfri)')).toHaveValue('Væggen mod haven');
    expect(uploads.requests).toHaveLength(1);
    await fillIn(again.user);
    await again.user.click(screen.getByRole('button', { name: 'Opret opgave' }));
    await screen.findByText('opgave-side');
    const body = (await jobPosts(again.server)[0].json()) as { photos?: unknown };
    expect(body.photos).toEqual([{ key: stored('stue.jpg').key, caption: 'Væggen mod haven' }]);
  });

  it('does not send the job while a photo is on its way, and says so; once it is stored the job goes with it', async () => {
    const uploads = fakeUploadServer();
    const { server, user } = open();
    await user.upload(await photoInput(), [chosen('stue.jpg')]);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Opret opgave' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Billederne bliver stadig sendt. Vent, til de er sendt, og tryk så på »Opret opgave« igen.',
    );
    expect(jobPosts(server)).toHaveLength(0);

    act(() => uploads.requests[0].reply(201, stored('stue.jpg')));
    await waitFor(() => expect(screen.queryByTestId('create-job-photos-waiting')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Opret opgave' }));
    await screen.findByText('opgave-side');
    const body = (await jobPosts(server)[0].json()) as { photos?: unknown };
    expect(body.photos).toEqual([{ key: stored('stue.jpg').key }]);
  });

  it("'Ryd formularen' empties the photos and deletes the uploads no job names", async () => {
    const uploads = fakeUploadServer();
    const first = open();
    await first.user.upload(await photoInput(), [chosen('stue.jpg')]);
    act(() => uploads.requests[0].reply(201, stored('stue.jpg')));
    await screen.findByText('stue.jpg');
    await first.user.click(screen.getByRole('button', { name: 'Ryd formularen' }));
    expect(screen.queryByText('stue.jpg')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(first.server.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toContain(
        `DELETE /api/filer/${stored('stue.jpg').key}`,
      ),
    );
    first.unmount();
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
