// Stored files in tests (issue 30): a temporary folder for an app's file store (and an app started on
// one), a multipart body as a browser sends it, an upload as a logged-in agent or visitor makes it
// (and one the service must take), and test files made on the spot: images by sharp (a phone's JPEG
// with EXIF orientation and GPS), a decompression bomb (a PNG of 20 000 × 20 000 pixels in a few
// kilobytes), a small PDF, a HEIC header and an HTML page.
import { crc32, deflateSync } from 'node:zlib';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { StoredFile } from '@opgavetorvet/contracts';
import type { BuildAppOptions } from '../app.js';
import { afterClose, startTestApp, type Agent } from './helpers.js';

export interface FilesFolder {
  filesDir: string;
  remove(): Promise<void>;
}

/** A fresh folder for an app's stored files (`buildTestApp({ filesDir })`). */
export async function filesFolder(): Promise<FilesFolder> {
  const filesDir = await mkdtemp(join(tmpdir(), 'opgavetorvet-files-'));
  return { filesDir, remove: () => rm(filesDir, { recursive: true, force: true }) };
}

/**
 * startTestApp (with these options) storing its files in a fresh folder; closing the app removes the
 * folder too, so a test file's afterAll only closes the app.
 */
export async function startAppWithFiles(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const folder = await filesFolder();
  let app: FastifyInstance;
  try {
    app = await startTestApp({ ...options, filesDir: folder.filesDir });
  } catch (error) {
    await folder.remove();
    throw error;
  }
  afterClose(app, folder.remove);
  return app;
}

export interface MultipartFile {
  field?: string;
  name: string;
  bytes: Buffer;
  type?: string;
}

/** A multipart/form-data body with these files (and fields), and its content type. */
export function multipartBody(
  files: MultipartFile[],
  fields: Record<string, string> = {},
): { payload: Buffer; contentType: string } {
  const boundary = `----opgavetorvet${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files) {
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`;
    parts.push(Buffer.from(head), file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/filer?purpose=… as the agent (its cookie and CSRF token), with these files. */
export async function uploadFiles(
  agent: Agent,
  purpose: string,
  files: MultipartFile[],
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipartBody(files);
  const cookie = agent.cookieHeader();
  return await agent.app.inject({
    method: 'POST',
    url: `/api/filer?purpose=${purpose}`,
    remoteAddress: agent.ip,
    headers: { 'content-type': contentType, 'x-csrf-token': agent.csrfToken, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

/** One file, sent under `name` with the client's claimed type. */
export const uploadFile = (agent: Agent, purpose: string, name: string, bytes: Buffer, type?: string) =>
  uploadFiles(agent, purpose, [{ name, bytes, type }]);

/** An upload the service takes (201) and the file it answers: a 500 × 400 PNG unless bytes are given. */
export async function uploaded(
  agent: Agent,
  purpose: string,
  name = 'foto.png',
  bytes?: Buffer,
): Promise<StoredFile> {
  const response = await uploadFile(agent, purpose, name, bytes ?? (await testImage(500, 400)));
  expect(response.statusCode).toBe(201);
  return response.json<StoredFile>();
}

/** A plain image of this size in this format. */
export async function testImage(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' | 'avif' = 'png',
) {
  return await sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A phone's photo: stored 400 × 200 with EXIF orientation 6 (shown 200 × 400), the camera's make,
 * GPS coordinates of a home and an ICC profile.
 */
export async function phoneJpeg(): Promise<Buffer> {
  return await sharp({ create: { width: 400, height: 200, channels: 3, background: '#c33' } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Telefon' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '55/1 40/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '12/1 34/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid black PNG of width × height pixels, one bit each: 20 000 × 20 000 is some 50 kB. */
export function bombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit, greyscale, deflate, no filter, not interlaced
  const row = 1 + Math.ceil(width / 8);
  const pixels = deflateSync(Buffer.alloc(row * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small PDF of one empty page. */
export function testPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** The start of a phone's HEIC photo (an HEVC-coded HEIF): its `ftyp` box, then bytes. */
export function heicStart(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypheic', 4, 'ascii');
  ftyp.write('mif1heic', 16, 'ascii');
  return Buffer.concat([ftyp, Buffer.alloc(200, 7)]);
}

export const HTML_PAGE = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
