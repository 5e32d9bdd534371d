// Compressed replies: an API reply over 1 KB comes as brotli or gzip as the client accepts (and as
// is without Accept-Encoding), a small one as it is; a front-end file compressed at build time is
// sent from its .br/.gz file; the event stream is never compressed.
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/helpers.js';

let app: FastifyInstance;
const BUNDLE = `console.log(${JSON.stringify('Opgavetorvet '.repeat(400))});`;

function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'opgavetorvet-compress-'));
  const dist = join(root, 'shell', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'main.0123abcd.js'), BUNDLE);
  writeFileSync(join(dist, 'main.0123abcd.js.br'), brotliCompressSync(BUNDLE));
  writeFileSync(join(dist, 'main.0123abcd.js.gz'), gzipSync(BUNDLE));
  return root;
}

beforeAll(async () => {
  app = await startTestApp({ staticRoot: fakeBuild(), seedDemo: true });
});
afterAll(() => app.close());

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compressed replies', () => {
  it('sends a large API reply as brotli, or gzip, as accepted, and plain without Accept-Encoding', async () => {
    const plain = await get('/api/categories');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await get('/api/categories', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);

    const gz = await get('/api/categories', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a small reply as it is', async () => {
    const response = await get('/healthz', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends a built file from its .br or .gz, made at build time', async () => {
    const br = await get('/main.0123abcd.js', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);
    const gz = await get('/main.0123abcd.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BUNDLE);
    expect((await get('/main.0123abcd.js')).body).toBe(BUNDLE);
  });
});
