// The embeddable widget's refusals (GET /widget/:slug?color=): they are shown inside the customer's
// own site, so an unknown company (404) or a colour that is not #rrggbb (400) answers a small Danish
// HTML page that may be framed — never the service's JSON — and the text in it is escaped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { manyLogins, startTestApp } from '../../test/helpers.js';
import { createWorld, type World } from '../../test/fixtures.js';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.js';

let app: FastifyInstance;
let w: World;

beforeAll(async () => {
  app = await startTestApp({ ...manyLogins, publicUrl: 'https://opgavetorvet.example' });
  w = await createWorld(app);
});
afterAll(() => app.close());

const slug = async () =>
  (await app.db.select().from(companies).where(eq(companies.id, w.firmaAccount.companyId)).get())!.slug;

function expectFramablePage(response: Awaited<ReturnType<FastifyInstance['inject']>>, text: string) {
  expect(response.headers['content-type']).toContain('text/html');
  expect(response.headers['content-security-policy']).toContain('frame-ancestors *');
  expect(response.headers['x-frame-options']).toBeUndefined();
  expect(response.body).toMatch(/^<!doctype html><html lang="da-DK">/);
  expect(response.body).toContain('Widgetten kan ikke vises');
  expect(response.body).toContain(text);
  expect(() => JSON.parse(response.body)).toThrow();
}

describe('GET /widget/:slug refusals are a Danish page in the iframe', () => {
  it('an unknown company answers 404 with "Firmaet findes ikke"', async () => {
    const response = await app.inject({ method: 'GET', url: '/widget/findes-ikke' });
    expect(response.statusCode).toBe(404);
    expectFramablePage(response, 'Firmaet findes ikke på Opgavetorvet.');
  });

  it('a slug no company can have is no company either: 404, and nothing of it is echoed', async () => {
    const response = await app.inject({ method: 'GET', url: '/widget/%3Cscript%3Ealert(1)%3C%2Fscript%3E' });
    expect(response.statusCode).toBe(404);
    expectFramablePage(response, 'Firmaet findes ikke på Opgavetorvet.');
    expect(response.body).not.toContain('<script');
  });

  it('a colour that is not #rrggbb answers 400 naming the #rrggbb form', async () => {
    for (const color of ['red', '#12345g', '"><script>alert(1)</script>']) {
      const response = await app.inject({
        method: 'GET',
        url: `/widget/${await slug()}?color=${encodeURIComponent(color)}`,
      });
      expect(response.statusCode).toBe(400);
      expectFramablePage(response, 'Farven i indlejringskoden er ugyldig. Den skal skrives som #rrggbb');
      expect(response.body).not.toContain('<script');
    }
  });

  it('another query parameter answers 400 with the invalid-address line', async () => {
    const response = await app.inject({ method: 'GET', url: `/widget/${await slug()}?farve=red` });
    expect(response.statusCode).toBe(400);
    expectFramablePage(response, 'Adressen i indlejringskoden er ugyldig.');
  });

  it('a known company in a good colour is still the widget (200)', async () => {
    const response = await app.inject({ method: 'GET', url: `/widget/${await slug()}?color=%23aa0000` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('background:#aa0000');
  });
});
