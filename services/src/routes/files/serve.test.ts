// Serving stored files (issue 30) under the access rule of what they belong to: an upload not yet
// attached only to its uploader (a visitor's session, even after it logs in); a job's photos to its
// customer, to a company that may see the job and to the administrator, and 404 to a company that
// may not and to a visitor; a message's files to its two sides; a logo to everyone with long shared
// caching. A PDF only as a download that runs nothing; a revalidation answers 304; an upload taken
// back by its uploader is gone.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JOB_PHOTOS_MAX,
  MESSAGE_FILES_MAX,
  downloadUrl,
  imageUrl,
  type StoredFile,
} from '@opgavetorvet/contracts';
import { messages } from '../../db/schema/index.js';
import { attachFiles, type FileOwner } from '../../lib/files/attach.js';
import {
  addCategoryTree,
  addContact,
  addJob,
  createWorld,
  giveCategory,
  type World,
} from '../../test/fixtures.js';
import { startAppWithFiles, testPdf, uploaded } from '../../test/files.js';
import { createAccount, loggedIn, visitor, type Agent } from '../../test/helpers.js';
import { PRIVATE_CACHE, PUBLIC_CACHE } from './serve.js';

let app: FastifyInstance;
let world: World;
let admin: Agent;
let jobId: number;

beforeAll(async () => {
  app = await startAppWithFiles();
  world = await createWorld(app);
  admin = await loggedIn(app, await createAccount(app, 'admin'));
  const [, sub] = await addCategoryTree(app);
  await giveCategory(app, world.firmaAccount.companyId, sub);
  jobId = await addJob(app, world.brugerAccount.id, sub, { status: 'open' });
});
afterAll(() => app?.close());

async function attach(file: StoredFile, to: FileOwner, by: { userId: number | null; token?: string | null }) {
  await attachFiles(app.db, {
    files: [{ key: file.key }],
    to,
    by: { userId: by.userId, token: by.token ?? null },
    max: JOB_PHOTOS_MAX,
  });
}

const status = async (agent: Agent, url: string) => (await agent.get(url)).statusCode;

describe('an upload not yet attached', () => {
  it("is the uploading session's alone, also after it logs in", async () => {
    const guest = await visitor(app);
    const file = await uploaded(guest, 'job');
    const url = imageUrl(file.key, 320);
    expect(await status(guest, url)).toBe(200);
    expect(await status(await visitor(app), url)).toBe(404);
    expect(await status(world.firma, url)).toBe(404);
    expect(await status(world.bruger, url)).toBe(404);
    expect((await guest.login(world.otherBrugerAccount)).statusCode).toBe(200);
    expect(await status(guest, url)).toBe(200);
  });

  it('can be taken back by its uploader only', async () => {
    const file = await uploaded(world.bruger, 'job');
    const remove = (agent: Agent) =>
      app.inject({
        method: 'DELETE',
        url: `/api/filer/${file.key}`,
        headers: { cookie: agent.cookieHeader() ?? '', 'x-csrf-token': agent.csrfToken },
      });
    expect((await remove(world.otherBruger)).statusCode).toBe(404);
    expect((await remove(world.bruger)).statusCode).toBe(204);
    expect(await status(world.bruger, imageUrl(file.key, 320))).toBe(404);
    expect((await remove(world.bruger)).statusCode).toBe(404);
  });
});

describe("a job's photos", () => {
  it('are seen by the customer, a company that may see the job and the administrator; others get 404', async () => {
    const file = await uploaded(world.bruger, 'job');
    await attach(file, { job: jobId }, { userId: world.brugerAccount.id });
    const url = imageUrl(file.key, 320, 'jpg');
    const own = await world.bruger.get(url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe(PRIVATE_CACHE);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(await status(world.firma, url)).toBe(200);
    expect(await status(admin, url)).toBe(200);
    expect(await status(world.otherFirma, url)).toBe(404);
    expect(await status(world.otherBruger, url)).toBe(404);
    expect(await status(await visitor(app), url)).toBe(404);
    // A company that bid on it still sees them once the job is no longer open to it.
    const [, elsewhere] = await addCategoryTree(app);
    const assigned = await addJob(app, world.brugerAccount.id, elsewhere, { status: 'assigned' });
    const later = await uploaded(world.bruger, 'job');
    await attach(later, { job: assigned }, { userId: world.brugerAccount.id });
    await addContact(app, assigned, world.otherAccount.companyId, { state: 'confirmed' });
    expect(await status(world.otherFirma, imageUrl(later.key, 320))).toBe(200);
    expect(await status(world.firma, imageUrl(later.key, 320))).toBe(404);
  });
});

describe("a message's files", () => {
  it('are seen by the two sides of the contact, as a download for a PDF', async () => {
    const contactId = await addContact(app, jobId, world.firmaAccount.companyId, {
      state: 'bid',
      isWinner: false,
    });
    const message = await app.db
      .insert(messages)
      .values({ contactId, sender: 'user', body: 'Se tegningen' })
      .returning({ id: messages.id })
      .get();
    const pdf = await uploaded(world.bruger, 'message', 'Tegning æøå (1).pdf', testPdf());
    await attachFiles(app.db, {
      files: [{ key: pdf.key }],
      to: { message: message.id },
      by: { userId: world.brugerAccount.id, token: null },
      max: MESSAGE_FILES_MAX,
    });
    const response = await world.firma.get(downloadUrl(pdf));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(testPdf())).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="Tegning ___ (1).pdf"; filename*=UTF-8''Tegning%20%C3%A6%C3%B8%C3%A5%20%281%29.pdf`,
      'content-security-policy': "default-src 'none'; sandbox",
      'x-content-type-options': 'nosniff',
      'cache-control': PRIVATE_CACHE,
    });
    expect(await status(world.bruger, `/filer/${pdf.key}/any-name.pdf`)).toBe(200);
    expect(await status(world.otherFirma, downloadUrl(pdf))).toBe(404);
    expect(await status(world.otherBruger, downloadUrl(pdf))).toBe(404);
  });
});

describe('a logo', () => {
  it('is public, cached by anyone for a year, and revalidates with 304', async () => {
    const logo = await uploaded(world.firma, 'logo');
    await attach(logo, { logo: world.firmaAccount.companyId }, { userId: world.firmaAccount.id });
    const guest = await visitor(app);
    const response = await guest.get(imageUrl(logo.key, 320));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE);
    const again = await guest.get(imageUrl(logo.key, 320), {
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe('addresses that name nothing', () => {
  it('are 404', async () => {
    expect(await status(world.bruger, '/filer/not-a-key/320.webp')).toBe(404);
    expect(await status(world.bruger, imageUrl('AAAAAAAAAAAAAAAAAAAAAA', 320))).toBe(404);
  });
});
