// The session's file token (uploader.ts): a visitor's first photos are sent at once, each in its own
// request before any has saved the session; every one of them is the visitor's own afterwards (it is
// served to the visitor, not to another visitor).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoredFile } from '@opgavetorvet/contracts';
import { startAppWithFiles, testImage, uploadFile } from '../../test/files.js';
import { visitor } from '../../test/helpers.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await startAppWithFiles();
});
afterAll(() => app?.close());

it("makes a visitor's first uploads sent at once all its own", async () => {
  const guest = await visitor(app);
  const other = await visitor(app);
  const png = await testImage(400, 300);
  const replies = await Promise.all(
    ['a.png', 'b.png', 'c.png'].map((name) => uploadFile(guest, 'job', name, png)),
  );
  expect(replies.map((reply) => reply.statusCode)).toEqual([201, 201, 201]);
  const urls = replies.map((reply) => `/filer/${(reply.json() as StoredFile).key}/320.webp`);
  const statuses = async (agent: typeof guest) => {
    const codes: number[] = [];
    for (const url of urls) codes.push((await agent.get(url)).statusCode);
    return codes;
  };
  expect(await statuses(guest)).toEqual([200, 200, 200]);
  expect(await statuses(other)).toEqual([404, 404, 404]);
});
