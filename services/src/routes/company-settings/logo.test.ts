// The company's logo (issue 30): set from its own upload and shown publicly (its profile, with long
// immutable caching); a second replaces the first, whose file then answers 404 and is swept; removed,
// it is gone. Only an image the company uploaded for its logo may become its logo: another
// company's upload, an upload for something else or a PDF is refused and the logo stays; a customer
// and a visitor cannot set one.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageUrl, type CompanyLogoReply, type CompanyProfileReply } from '@opgavetorvet/contracts';
import { companies } from '../../db/schema/index.js';
import { nowSeconds } from '../../lib/danish.js';
import { ORPHAN_GRACE_SECONDS, sweepFiles } from '../../lib/files/sweep.js';
import { send, setLogo, storedPdf, uploadImage } from '../../test/company-presentation.js';
import { startAppWithFiles, testPdf, uploadFile } from '../../test/files.js';
import { createWorld, type World } from '../../test/fixtures.js';
import { manyLogins, visitor } from '../../test/helpers.js';

/** A public file's caching: anyone, a year, its address never changing content. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';

let app: FastifyInstance;
let w: World;
let slug: string;

beforeAll(async () => {
  app = await startAppWithFiles(manyLogins);
  w = await createWorld(app);
  const company = await app.db
    .select({ slug: companies.slug })
    .from(companies)
    .where(eq(companies.id, w.firmaAccount.companyId))
    .get();
  slug = company!.slug;
});
afterAll(() => app?.close());

const ownLogo = async () => (await w.firma.get('/api/firma/logo')).json<CompanyLogoReply>().logo;
const profileLogo = async () =>
  (await (await visitor(app)).get(`/api/companies/${slug}`)).json<CompanyProfileReply>().logo;
const objectsOf = async (key: string) => {
  const names: string[] = [];
  for await (const object of app.fileStore.list())
    if (object.name.startsWith(`${key}/`)) names.push(object.name);
  return names;
};

describe("the company's logo", () => {
  it('is set from its upload and shown on its public profile, served to anyone with long immutable caching', async () => {
    const logo = await uploadImage(w.firma, 'logo', 'logo.png');
    const set = await send(w.firma, 'PUT', '/api/firma/logo', { key: logo.key });
    expect(set.statusCode).toBe(200);
    expect(set.json<CompanyLogoReply>().logo).toMatchObject({
      key: logo.key,
      kind: 'image',
      widths: [320, 800],
    });
    expect((await ownLogo())?.key).toBe(logo.key);
    expect(await profileLogo()).toEqual(logo);

    const served = await (await visitor(app)).get(imageUrl(logo.key, 320));
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe(PUBLIC_CACHE);
  });

  it('a second replaces the first, whose file then answers 404 and is swept', async () => {
    const first = await setLogo(w.firma);
    const second = await setLogo(w.firma);
    expect((await ownLogo())?.key).toBe(second.key);
    expect((await profileLogo())?.key).toBe(second.key);
    expect((await (await visitor(app)).get(imageUrl(first.key, 320))).statusCode).toBe(404);
    expect((await w.firma.get(imageUrl(first.key, 320))).statusCode).toBe(404);

    expect(await objectsOf(first.key)).not.toEqual([]);
    await sweepFiles(app.db, app.fileStore, nowSeconds() + ORPHAN_GRACE_SECONDS + 60);
    expect(await objectsOf(first.key)).toEqual([]);
    expect(await objectsOf(second.key)).not.toEqual([]);
    expect((await (await visitor(app)).get(imageUrl(second.key, 320))).statusCode).toBe(200);
  });

  it('removed, it is gone from the profile and its file answers 404', async () => {
    const logo = await setLogo(w.firma);
    const removed = await send(w.firma, 'DELETE', '/api/firma/logo');
    expect(removed.statusCode).toBe(204);
    expect(await ownLogo()).toBeNull();
    expect(await profileLogo()).toBeNull();
    expect((await (await visitor(app)).get(imageUrl(logo.key, 320))).statusCode).toBe(404);
  });

  it("refuses another company's upload, an upload for a reference and a PDF, and the logo stays", async () => {
    const kept = await setLogo(w.firma);
    const others = await uploadImage(w.otherFirma, 'logo');
    const forReference = await uploadImage(w.firma, 'reference');
    for (const key of [others.key, forReference.key]) {
      const refused = await send(w.firma, 'PUT', '/api/firma/logo', { key });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ type: 'error', message: 'Filen findes ikke.' });
    }
    const notImage = 'Filen »logo.pdf« er ikke et billede. Her kan kun bruges billeder (JPEG, PNG, WebP).';
    const pdfUpload = await uploadFile(w.firma, 'logo', 'logo.pdf', testPdf());
    expect(pdfUpload.statusCode).toBe(415);
    expect(pdfUpload.json()).toEqual({ type: 'error', message: notImage });
    // One stored before uploads refused PDFs for a logo is refused as the logo.
    const pdf = await storedPdf(w.firma, w.firmaAccount, 'logo', 'logo.pdf');
    const refusedPdf = await send(w.firma, 'PUT', '/api/firma/logo', { key: pdf });
    expect(refusedPdf.statusCode).toBe(400);
    expect(refusedPdf.json()).toEqual({ type: 'error', message: notImage });
    expect((await ownLogo())?.key).toBe(kept.key);
    expect((await (await visitor(app)).get(imageUrl(kept.key, 320))).statusCode).toBe(200);
  });

  it('is the calling company’s own: a customer and a visitor cannot set one', async () => {
    const logo = await uploadImage(w.firma, 'logo');
    expect((await send(w.bruger, 'PUT', '/api/firma/logo', { key: logo.key })).statusCode).toBe(403);
    expect((await send(await visitor(app), 'PUT', '/api/firma/logo', { key: logo.key })).statusCode).toBe(
      401,
    );
    expect((await send(w.bruger, 'DELETE', '/api/firma/logo')).statusCode).toBe(403);
  });
});
