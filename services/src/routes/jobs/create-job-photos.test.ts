// Photos on a new job (issue 30): a visitor's uploads are attached when the visitor posts the job
// (in the job's transaction, before the login) and the customer's job page then shows them in
// their order with their captions; an upload of another session, or an 11th photo, is refused with
// a Danish 400 and creates neither the job nor the account.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_PHOTOS_MAX, imageUrl, type Photo, type StoredFile } from '@opgavetorvet/contracts';
import { startAppWithFiles, testImage, uploaded } from '../../test/files.js';
import { type Agent, createAccount, loggedIn, manyLogins, visitor } from '../../test/helpers.js';
import { createCategory, ensureZip, type CategoryFixture } from '../../test/job-fixtures.js';
import { sqlOne } from '../../test/sql.js';

let app: FastifyInstance;
let category: CategoryFixture;
let zip: string;

beforeAll(async () => {
  app = await startAppWithFiles(manyLogins);
  category = await createCategory(app);
  zip = await ensureZip(app);
});
afterAll(() => app?.close());

let serial = 0;
const job = (extra: Record<string, unknown> = {}) => ({
  category_id: category.subId,
  headline: 'Nyt køkken med billeder',
  description: 'Det gamle køkken skal ud, se billederne.',
  zip,
  attributes: [{ attribute_id: category.areaAttrId, number_value: 12 }],
  ...extra,
});
/** A visitor's contact fields with an e-mail no account has. */
const poster = () => {
  serial += 1;
  return { name: 'Ida Holm', email: `ida.holm${serial}@example.com`, phone: '22334455' };
};

const upload = async (agent: Agent, width = 500): Promise<StoredFile> =>
  uploaded(agent, 'job', 'foto.png', await testImage(width, 400));

const count = async (sql: string, ...params: unknown[]) =>
  (await sqlOne<{ n: number }>(app.db, sql, ...params)).n;
const jobsCount = () => count('select count(*) as n from jobs');
const accountsWith = (email: string) => count('select count(*) as n from users where email = ?', email);

describe('a visitor posts a job with photos', () => {
  it('attaches them to the job, and the job page shows them in order with their captions', async () => {
    const guest = await visitor(app);
    const [kitchen, floor, window] = [await upload(guest), await upload(guest), await upload(guest)];
    const contact = poster();
    const response = await guest.post(
      '/api/opgaver',
      job({
        ...contact,
        photos: [
          { key: floor.key, caption: '  Gulvet  ' },
          { key: kitchen.key, caption: 'Køkkenet i dag' },
          { key: window.key },
        ],
      }),
    );
    expect(response.statusCode).toBe(200);
    const { job_id: jobId } = response.json<{ job_id: number }>();
    const page = await guest.get(`/api/bruger/opgaver/${jobId}`);
    expect(page.statusCode).toBe(200);
    const photos = page.json<{ photos: Photo[] }>().photos;
    expect(photos.map((photo) => [photo.key, photo.caption])).toEqual([
      [floor.key, 'Gulvet'],
      [kitchen.key, 'Køkkenet i dag'],
      [window.key, null],
    ]);
    expect(photos[0]).toEqual({ ...floor, caption: 'Gulvet' });
    // The new customer sees them; another customer does not.
    expect((await guest.get(imageUrl(kitchen.key, 320))).statusCode).toBe(200);
    const other = await loggedIn(app, await createAccount(app, 'user'));
    expect((await other.get(imageUrl(kitchen.key, 320))).statusCode).toBe(404);
  });

  it("refuses another session's upload with a Danish 400 and creates no job and no account", async () => {
    const someone = await visitor(app);
    const theirs = await upload(someone);
    const guest = await visitor(app);
    const mine = await upload(guest);
    const contact = poster();
    const before = await jobsCount();
    const response = await guest.post(
      '/api/opgaver',
      job({ ...contact, photos: [{ key: mine.key }, { key: theirs.key }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'error', message: 'Filen findes ikke.' });
    expect(await jobsCount()).toBe(before);
    expect(await accountsWith(contact.email)).toBe(0);
    expect((await guest.refreshSession()).user).toBeNull();
    // Nothing was attached: the own upload is still only the visitor's, and theirs only theirs.
    expect((await guest.get(imageUrl(mine.key, 320))).statusCode).toBe(200);
    expect((await someone.get(imageUrl(theirs.key, 320))).statusCode).toBe(200);
    // The same post without the other's photo goes through.
    const again = await guest.post('/api/opgaver', job({ ...contact, photos: [{ key: mine.key }] }));
    expect(again.statusCode).toBe(200);
  });

  it('refuses an unknown key and an 11th photo, and creates nothing', async () => {
    const guest = await visitor(app);
    const uploads: StoredFile[] = [];
    for (let i = 0; i <= JOB_PHOTOS_MAX; i += 1) uploads.push(await upload(guest, 330));
    const contact = poster();
    const before = await jobsCount();

    const eleven = await guest.post(
      '/api/opgaver',
      job({ ...contact, photos: uploads.map((file) => ({ key: file.key })) }),
    );
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json()).toEqual({
      type: 'validation_errors',
      messages: ['Der er valgt for mange billeder.'],
    });

    const unknown = await guest.post(
      '/api/opgaver',
      job({ ...contact, photos: [{ key: 'AAAAAAAAAAAAAAAAAAAAAA' }] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ type: 'error', message: 'Filen findes ikke.' });
    expect(await jobsCount()).toBe(before);
    expect(await accountsWith(contact.email)).toBe(0);

    // Ten are taken.
    const ten = await guest.post(
      '/api/opgaver',
      job({ ...contact, photos: uploads.slice(0, JOB_PHOTOS_MAX).map((file) => ({ key: file.key })) }),
    );
    expect(ten.statusCode).toBe(200);
    const page = await guest.get(`/api/bruger/opgaver/${ten.json<{ job_id: number }>().job_id}`);
    expect(page.json<{ photos: Photo[] }>().photos).toHaveLength(JOB_PHOTOS_MAX);
  });
});

describe('a logged-in customer posts a job with photos', () => {
  it('attaches her own uploads, and refuses one already attached to another job', async () => {
    const customer = await loggedIn(app, await createAccount(app, 'user'));
    const photo = await upload(customer);
    const first = await customer.post('/api/opgaver', job({ photos: [{ key: photo.key, caption: 'Før' }] }));
    expect(first.statusCode).toBe(200);
    const before = await jobsCount();
    const second = await customer.post('/api/opgaver', job({ photos: [{ key: photo.key }] }));
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('Filen findes ikke.');
    expect(await jobsCount()).toBe(before);
  });
});
