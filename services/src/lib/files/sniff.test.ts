// The type is read from the bytes (issue 30): each taken type is known by its signature, a HEIF
// file by its brands (a phone's HEIC, AVIF, a generic HEIF saying AV1 or not), and anything else
// (HTML, SVG, GIF, text, a PDF signature that is not at the start) is none. The configuration picks
// the folder or, with S3_ENDPOINT and S3_BUCKET, S3; half of the S3 settings stops the start.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { heicStart, testImage, testPdf } from '../../test/files.js';
import { cleanFileName } from './names.js';
import { sniffType } from './sniff.js';
import { createFileStore } from './store.js';

const ftyp = (major: string, ...compatible: string[]) => {
  const box = Buffer.alloc(16 + 4 * compatible.length);
  box.writeUInt32BE(box.length, 0);
  box.write(`ftyp${major}`, 4, 'ascii');
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, 'ascii'));
  return Buffer.concat([box, Buffer.alloc(64)]);
};

describe('the type of a file', () => {
  it('is read from its bytes', async () => {
    expect(sniffType(await testImage(8, 8, 'jpeg'))).toBe('jpeg');
    expect(sniffType(await testImage(8, 8, 'png'))).toBe('png');
    expect(sniffType(await testImage(8, 8, 'webp'))).toBe('webp');
    expect(sniffType(await testImage(8, 8, 'avif'))).toBe('avif');
    expect(sniffType(testPdf())).toBe('pdf');
    expect(sniffType(heicStart())).toBe('heic');
    expect(sniffType(ftyp('mif1', 'heic'))).toBe('heic');
    expect(sniffType(ftyp('mif1', 'avif'))).toBe('avif');
  });

  it('is none for anything else', () => {
    for (const text of [
      '<!doctype html><p>x',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'GIF89a......',
      'hej',
      ' %PDF-1.4',
    ])
      expect(sniffType(Buffer.from(text))).toBeNull();
    expect(sniffType(ftyp('isom', 'mp41'))).toBeNull();
    expect(sniffType(Buffer.alloc(0))).toBeNull();
  });
});

describe('the name a file was sent with', () => {
  it('keeps its last part, without control characters, and shortens a long one keeping its extension', () => {
    expect(cleanFileName('C:\\Users\\x\\tag.jpg')).toBe('tag.jpg');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\u202e.pdf')).toBe('ab.pdf');
    expect(cleanFileName('   ')).toBe('fil');
    const long = cleanFileName(`${'x'.repeat(500)}.pdf`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});

describe('the store the configuration picks', () => {
  it('is a folder beside the database by default, FILES_DIR when given, S3 with its settings', async () => {
    expect(loadConfig({ DATABASE_FILE: '/srv/data/db.sqlite' }).filesDir).toBe('/srv/data/files');
    expect(loadConfig({ FILES_DIR: '/srv/files' }).filesDir).toBe('/srv/files');
    const s3 = loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'filer' });
    expect(s3.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'filer',
      region: 'us-east-1',
      credentials: null,
    });
    const store = createFileStore(s3);
    expect(store.backend).toBe('s3');
    await store.close();
    expect(createFileStore(loadConfig({})).backend).toBe('folder');
  });

  it('stops the start on half of the S3 settings or a malformed endpoint', () => {
    expect(() => loadConfig({ S3_BUCKET: 'filer' })).toThrow(/S3_ENDPOINT and S3_BUCKET/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://x', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'minio:9000', S3_BUCKET: 'b' })).toThrow(/S3_ENDPOINT/);
  });
});
