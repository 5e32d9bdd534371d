// The company's reference jobs (issue 30): one added with two photos shows on its public profile in
// order with their captions, and anyone may view its photos (long immutable caching); changed, it
// keeps what the body says (a photo left out is gone); deleted, its photos go with it (404, swept).
// Refused, with nothing written: the 13th photo, the 21st reference, an empty title, a photo that is
// not the company's own upload for a reference, a PDF. Another company cannot change or delete it.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_REFERENCES_MAX,
  REFERENCE_PHOTOS_MAX,
  REFERENCE_TEXT_MAX,
  imageUrl,
  type CompanyProfileReply,
  type CompanyReference,
  type CompanyReferencesReply,
} from '@opgavetorvet/contracts';
import { companies } from '../../db/schema/index.js';
import { nowSeconds } from '../../lib/danish.js';
import { ORPHAN_GRACE_SECONDS, sweepFiles } from '../../lib/files/sweep.js';
import { addReference, send, storedPdf, uploadImage } from '../../test/company-presentation.js';
import { startAppWithFiles, testPdf, uploadFile } from '../../test/files.js';
import { createWorld, type World } from '../../test/fixtures.js';
import { createAccount, loggedIn, manyLogins, visitor } from '../../test/helpers.js';

/** A public file's caching: anyone, a year, its address never changing content. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';

let app: FastifyInstance;
let w: World;

beforeAll(async () => {
  app = await startAppWithFiles(manyLogins);
  w = await createWorld(app);
});
afterAll(() => app?.close());

const slugOf = async (companyId: number) =>
  (await app.db.select({ slug: companies.slug }).from(companies).where(eq(companies.id, companyId)).get())!
    .slug;
const profileOf = async (companyId: number) =>
  (await (await visitor(app)).get(`/api/companies/${await slugOf(companyId)}`)).json<CompanyProfileReply>();
const ownReferences = async (agent = w.firma) =>
  (await agent.get('/api/firma/referencer')).json<CompanyReferencesReply>().references;
const photoStatus = async (key: string) => (await (await visitor(app)).get(imageUrl(key, 320))).statusCode;
const uploads = async (n: number) => {
  const keys: string[] = [];
  for (let i = 0; i < n; i += 1) keys.push((await uploadImage(w.firma, 'reference')).key);
  return keys;
};

describe("a company's reference jobs", () => {
  it('one added with two photos shows on the public profile in order with their captions', async () => {
    const first = await addReference(w.firma, 'Nyt tag i Valby', ['Før', ''], 'Tegltag lagt om på 3 dage.');
    expect(first.photos.map((photo) => photo.caption)).toEqual(['Før', null]);
    const second = await addReference(w.firma, 'Carport', ['Færdig']);

    const profile = await profileOf(w.firmaAccount.companyId);
    expect(profile.references).toEqual([first, second]);
    expect(profile.references[0]).toMatchObject({
      title: 'Nyt tag i Valby',
      text: 'Tegltag lagt om på 3 dage.',
      photos: [
        { key: first.photos[0]!.key, caption: 'Før', kind: 'image' },
        { key: first.photos[1]!.key, caption: null, kind: 'image' },
      ],
    });
    expect(await ownReferences()).toEqual([first, second]);
  });

  it('its photos are public: a visitor gets them with long immutable caching', async () => {
    const reference = await addReference(w.firma, 'Badeværelse', ['Fliser']);
    const served = await (await visitor(app)).get(imageUrl(reference.photos[0]!.key, 800, 'jpg'));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe(PUBLIC_CACHE);
  });

  it('takes REFERENCE_PHOTOS_MAX photos and refuses the 13th, writing nothing', async () => {
    const keys = await uploads(REFERENCE_PHOTOS_MAX + 1);
    const before = await ownReferences();
    const refused = await send(w.firma, 'POST', '/api/firma/referencer', {
      title: 'For mange billeder',
      text: '',
      photos: keys.map((key) => ({ key })),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ messages: string[] }>().messages).toEqual(['Der er valgt for mange billeder.']);
    expect(await ownReferences()).toEqual(before);

    const taken = await send(w.firma, 'POST', '/api/firma/referencer', {
      title: 'Tolv billeder',
      text: '',
      photos: keys.slice(0, REFERENCE_PHOTOS_MAX).map((key) => ({ key })),
    });
    expect(taken.statusCode).toBe(201);
    const reference = taken.json<CompanyReference>();
    expect(reference.photos).toHaveLength(REFERENCE_PHOTOS_MAX);

    const thirteenth = await send(w.firma, 'PUT', `/api/firma/referencer/${reference.id}`, {
      title: 'Tolv billeder',
      text: '',
      photos: keys.map((key) => ({ key })),
    });
    expect(thirteenth.statusCode).toBe(400);
    expect((await ownReferences()).find((r) => r.id === reference.id)?.photos).toHaveLength(
      REFERENCE_PHOTOS_MAX,
    );
  });

  it('refuses the 21st reference', async () => {
    const account = await createAccount(app, 'company');
    const company = await loggedIn(app, account);
    for (let i = 1; i <= COMPANY_REFERENCES_MAX; i += 1) await addReference(company, `Reference ${i}`);
    const refused = await send(company, 'POST', '/api/firma/referencer', {
      title: 'Én for meget',
      text: '',
      photos: [],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      type: 'error',
      message: 'Du kan højst have 20 referencer. Slet en, før du tilføjer en ny.',
    });
    expect(await ownReferences(company)).toHaveLength(COMPANY_REFERENCES_MAX);
  });

  it('a refused photo leaves no reference: not its own upload, an upload for something else, a PDF', async () => {
    const before = await ownReferences();
    const others = await uploadImage(w.otherFirma, 'reference');
    const logo = await uploadImage(w.firma, 'logo');
    const good = await uploadImage(w.firma, 'reference');
    for (const key of [others.key, logo.key]) {
      const refused = await send(w.firma, 'POST', '/api/firma/referencer', {
        title: 'Med andres billede',
        text: '',
        photos: [{ key: good.key }, { key }],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ type: 'error', message: 'Filen findes ikke.' });
    }
    expect((await uploadFile(w.firma, 'reference', 'tilbud.pdf', testPdf())).statusCode).toBe(415);
    // One stored before uploads refused PDFs for a reference is refused as its photo.
    const pdf = await storedPdf(w.firma, w.firmaAccount, 'reference', 'tilbud.pdf');
    const refusedPdf = await send(w.firma, 'POST', '/api/firma/referencer', {
      title: 'Med en PDF',
      text: '',
      photos: [{ key: good.key }, { key: pdf }],
    });
    expect(refusedPdf.statusCode).toBe(400);
    expect(refusedPdf.json<{ message: string }>().message).toContain('»tilbud.pdf« er ikke et billede');
    expect(await ownReferences()).toEqual(before);
    // The good photo was not used up by the refused calls.
    const reused = await send(w.firma, 'POST', '/api/firma/referencer', {
      title: 'Det gode billede',
      text: '',
      photos: [{ key: good.key }],
    });
    expect(reused.statusCode).toBe(201);
  });

  it('refuses an empty title and a text over REFERENCE_TEXT_MAX characters', async () => {
    const before = await ownReferences();
    const empty = await send(w.firma, 'POST', '/api/firma/referencer', {
      title: '   ',
      text: '',
      photos: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ messages: string[] }>().messages).toEqual(['Skriv en titel på referencen.']);
    const long = await send(w.firma, 'POST', '/api/firma/referencer', {
      title: 'Lang tekst',
      text: 'x'.repeat(REFERENCE_TEXT_MAX + 1),
      photos: [],
    });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ messages: string[] }>().messages).toEqual([
      `Feltet tekst må højst være ${REFERENCE_TEXT_MAX} tegn`,
    ]);
    expect(await ownReferences()).toEqual(before);
  });

  it('changed, it is what the body says: a photo left out is gone, a new one added with its caption', async () => {
    const reference = await addReference(w.firma, 'Køkken', ['Før', 'Efter']);
    const [before, after] = reference.photos;
    const added = await uploadImage(w.firma, 'reference');
    const changed = await send(w.firma, 'PUT', `/api/firma/referencer/${reference.id}`, {
      title: '  Nyt køkken  ',
      text: 'Eg og hvide låger.',
      photos: [
        { key: added.key, caption: 'Detalje' },
        { key: after!.key, caption: 'Efter' },
      ],
    });
    expect(changed.statusCode).toBe(200);
    const expected = {
      id: reference.id,
      title: 'Nyt køkken',
      text: 'Eg og hvide låger.',
      photos: [
        { ...added, caption: 'Detalje' },
        { ...after, caption: 'Efter' },
      ],
    };
    expect(changed.json()).toEqual(expected);
    expect((await profileOf(w.firmaAccount.companyId)).references).toContainEqual(expected);
    expect(await photoStatus(before!.key)).toBe(404);
    expect(await photoStatus(added.key)).toBe(200);
  });

  it('another company cannot change or delete it, and a customer cannot reach the calls', async () => {
    const reference = await addReference(w.firma, 'Terrasse', ['Træ']);
    const body = { title: 'Overtaget', text: '', photos: [] };
    const changed = await send(w.otherFirma, 'PUT', `/api/firma/referencer/${reference.id}`, body);
    expect(changed.statusCode).toBe(404);
    expect(changed.json()).toEqual({ type: 'error', message: 'Referencen findes ikke.' });
    expect((await send(w.otherFirma, 'DELETE', `/api/firma/referencer/${reference.id}`)).statusCode).toBe(
      404,
    );
    expect((await send(w.bruger, 'POST', '/api/firma/referencer', body)).statusCode).toBe(403);
    expect((await send(await visitor(app), 'GET', '/api/firma/referencer')).statusCode).toBe(401);
    expect(await ownReferences(w.otherFirma)).toEqual([]);
    expect((await ownReferences()).find((r) => r.id === reference.id)).toEqual(reference);
    expect(await photoStatus(reference.photos[0]!.key)).toBe(200);
  });

  it('deleted, its photos go with it: they answer 404 and are swept', async () => {
    const reference = await addReference(w.firma, 'Gammel sag', ['Et', 'To']);
    const keys = reference.photos.map((photo) => photo.key);
    const deleted = await send(w.firma, 'DELETE', `/api/firma/referencer/${reference.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await ownReferences()).map((r) => r.id)).not.toContain(reference.id);
    expect((await profileOf(w.firmaAccount.companyId)).references.map((r) => r.id)).not.toContain(
      reference.id,
    );
    for (const key of keys) expect(await photoStatus(key)).toBe(404);

    await sweepFiles(app.db, app.fileStore, nowSeconds() + ORPHAN_GRACE_SECONDS + 60);
    const left: string[] = [];
    for await (const object of app.fileStore.list()) left.push(object.name);
    for (const key of keys) expect(left.filter((name) => name.startsWith(`${key}/`))).toEqual([]);
    expect((await send(w.firma, 'DELETE', `/api/firma/referencer/${reference.id}`)).statusCode).toBe(404);
  });
});
