// The orphan sweep on both stores (issue 30): the folder, and S3 on a real S3-compatible server
// (s3rver) on loopback. Objects no live row names go once they are past the grace period (an upload
// whose row failed, a removed photo: every size of it), an upload never attached to anything goes
// with its row after a day, and named objects stay; the scheduler runs it hourly. The same app
// uploads and serves through the S3 store.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_PHOTOS_MAX, imageUrl, type StoredFile } from '@opgavetorvet/contracts';
import { files } from '../../db/schema/index.js';
import { FILES_SWEEP_PATTERN } from '../../plugins/app/files.js';
import { filesFolder, testImage, uploadFile, type FilesFolder } from '../../test/files.js';
import { createAccount, loggedIn, startTestApp, type Agent } from '../../test/helpers.js';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { addCategoryTree, addJob } from '../../test/fixtures.js';
import { attachFiles, removeFiles } from './attach.js';
import { latestOccurrence } from '../scheduler/schedule.js';
import { ORPHAN_GRACE_SECONDS, UNATTACHED_MAX_SECONDS, sweepFiles } from './sweep.js';

let folder: FilesFolder;
let s3: TestS3;
beforeAll(async () => {
  folder = await filesFolder();
  s3 = await startTestS3();
});
afterAll(async () => {
  await folder.remove();
  await s3.stop();
});

const backends: [string, () => Parameters<typeof startTestApp>[0]][] = [
  ['folder', () => ({ filesDir: folder.filesDir })],
  ['S3', () => ({ s3: s3.config })],
];

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe.each(backends)('the sweep on the %s store', (backend, options) => {
  let app: FastifyInstance;
  let customer: Agent;
  let customerId: number;

  beforeAll(async () => {
    app = await startTestApp(options());
    const account = await createAccount(app, 'user');
    customerId = account.id;
    customer = await loggedIn(app, account);
  });
  afterAll(async () => app.close());

  const objects = async () => {
    const names: string[] = [];
    for await (const object of app.fileStore.list()) names.push(object.name);
    return names.sort();
  };
  const objectsOf = async (key: string) => (await objects()).filter((name) => name.startsWith(`${key}/`));
  const upload = async () =>
    (await uploadFile(customer, 'job', 'foto.png', await testImage(900, 600))).json<StoredFile>();

  it(`uploads to and serves from the ${backend} store`, async () => {
    expect(app.fileStore.backend).toBe(backend === 'S3' ? 's3' : 'folder');
    const file = await upload();
    expect(await objectsOf(file.key)).toEqual([
      `${file.key}/320.jpg`,
      `${file.key}/320.webp`,
      `${file.key}/800.jpg`,
      `${file.key}/800.webp`,
    ]);
    const served = await customer.get(imageUrl(file.key, 800));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
  });

  it('removes what no live row names once past the grace period, and keeps what rows name', async () => {
    const [, sub] = await addCategoryTree(app);
    const jobId = await addJob(app, customerId, sub, { status: 'open' });
    const kept = await upload();
    const removed = await upload();
    await attachFiles(app.db, {
      files: [{ key: kept.key }, { key: removed.key }],
      to: { job: jobId },
      by: { userId: customerId, token: null },
      max: JOB_PHOTOS_MAX,
    });
    await removeFiles(app.db, [removed.key], 'owner');
    // An upload whose row never committed.
    await app.fileStore.put('ZZZZZZZZZZZZZZZZZZZZZZ/320.webp', Buffer.from('orphan'), 'image/webp');

    // Within the grace period nothing goes: an upload may be between its objects and its row.
    expect(await sweepFiles(app.db, app.fileStore, nowSeconds())).toEqual({ unattached: 0, objects: 0 });
    expect(await objectsOf('ZZZZZZZZZZZZZZZZZZZZZZ')).toHaveLength(1);

    const later = nowSeconds() + ORPHAN_GRACE_SECONDS + 60;
    const swept = await sweepFiles(app.db, app.fileStore, later);
    expect(swept.objects).toBeGreaterThanOrEqual(5);
    expect(await objectsOf('ZZZZZZZZZZZZZZZZZZZZZZ')).toEqual([]);
    expect(await objectsOf(removed.key)).toEqual([]);
    expect(await objectsOf(kept.key)).toHaveLength(4);
    expect((await customer.get(imageUrl(kept.key, 320))).statusCode).toBe(200);
  });

  it('deletes an upload never attached to anything after a day, row and objects', async () => {
    const stale = await upload();
    const fresh = await upload();
    const dayAgo = nowSeconds() - UNATTACHED_MAX_SECONDS - 60;
    await app.db.update(files).set({ createdAt: dayAgo }).where(eq(files.key, stale.key)).run();

    const swept = await sweepFiles(app.db, app.fileStore, nowSeconds() + ORPHAN_GRACE_SECONDS + 60);
    expect(swept.unattached).toBeGreaterThanOrEqual(1);
    expect(await app.db.select().from(files).where(eq(files.key, stale.key)).get()).toBeUndefined();
    expect(await objectsOf(stale.key)).toEqual([]);
    // A day has not passed for the other one: it waits for its owner to attach it.
    expect(await app.db.select().from(files).where(eq(files.key, fresh.key)).get()).toBeDefined();
    expect(await objectsOf(fresh.key)).toHaveLength(4);
  });

  it('runs hourly through the scheduler', async () => {
    const day = Date.UTC(2031, 0, 14, 6) / 1000;
    const hour = latestOccurrence(FILES_SWEEP_PATTERN, day)!;
    await app.scheduler.runDue(hour - 1);
    expect(await app.scheduler.runDue(hour)).toContain('files-sweep');
    expect(await app.scheduler.runDue(hour + 60)).not.toContain('files-sweep');
    expect(await app.scheduler.runDue(hour + 3600)).toContain('files-sweep');
  });
});
