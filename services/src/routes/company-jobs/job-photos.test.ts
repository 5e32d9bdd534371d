// A job's photos on the company's side (issue 30): a company that may see the job gets them, in the
// customer's order with her captions, on the open-jobs list (GET /api/firma/opgaver, and the same
// query behind /ajax/firma/findopgaver), in the job description modal as lazily loaded thumbnails
// (srcset over the stored sizes, the caption as escaped alt text, a link to the 1600 px size) and
// on its won job (GET /api/firma/vundne). Both lists read the photos of a page in one statement:
// as many statements with ten photos a job as with none.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_PHOTOS_MAX, type Photo, type StoredFile } from '@opgavetorvet/contracts';
import { addContact, addJob, buildCompanyWorld, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { startAppWithFiles, testImage, uploaded } from '../../test/files.js';
import type { Agent } from '../../test/helpers.js';
import { statementsOf } from '../../test/statement-count.js';

let app: FastifyInstance;
let w: CompanyWorld;

beforeAll(async () => {
  app = await startAppWithFiles();
  w = await buildCompanyWorld(app);
});
afterAll(() => app?.close());

const upload = async (width = 400): Promise<StoredFile> =>
  uploaded(w.customerAgent, 'job', 'foto.png', await testImage(width, 300));

/** The customer gives the job these photos (PUT …/billeder). */
async function setPhotos(jobId: number, photos: { key: string; caption?: string }[]): Promise<Photo[]> {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/bruger/opgaver/${jobId}/billeder`,
    headers: {
      cookie: w.customerAgent.cookieHeader() ?? '',
      'x-csrf-token': w.customerAgent.csrfToken,
      'content-type': 'application/json',
    },
    payload: JSON.stringify({ photos }),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ photos: Photo[] }>().photos;
}

async function withTenPhotos(jobId: number): Promise<Photo[]> {
  const files: StoredFile[] = [];
  for (let i = 0; i < JOB_PHOTOS_MAX; i += 1) files.push(await upload());
  return await setPhotos(
    jobId,
    files.map((file, i) => ({ key: file.key, caption: `Billede ${i + 1}` })),
  );
}

type Item = { job_id: number; photos: Photo[] };
const openJobs = async (agent: Agent): Promise<Item[]> =>
  (await agent.get('/api/firma/opgaver')).json<{ jobs: Item[] }>().jobs;
const wonJobs = async (agent: Agent): Promise<Item[]> =>
  (await agent.get('/api/firma/vundne')).json<{ jobs: Item[] }>().jobs;
const photosOf = (items: Item[], jobId: number) => items.find((item) => item.job_id === jobId)?.photos;

/** The statements of one call, asked once before (a session's first touch and a search not counted). */
async function statementsOfCall(call: () => Promise<{ statusCode: number }>): Promise<string[]> {
  expect((await call()).statusCode).toBe(200);
  return await statementsOf(app.db, async () => {
    expect((await call()).statusCode).toBe(200);
  });
}
const readingFiles = (statements: string[]) => statements.filter((text) => /from "files"/.test(text));
/** The call's own statements, not the session store's (plugins/, counted by their own tests). */
const ownStatements = (statements: string[]) => statements.filter((text) => !/\bsessions\b/.test(text));
/**
 * A page of the open-jobs list: the regions the list lies in (issue 31), the company's categories,
 * the search memory's generation, the page's rows and their photos (the ids of a search are
 * remembered, asked once before).
 */
const OPEN_JOBS_STATEMENTS = 5;
/** A page of the won jobs: the total, the page, its tickets and its photos. */
const WON_JOBS_STATEMENTS = 4;

describe("a job's photos for a company that may see the job", () => {
  it('are on the open-jobs list in order with captions; a job without photos has none', async () => {
    const pictured = await addJob(w, { headline: 'Tag med billeder' });
    const bare = await addJob(w, { headline: 'Tag uden billeder' });
    const [a, b] = [await upload(), await upload()];
    const photos = await setPhotos(pictured, [{ key: b.key, caption: 'Kippen' }, { key: a.key }]);
    const list = await openJobs(w.agent);
    expect(photosOf(list, pictured)).toEqual(photos);
    expect(photos.map((photo) => [photo.key, photo.caption])).toEqual([
      [b.key, 'Kippen'],
      [a.key, null],
    ]);
    expect(photosOf(list, bare)).toEqual([]);
    const html = (await w.agent.get('/ajax/firma/findopgaver')).json<{ html: string }>().html;
    expect(html).toContain(`data-job-id="${pictured}"`);
  });

  it('are thumbnails in the description modal, the caption as escaped alt text, each a link to 1600 px', async () => {
    const jobId = await addJob(w);
    const [large, small] = [await upload(1700), await upload()];
    await setPhotos(jobId, [{ key: large.key, caption: '<b>"Tag" & rygning</b>' }, { key: small.key }]);
    const { html } = (await w.agent.post('/firma/modal_discription_job', { job_id: jobId })).json<{
      html: string;
    }>();
    expect(html).toContain('<ul class="photo-gallery" aria-label="Billeder af opgaven">');
    expect(html).toContain(`href="/filer/${large.key}/1600.jpg"`);
    expect(html).toContain(
      `srcSet="/filer/${large.key}/320.webp 320w, /filer/${large.key}/800.webp 800w, /filer/${large.key}/1600.webp 1600w"`,
    );
    expect(html).toContain(
      `<img class="media-image thumbnail" src="/filer/${large.key}/320.jpg" srcSet="/filer/${large.key}/320.jpg 320w, /filer/${large.key}/800.jpg 800w, /filer/${large.key}/1600.jpg 1600w" sizes="(max-width: 600px) 33vw, 160px" alt="&lt;b&gt;&quot;Tag&quot; &amp; rygning&lt;/b&gt;" width="1700" height="300" loading="lazy" decoding="async"/>`,
    );
    expect(html).not.toContain('<b>"Tag"');
    // An image narrower than 1600 px links to its largest size; without a caption it is named by its place.
    expect(html).toContain(`href="/filer/${small.key}/320.jpg"`);
    expect(html).toContain('alt="Billede 2 af 2"');
    const bare = await addJob(w);
    const plain = (await w.agent.post('/firma/modal_discription_job', { job_id: bare })).json<{
      html: string;
    }>().html;
    expect(plain).not.toContain('photo-gallery');
  });

  it('are on the won job of the chosen company', async () => {
    const jobId = await addJob(w, { headline: 'Vundet tag med billeder' });
    const [photo] = [await upload()];
    const photos = await setPhotos(jobId, [{ key: photo.key, caption: 'Taget før' }]);
    await addContact(w, jobId, w.firma.companyId as number, { state: 'confirmed', winner: true });
    expect(photosOf(await wonJobs(w.agent), jobId)).toEqual(photos);
    expect(photos[0]).toMatchObject({ key: photo.key, caption: 'Taget før', kind: 'image' });
  });
});

describe('the lists read the photos of a page in one statement', () => {
  it('the open-jobs list (JSON and html) takes as many statements with ten photos a job as with none', async () => {
    const calls = [() => w.agent.get('/api/firma/opgaver'), () => w.agent.get('/ajax/firma/findopgaver')];
    await addJob(w, { headline: 'Carport' });
    await addJob(w, { headline: 'Skur' });
    const before = [];
    for (const call of calls) before.push(await statementsOfCall(call));
    const shown = (await openJobs(w.agent)).slice(0, 2);
    expect(shown).toHaveLength(2);
    for (const item of shown) await withTenPhotos(item.job_id);
    const list = await openJobs(w.agent);
    for (const item of shown) expect(photosOf(list, item.job_id)).toHaveLength(JOB_PHOTOS_MAX);
    for (const [i, call] of calls.entries()) {
      const after = await statementsOfCall(call);
      expect(after).toHaveLength(before[i].length);
      expect(ownStatements(after)).toHaveLength(OPEN_JOBS_STATEMENTS);
      expect(readingFiles(after)).toHaveLength(1);
    }
  });

  it('the won jobs take as many statements with ten photos a job as with none', async () => {
    const rivalJob = await addJob(w, { headline: 'Rivalens tag' });
    await addContact(w, rivalJob, w.rival.companyId as number, { state: 'confirmed', winner: true });
    const none = await statementsOfCall(() => w.rivalAgent.get('/api/firma/vundne'));
    expect((await wonJobs(w.rivalAgent)).every((item) => item.photos.length === 0)).toBe(true);
    await withTenPhotos(rivalJob);
    const ten = await statementsOfCall(() => w.rivalAgent.get('/api/firma/vundne'));
    expect(photosOf(await wonJobs(w.rivalAgent), rivalJob)).toHaveLength(JOB_PHOTOS_MAX);
    expect(ten).toHaveLength(none.length);
    expect(ownStatements(ten)).toHaveLength(WON_JOBS_STATEMENTS);
    expect(readingFiles(ten)).toHaveLength(1);
  });
});
