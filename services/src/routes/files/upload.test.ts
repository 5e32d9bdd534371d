// Uploads (issue 30), as a client sees them: the type is read from the bytes, not the name (a PNG
// named .jpg is stored as the image it is; an HTML page named .jpg is refused); a phone photo is
// turned by its EXIF orientation and served without EXIF, GPS or ICC; a decompression bomb, a file
// over the size limit, a HEIC photo this build cannot read and a body with two files are refused
// in Danish, naming the file, and leave no row and no object; who may upload for what; the daily quota.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_BYTES_MAX, type StoredFile } from '@opgavetorvet/contracts';
import { files } from '../../db/schema/index.js';
import { createWorld, type World } from '../../test/fixtures.js';
import {
  HTML_PAGE,
  bombPng,
  heicStart,
  multipartBody,
  phoneJpeg,
  startAppWithFiles,
  testImage,
  uploadFile,
  uploadFiles,
} from '../../test/files.js';
import { visitor } from '../../test/helpers.js';
import { sqlRun } from '../../test/sql.js';

let app: FastifyInstance;
let world: World;

beforeAll(async () => {
  app = await startAppWithFiles();
  world = await createWorld(app);
});
afterAll(() => app?.close());

async function storedObjects(store = app.fileStore): Promise<string[]> {
  const names: string[] = [];
  for await (const object of store.list()) names.push(object.name);
  return names.sort();
}

/** Rows and objects now, to show a refusal left neither. */
async function stored() {
  return { rows: (await app.db.select().from(files).all()).length, objects: (await storedObjects()).length };
}

async function served(agent = world.bruger, url: string) {
  const response = await agent.get(url);
  return {
    response,
    metadata: response.statusCode === 200 ? await sharp(response.rawPayload).metadata() : null,
  };
}

describe('the type comes from the bytes', () => {
  it('stores a PNG named .jpg as the PNG image it is, in WebP and JPEG', async () => {
    const response = await uploadFile(
      world.bruger,
      'job',
      'ferie.jpg',
      await testImage(900, 600),
      'image/jpeg',
    );
    expect(response.statusCode).toBe(201);
    const file = response.json<StoredFile>();
    expect(file).toMatchObject({
      kind: 'image',
      name: 'ferie.jpg',
      width: 900,
      height: 600,
      widths: [320, 800],
    });
    expect(file.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const webp = await served(world.bruger, `/filer/${file.key}/800.webp`);
    expect(webp.response.headers['content-type']).toBe('image/webp');
    expect(webp.metadata).toMatchObject({ format: 'webp', width: 800, height: 533 });
    expect((await served(world.bruger, `/filer/${file.key}/320.jpg`)).metadata).toMatchObject({
      format: 'jpeg',
      width: 320,
    });
    expect((await served(world.bruger, `/filer/${file.key}/1600.webp`)).response.statusCode).toBe(404);
  });

  it('refuses an HTML page named .jpg, naming it, and keeps nothing', async () => {
    const before = await stored();
    const response = await uploadFile(world.bruger, 'job', 'billede.jpg', HTML_PAGE, 'image/jpeg');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      type: 'error',
      message: 'Filen »billede.jpg« er hverken et billede (JPEG, PNG, WebP, HEIC) eller en PDF.',
    });
    expect(await stored()).toEqual(before);
  });

  it('takes a PDF as sent and an AVIF photo', async () => {
    const pdf = await uploadFile(world.bruger, 'message', 'tilbud.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect(pdf.json()).toMatchObject({ kind: 'pdf', name: 'tilbud.pdf', width: null, widths: [], bytes: 15 });
    const avif = await uploadFile(world.bruger, 'job', 'foto.avif', await testImage(400, 300, 'avif'));
    expect(avif.json()).toMatchObject({ kind: 'image', width: 400, widths: [320] });
  });

  it("refuses a PDF where only photos go (a job's photos), naming it, and keeps nothing", async () => {
    const before = await stored();
    const response = await uploadFile(world.bruger, 'job', 'tegning.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      type: 'error',
      message: 'Filen »tegning.pdf« er ikke et billede. Her kan kun bruges billeder (JPEG, PNG, WebP).',
    });
    expect(await stored()).toEqual(before);
  });
});

describe('a photo keeps nothing but its pixels', () => {
  it('turns a phone photo by its orientation and serves it without EXIF, GPS or ICC', async () => {
    const photo = await phoneJpeg();
    const sent = await sharp(photo).metadata();
    expect(sent.exif?.toString('latin1')).toContain('Telefon');
    expect(sent.icc).toBeDefined();

    const file = (await uploadFile(world.bruger, 'job', 'IMG_0001.JPG', photo)).json<StoredFile>();
    // Shown upright 200 × 400; narrower than the smallest width, so kept at its size, not enlarged.
    expect(file).toMatchObject({ width: 200, height: 400, widths: [320] });
    for (const url of [`/filer/${file.key}/320.jpg`, `/filer/${file.key}/320.webp`]) {
      const { metadata } = await served(world.bruger, url);
      expect(metadata).toMatchObject({ width: 200, height: 400 });
      expect(metadata?.exif).toBeUndefined();
      expect(metadata?.icc).toBeUndefined();
      expect(metadata?.xmp).toBeUndefined();
      expect(metadata?.orientation).toBeUndefined();
    }
  });
});

describe('refusals name the file and store nothing', () => {
  it('refuses a 20 000 × 20 000 pixel image without decoding it', async () => {
    const before = await stored();
    const response = await uploadFile(world.bruger, 'job', 'bombe.png', bombPng(20_000, 20_000));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Filen »bombe.png« har for mange pixels. Et billede må højst have 100 megapixels.',
    );
    expect(await stored()).toEqual(before);
  });

  it('refuses a file over the size limit', async () => {
    const before = await stored();
    const big = Buffer.concat([await testImage(10, 10, 'jpeg'), Buffer.alloc(FILE_BYTES_MAX)]);
    const response = await uploadFile(world.bruger, 'job', 'stor.jpg', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Filen »stor.jpg« er for stor. Den må højst fylde 10 MB.');
    expect(await stored()).toEqual(before);
  });

  it('asks for a JPEG when this build cannot read a HEIC photo', async () => {
    const response = await uploadFile(world.bruger, 'job', 'IMG_0002.HEIC', heicStart());
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toContain('Billedet »IMG_0002.HEIC« er gemt som HEIC');
    expect(response.json().message).toContain('Send det som JPEG');
  });

  it('takes one file at a time, and wants one', async () => {
    const png = await testImage(50, 50);
    const two = await uploadFiles(world.bruger, 'job', [
      { name: 'a.png', bytes: png },
      { name: 'b.png', bytes: png },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('Send én fil ad gangen.');
    const none = await uploadFiles(world.bruger, 'job', []);
    expect(none.json()).toEqual({ type: 'error', message: 'Vælg en fil at sende.' });
  });

  it('refuses a picture that cannot be read, and a body cut off on the way', async () => {
    const damaged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 9)]);
    const unreadable = await uploadFile(world.bruger, 'job', 'skadet.jpg', damaged);
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().message).toBe(
      'Filen »skadet.jpg« kan ikke læses som et billede. Den er måske beskadiget.',
    );
    const { payload, contentType } = multipartBody([{ name: 'a.png', bytes: await testImage(50, 50) }]);
    const cut = await app.inject({
      method: 'POST',
      url: '/api/filer?purpose=job',
      headers: {
        'content-type': contentType,
        'x-csrf-token': world.bruger.csrfToken,
        cookie: world.bruger.cookieHeader()!,
      },
      payload: payload.subarray(0, payload.length - 60),
    });
    expect(cut.json()).toEqual({
      type: 'error',
      message: 'Filen kom ikke helt frem. Prøv at sende den igen.',
    });
  });

  it('wants the CSRF token as every other post', async () => {
    const agent = await visitor(app);
    agent.csrfToken = 'forged';
    expect((await uploadFile(agent, 'job', 'a.png', await testImage(50, 50))).statusCode).toBe(403);
  });
});

describe('who may upload for what', () => {
  it('lets a visitor and a customer upload a job photo, not a company', async () => {
    const png = await testImage(50, 50);
    expect((await uploadFile(await visitor(app), 'job', 'a.png', png)).statusCode).toBe(201);
    expect((await uploadFile(world.firma, 'job', 'a.png', png)).statusCode).toBe(403);
  });

  it("keeps a message's files to customers and companies, a logo and references to companies", async () => {
    const png = await testImage(50, 50);
    const guest = await visitor(app);
    expect((await uploadFile(guest, 'message', 'a.png', png)).statusCode).toBe(401);
    expect((await uploadFile(world.firma, 'message', 'a.png', png)).statusCode).toBe(201);
    expect((await uploadFile(world.bruger, 'logo', 'a.png', png)).statusCode).toBe(403);
    expect((await uploadFile(world.firma, 'logo', 'a.png', png)).statusCode).toBe(201);
    expect((await uploadFile(guest, 'reference', 'a.png', png)).statusCode).toBe(401);
    expect((await uploadFile(world.firma, 'reference', 'a.png', png)).statusCode).toBe(201);
  });
});

describe('the daily quota', () => {
  it('refuses uploads past the day’s number, per account and per address', async () => {
    const small = await startAppWithFiles({ fileUploadsPerDay: 2 });
    try {
      const smallWorld = await createWorld(small);
      const png = await testImage(50, 50);
      for (let i = 0; i < 2; i += 1)
        expect((await uploadFile(smallWorld.bruger, 'job', 'a.png', png)).statusCode).toBe(201);
      const third = await uploadFile(smallWorld.bruger, 'job', 'a.png', png);
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe('Du har sendt for mange filer i dag. Prøv igen i morgen.');
      // Another account has its own day's number.
      expect((await uploadFile(smallWorld.otherBruger, 'job', 'a.png', png)).statusCode).toBe(201);
      // Visitors are counted by their address.
      const [first, second, elsewhere] = [await visitor(small), await visitor(small), await visitor(small)];
      first.ip = second.ip = '10.0.0.7';
      elsewhere.ip = '10.0.0.8';
      for (let i = 0; i < 2; i += 1)
        expect((await uploadFile(first, 'job', 'a.png', png)).statusCode).toBe(201);
      expect((await uploadFile(second, 'job', 'a.png', png)).statusCode).toBe(429);
      expect((await uploadFile(elsewhere, 'job', 'a.png', png)).statusCode).toBe(201);
    } finally {
      await small.close();
    }
  });
});

describe('the object is written before its row', () => {
  it('removes the objects it wrote when the row cannot be written', async () => {
    const before = await storedObjects();
    const refusing =
      app.db.engine === 'postgres'
        ? [
            `create function no_files() returns trigger language plpgsql as $$ begin raise exception 'no files'; end $$`,
            'create trigger no_files before insert on files for each row execute function no_files()',
          ]
        : [`create trigger no_files before insert on files begin select raise(abort, 'no files'); end`];
    for (const statement of refusing) await sqlRun(app.db, statement);
    try {
      const response = await uploadFile(world.bruger, 'job', 'a.png', await testImage(900, 600));
      expect(response.statusCode).toBe(500);
      expect(await storedObjects()).toEqual(before);
    } finally {
      await sqlRun(
        app.db,
        app.db.engine === 'postgres' ? 'drop trigger no_files on files' : 'drop trigger no_files',
      );
    }
  });
});
