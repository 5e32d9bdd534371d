// Attaching uploads (issue 30), as the job, message and company areas will call it: only the
// uploader's own uploads for that purpose, not attached or removed before (a visitor's by its
// session's token); the 11th photo of a job is refused with its limit; a logo replaces the one
// before; setting a list reorders, captions and removes; filesOf answers many owners at once.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_PHOTOS_MAX, type StoredFile } from '@opgavetorvet/contracts';
import { fileByKey, filesOf } from '../../db/queries/files.js';
import { AppError } from '../../errors.js';
import { addCategoryTree, addJob, createWorld, type World } from '../../test/fixtures.js';
import { startAppWithFiles, testImage, uploadFile } from '../../test/files.js';
import { visitor, type Agent } from '../../test/helpers.js';
import { attachFiles, setAttachedFiles } from './attach.js';
import type { FileUploader } from './uploader.js';

let app: FastifyInstance;
let world: World;
let subId: number;
let customer: FileUploader;

beforeAll(async () => {
  app = await startAppWithFiles();
  world = await createWorld(app);
  [, subId] = await addCategoryTree(app);
  customer = { userId: world.brugerAccount.id, token: null };
});
afterAll(() => app?.close());

async function uploads(agent: Agent, count: number, purpose = 'job'): Promise<StoredFile[]> {
  const png = await testImage(60, 40);
  const list: StoredFile[] = [];
  for (let i = 0; i < count; i += 1)
    list.push((await uploadFile(agent, purpose, `foto-${i}.png`, png)).json<StoredFile>());
  return list;
}

/** The error key an attach throws, or null when it passes. */
async function refusal(work: Promise<unknown>): Promise<string | null> {
  try {
    await work;
    return null;
  } catch (error) {
    if (error instanceof AppError) return `${error.key} ${JSON.stringify(error.params ?? {})}`;
    throw error;
  }
}

const keysOf = (list: { key: string }[]) => list.map((file) => ({ key: file.key }));

describe("a job's photos", () => {
  it('takes ten and refuses the eleventh with the limit', async () => {
    const jobId = await addJob(app, world.brugerAccount.id, subId, { status: 'open' });
    const [first, ...rest] = await uploads(world.bruger, JOB_PHOTOS_MAX + 1);
    const ten = rest.slice(0, JOB_PHOTOS_MAX - 1);
    const eleventh = rest.at(-1)!;
    await attachFiles(app.db, {
      files: [{ key: first!.key, caption: ' Taget ' }],
      to: { job: jobId },
      by: customer,
      max: JOB_PHOTOS_MAX,
    });
    await attachFiles(app.db, { files: keysOf(ten), to: { job: jobId }, by: customer, max: JOB_PHOTOS_MAX });
    expect(
      await refusal(
        attachFiles(app.db, {
          files: keysOf([eleventh]),
          to: { job: jobId },
          by: customer,
          max: JOB_PHOTOS_MAX,
        }),
      ),
    ).toBe(`errors:::files_too_many {"max":${JOB_PHOTOS_MAX}}`);
    const photos = (await filesOf(app.db, { jobIds: [jobId] })).get(jobId)!;
    expect(photos).toHaveLength(JOB_PHOTOS_MAX);
    expect(photos[0]).toMatchObject({ key: first!.key, caption: 'Taget', kind: 'image' });
    expect((await fileByKey(app.db, eleventh.key))?.attachedAt).toBeNull();
  });

  it("refuses another uploader's file, one made for another purpose, and one attached before", async () => {
    const jobId = await addJob(app, world.brugerAccount.id, subId, { status: 'open' });
    const [others] = await uploads(world.otherBruger, 1);
    const [forMessage] = await uploads(world.bruger, 1, 'message');
    const [mine] = await uploads(world.bruger, 1);
    const attach = (file: StoredFile) =>
      refusal(
        attachFiles(app.db, {
          files: keysOf([file!]),
          to: { job: jobId },
          by: customer,
          max: JOB_PHOTOS_MAX,
        }),
      );
    expect(await attach(others!)).toBe('errors:::file_unknown {}');
    expect(await attach(forMessage!)).toBe('errors:::file_unknown {}');
    expect(await attach(mine!)).toBeNull();
    expect(await attach(mine!)).toBe('errors:::file_unknown {}');
  });

  it("attaches a visitor's uploads by its session's token, not by anyone else's", async () => {
    const guest = await visitor(app);
    const [photo] = await uploads(guest, 1);
    const row = (await fileByKey(app.db, photo!.key))!;
    expect(row.uploaderUserId).toBeNull();
    const jobId = await addJob(app, world.brugerAccount.id, subId, { status: 'open' });
    const attach = (by: FileUploader) =>
      refusal(attachFiles(app.db, { files: keysOf([photo!]), to: { job: jobId }, by, max: JOB_PHOTOS_MAX }));
    expect(await attach({ userId: null, token: 'another-session' })).toBe('errors:::file_unknown {}');
    expect(await attach({ userId: null, token: row.uploaderToken })).toBeNull();
  });

  it('sets the whole list: reorders, captions, adds and removes', async () => {
    const jobId = await addJob(app, world.brugerAccount.id, subId, { status: 'open' });
    const [a, b, c] = await uploads(world.bruger, 3);
    await attachFiles(app.db, {
      files: keysOf([a!, b!]),
      to: { job: jobId },
      by: customer,
      max: JOB_PHOTOS_MAX,
    });
    const removed = await setAttachedFiles(app.db, {
      files: [{ key: c!.key }, { key: a!.key, caption: 'Før' }],
      to: { job: jobId },
      by: customer,
      max: JOB_PHOTOS_MAX,
    });
    expect(removed.map((row) => row.key)).toEqual([b!.key]);
    const photos = (await filesOf(app.db, { jobIds: [jobId] })).get(jobId)!;
    expect(photos.map((photo) => [photo.key, photo.caption])).toEqual([
      [c!.key, null],
      [a!.key, 'Før'],
    ]);
  });
});

describe('a logo', () => {
  it('replaces the one before', async () => {
    const companyId = world.firmaAccount.companyId;
    const by = { userId: world.firmaAccount.id, token: null };
    const [first, second] = await uploads(world.firma, 2, 'logo');
    await attachFiles(app.db, { files: keysOf([first!]), to: { logo: companyId }, by, max: 1 });
    await attachFiles(app.db, { files: keysOf([second!]), to: { logo: companyId }, by, max: 1 });
    expect(
      (await filesOf(app.db, { logoCompanyIds: [companyId] })).get(companyId)?.map((f) => f.key),
    ).toEqual([second!.key]);
    expect((await fileByKey(app.db, first!.key))?.removedReason).toBe('replaced');
  });
});
