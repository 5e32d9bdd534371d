// PUT /api/bruger/opgaver/:jobId/billeder (issue 30): the customer adds, reorders, captions and
// removes her job's photos; a removed photo is gone at once (404) and the sweep deletes every size
// of it. An 11th photo, another session's upload, another customer's job and a job that is no
// longer open or assigned are refused and change nothing. The job page reads its photos in one
// statement: as many statements with ten photos as with none.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_PHOTOS_MAX, imageUrl, type Photo, type StoredFile } from '@opgavetorvet/contracts';
import { ORPHAN_GRACE_SECONDS, sweepFiles } from '../../lib/files/sweep.js';
import { startAppWithFiles, uploaded } from '../../test/files.js';
import { type Agent, type TestAccount, createAccount, loggedIn, manyLogins } from '../../test/helpers.js';
import { createCategory, createJob, type CategoryFixture } from '../../test/job-fixtures.js';
import { statementsOf } from '../../test/statement-count.js';

let app: FastifyInstance;
let category: CategoryFixture;
let account: TestAccount;
let customer: Agent;

beforeAll(async () => {
  app = await startAppWithFiles(manyLogins);
  category = await createCategory(app);
  account = await createAccount(app, 'user');
  customer = await loggedIn(app, account);
});
afterAll(() => app?.close());

const upload = (agent: Agent = customer): Promise<StoredFile> => uploaded(agent, 'job');

async function uploads(n: number): Promise<StoredFile[]> {
  const list: StoredFile[] = [];
  for (let i = 0; i < n; i += 1) list.push(await upload());
  return list;
}

/** PUT …/billeder as the agent, with its cookie and CSRF token. */
async function putPhotos(
  agent: Agent,
  jobId: number,
  photos: { key: string; caption?: string }[],
): Promise<LightMyRequestResponse> {
  return await app.inject({
    method: 'PUT',
    url: `/api/bruger/opgaver/${jobId}/billeder`,
    headers: {
      cookie: agent.cookieHeader() ?? '',
      'x-csrf-token': agent.csrfToken,
      'content-type': 'application/json',
    },
    payload: JSON.stringify({ photos }),
  });
}

const newJob = (status: 'open' | 'assigned' | 'finished' = 'open') =>
  createJob(app, { userId: account.id, categoryId: category.subId, status });

const pagePhotos = async (jobId: number) =>
  (await customer.get(`/api/bruger/opgaver/${jobId}`)).json<{ photos: Photo[] }>().photos;

const keysAndCaptions = (photos: Photo[]) => photos.map((photo) => [photo.key, photo.caption]);

describe("the customer sets her job's photos", () => {
  it('adds, reorders, captions and removes; the removed photo is 404 and the sweep deletes its sizes', async () => {
    const jobId = await newJob();
    const [a, b, c] = await uploads(3);
    const added = await putPhotos(customer, jobId, [
      { key: a.key, caption: 'Facaden' },
      { key: b.key },
      { key: c.key, caption: 'Loftet' },
    ]);
    expect(added.statusCode).toBe(200);
    expect(keysAndCaptions(added.json<{ photos: Photo[] }>().photos)).toEqual([
      [a.key, 'Facaden'],
      [b.key, null],
      [c.key, 'Loftet'],
    ]);

    const changed = await putPhotos(customer, jobId, [
      { key: c.key, caption: 'Loftet, set fra trappen' },
      { key: a.key },
    ]);
    expect(changed.statusCode).toBe(200);
    const expected = [
      [c.key, 'Loftet, set fra trappen'],
      [a.key, null],
    ];
    expect(keysAndCaptions(changed.json<{ photos: Photo[] }>().photos)).toEqual(expected);
    expect(keysAndCaptions(await pagePhotos(jobId))).toEqual(expected);

    expect((await customer.get(imageUrl(b.key, 320))).statusCode).toBe(404);
    expect((await customer.get(imageUrl(a.key, 320))).statusCode).toBe(200);
    const objectsOf = async (key: string) => {
      const names: string[] = [];
      for await (const object of app.fileStore.list())
        if (object.name.startsWith(`${key}/`)) names.push(object.name);
      return names;
    };
    expect(await objectsOf(b.key)).not.toEqual([]);
    await sweepFiles(app.db, app.fileStore, Math.floor(Date.now() / 1000) + ORPHAN_GRACE_SECONDS + 60);
    expect(await objectsOf(b.key)).toEqual([]);
    expect(await objectsOf(a.key)).not.toEqual([]);

    // A removed photo cannot be put back; an empty list removes them all.
    const back = await putPhotos(customer, jobId, [{ key: b.key }]);
    expect(back.statusCode).toBe(400);
    expect(back.json()).toEqual({ type: 'error', message: 'Filen findes ikke.' });
    expect(keysAndCaptions(await pagePhotos(jobId))).toEqual(expected);
    const none = await putPhotos(customer, jobId, []);
    expect(none.json()).toEqual({ photos: [] });
    expect(await pagePhotos(jobId)).toEqual([]);
  });

  it('refuses an 11th photo and leaves the ten', async () => {
    const jobId = await newJob('assigned');
    const files = await uploads(JOB_PHOTOS_MAX + 1);
    const ten = files.slice(0, JOB_PHOTOS_MAX).map((file) => ({ key: file.key }));
    expect((await putPhotos(customer, jobId, ten)).statusCode).toBe(200);
    const eleven = await putPhotos(customer, jobId, [...ten, { key: files[JOB_PHOTOS_MAX].key }]);
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json()).toEqual({
      type: 'validation_errors',
      messages: ['Der er valgt for mange billeder.'],
    });
    expect((await pagePhotos(jobId)).map((photo) => photo.key)).toEqual(ten.map((photo) => photo.key));
  });

  it("refuses another session's upload, and changes nothing", async () => {
    const jobId = await newJob();
    const [own] = await uploads(1);
    expect((await putPhotos(customer, jobId, [{ key: own.key, caption: 'Min' }])).statusCode).toBe(200);
    const other = await loggedIn(app, await createAccount(app, 'user'));
    const theirs = await upload(other);
    const response = await putPhotos(customer, jobId, [{ key: theirs.key }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'error', message: 'Filen findes ikke.' });
    expect(keysAndCaptions(await pagePhotos(jobId))).toEqual([[own.key, 'Min']]);
  });

  it("answers 404 for another customer's job, 403 for a company, and 409 once the job is finished", async () => {
    const jobId = await newJob();
    const other = await loggedIn(app, await createAccount(app, 'user'));
    const theirs = await upload(other);
    const foreign = await putPhotos(other, jobId, [{ key: theirs.key }]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ type: 'error', message: 'Opgaven blev ikke fundet' });
    const company = await loggedIn(app, await createAccount(app, 'company'));
    expect((await putPhotos(company, jobId, [])).statusCode).toBe(403);

    const finished = await newJob('finished');
    const [photo] = await uploads(1);
    const refused = await putPhotos(customer, finished, [{ key: photo.key }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      type: 'error',
      message: 'Billederne kan kun ændres, mens opgaven er åben eller har en valgt leverandør.',
    });
    expect(await pagePhotos(finished)).toEqual([]);
    // The upload is still hers to use on an open job.
    expect((await putPhotos(customer, jobId, [{ key: photo.key }])).statusCode).toBe(200);
  });
});

describe("the job page's statements with photos", () => {
  it('a job with ten photos takes as many statements as one without, one of them reading the photos', async () => {
    const bare = await newJob();
    const pictured = await newJob();
    const ten = (await uploads(JOB_PHOTOS_MAX)).map((file) => ({ key: file.key }));
    expect((await putPhotos(customer, pictured, ten)).statusCode).toBe(200);
    const statementsOfPage = async (jobId: number) => {
      expect((await customer.get(`/api/bruger/opgaver/${jobId}`)).statusCode).toBe(200);
      return await statementsOf(app.db, async () => {
        const page = await customer.get(`/api/bruger/opgaver/${jobId}`);
        expect(page.json<{ photos: Photo[] }>().photos).toHaveLength(jobId === bare ? 0 : JOB_PHOTOS_MAX);
      });
    };
    const withNone = await statementsOfPage(bare);
    const withTen = await statementsOfPage(pictured);
    expect(withTen).toHaveLength(withNone.length);
    expect(withTen.filter((statement) => /from "files"/.test(statement))).toHaveLength(1);
    // The own job, the job with its place, the offers, the invitations, the photos, the answers
    // (a job without offers reads no thread); the session store's statements aside.
    expect(withTen.filter((statement) => !/\bsessions\b/.test(statement))).toHaveLength(6);
  });
});
