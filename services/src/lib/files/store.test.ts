// Both file stores keep the same promises (issue 30: "the tests run both backends"): the folder and
// S3 against a real S3-compatible server (s3rver) on loopback. An object reads back as written with
// its size and type, a missing one is null, removal takes every name given (missing ones too), the
// listing names every object with when it was written, and a name that is not an object's is refused.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { folderStore } from './folder-store.js';
import { s3Store } from './s3-store.js';
import type { FileStore } from './store.js';

let folder: string;
let s3: TestS3;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'files-store-'));
  s3 = await startTestS3();
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await s3.stop();
});

const backends: [string, () => FileStore][] = [
  ['folder', () => folderStore(folder)],
  ['S3', () => s3Store(s3.config)],
];

async function names(store: FileStore): Promise<string[]> {
  const found: string[] = [];
  for await (const object of store.list()) found.push(object.name);
  return found.sort();
}

describe.each(backends)('the %s store', (_name, make) => {
  it('reads back what it wrote, lists it, and removes it', async () => {
    const store = make();
    const before = Math.floor(Date.now() / 1000) - 1;
    await store.put('AAAAAAAAAAAAAAAAAAAAAA/320.webp', Buffer.from('webp bytes'), 'image/webp');
    await store.put('AAAAAAAAAAAAAAAAAAAAAA/320.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    await store.put('BBBBBBBBBBBBBBBBBBBBBB/original.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');

    const object = await store.open('AAAAAAAAAAAAAAAAAAAAAA/320.webp');
    expect(object).toMatchObject({ size: 10, contentType: 'image/webp' });
    expect(await text(object!.body)).toBe('webp bytes');
    expect((await store.open('BBBBBBBBBBBBBBBBBBBBBB/original.pdf'))?.contentType).toBe('application/pdf');
    expect(await store.open('CCCCCCCCCCCCCCCCCCCCCC/320.webp')).toBeNull();

    const listed: { name: string; modifiedAt: number }[] = [];
    for await (const entry of store.list()) listed.push(entry);
    expect(listed.map((entry) => entry.name).sort()).toEqual([
      'AAAAAAAAAAAAAAAAAAAAAA/320.jpg',
      'AAAAAAAAAAAAAAAAAAAAAA/320.webp',
      'BBBBBBBBBBBBBBBBBBBBBB/original.pdf',
    ]);
    for (const entry of listed) expect(entry.modifiedAt).toBeGreaterThanOrEqual(before);

    await store.remove([
      'AAAAAAAAAAAAAAAAAAAAAA/320.webp',
      'AAAAAAAAAAAAAAAAAAAAAA/320.jpg',
      'CCCCCCCCCCCCCCCCCCCCCC/320.webp',
    ]);
    expect(await names(store)).toEqual(['BBBBBBBBBBBBBBBBBBBBBB/original.pdf']);
    await store.remove(['BBBBBBBBBBBBBBBBBBBBBB/original.pdf']);
    expect(await names(store)).toEqual([]);
    await store.close();
  });

  it('refuses a name that is not an object name', async () => {
    const store = make();
    await expect(store.put('../escape/320.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /not an object name/,
    );
    await expect(store.open('AAAAAAAAAAAAAAAAAAAAAA/../../x.pdf')).rejects.toThrow(/not an object name/);
    await store.close();
  });
});
