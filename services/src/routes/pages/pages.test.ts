// Rules of the pages area: the shell for every page URL of SPEC §2 (200, never cached), the same
// shell with 404 for an address that is no page (no route, no such company or category), both
// whatever the Accept header while calls answer JSON 404; hashed assets cached long, remotes under
// /remotes/<name>/ usable cross-origin, the remotes manifest, the locales, the shell's stylesheet
// carried in the page, and a short Danish 503 page while the shell is not built.
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { fakeShellBuild } from '../../test/fake-shell-build.js';
import { Agent, buildTestApp, createAccount, startTestApp } from '../../test/helpers.js';
import { sqlInsert, sqlRun } from '../../test/sql.js';

let app: FastifyInstance;
let browser: Agent;
const html = { accept: 'text/html,application/xhtml+xml' };

beforeAll(async () => {
  app = await startTestApp({ staticRoot: fakeShellBuild() });
  browser = new Agent(app);
  // The company of the profile /toemrer-jensen-aps and the category of /maler/husmaling.
  const company = await createAccount(app, 'company');
  await sqlRun(app.db, `update companies set slug = 'toemrer-jensen-aps' where id = ?`, company.companyId);
  await sqlInsert(
    app.db,
    `insert into categories (name, slug, createjob_uri) values ('Husmaling', 'husmaling', 'maler')`,
  );
});
afterAll(() => app.close());

describe('the shell', () => {
  it.each([
    '/',
    '/createjob',
    '/maler/husmaling',
    '/bruger/opgaver',
    '/bruger/opgave/12',
    '/firma/opgaver',
    '/firma/opgaver/dine-vundne-opgaver',
    '/company/jobs',
    '/admin/annulleringer',
    '/toemrer-jensen-aps',
    '/hjaelp/firma?title=1',
    '/guarantees/autoreparation-full-text',
  ])('serves the shell for the page %s with status 200 and no-cache to a visitor', async (url) => {
    const response = await browser.get(url, html);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<title>Opgavetorvet</title><script defer src="/main.0123abcd.js"></script>',
    );
    expect(response.body).toMatch(/<div id="root"><div class="app">.*<\/div><\/body><\/html>$/);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/foo/bar', 'a two-part address of no category'],
    ['/createjob/findes-ikke', 'the create-job page of no category'],
    ['/findes-ikke', 'the profile of no company'],
    ['/Toemrer-Jensen-ApS', 'a company slug in other letters'],
    ['/foo/bar/baz', 'an address no route names'],
    ['/bruger/findes-ikke', "an address in a portal's area that none of its pages has"],
    ['/hjaelp', 'a mount without a page of its own'],
    ['/guarantees/findes-ikke', 'a guarantee that does not exist'],
  ])('answers %s (%s) with 404 and the shell page, which shows its not-found screen', async (url) => {
    const response = await browser.get(url, html);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(
      '<title>Opgavetorvet</title><script defer src="/main.0123abcd.js"></script>',
    );
    expect(response.body).toContain('<span class="logo__text">Opgavetorvet</span>');
    expect(response.body).toMatch(/<div id="root"><div class="app">.*<\/div><\/body><\/html>$/);
  });

  it('answers HEAD of an unknown company profile with 404 too', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/findes-ikke', headers: html });
    expect(response.statusCode).toBe(404);
    expect((await app.inject({ method: 'HEAD', url: '/toemrer-jensen-aps', headers: html })).statusCode).toBe(
      200,
    );
  });

  it('names what the shell fetches first: the remotes manifest, the texts in the language, the remote', async () => {
    const page = (await browser.get('/bruger/opgaver', html)).body;
    expect(page).toContain('<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous"/>');
    expect(page).toContain(
      '<link rel="preload" href="/locales/da-DK/common.json" as="fetch" crossorigin="anonymous"/>',
    );
    expect(page).toContain('<link rel="preload" href="/remotes/mfe-bruger/remoteEntry.js" as="script"/>');
    expect(page.indexOf('rel="preload"')).toBeLessThan(page.indexOf('</head>'));
    const english = (await browser.get('/firma/opgaver', { ...html, cookie: 'lang=en' })).body;
    expect(english).toContain('href="/locales/en/firma.json"');
    expect(english).not.toContain('/locales/en/bruger.json');
    expect(english).not.toContain('/locales/en/home.json');
    expect((await browser.get('/', html)).body).toContain('href="/locales/da-DK/home.json"');
    expect(english).toContain('href="/remotes/mfe-firma/remoteEntry.js"');
    expect(english).not.toContain('mfe-bruger');
    expect((await browser.get('/', html)).body).not.toContain('remoteEntry.js');
  });

  it("preloads the remote's './routes' and the page's own chunk from its build's chunks.json", async () => {
    const page = (await browser.get('/firma/opgaver', html)).body;
    expect(page).toContain(
      '<link rel="preload" href="/remotes/mfe-firma/expose-routes.1a2b3c4d.js" as="script"/>',
    );
    expect(page).toContain(
      '<link rel="preload" href="/remotes/mfe-firma/expose-routes.1a2b3c4d.css" as="style"/>',
    );
    expect(page).toContain(
      '<link rel="preload" href="/remotes/mfe-firma/page-firma-opgaver.5e6f7a8b.js" as="script"/>',
    );
    expect(page).toContain('<link rel="preload" href="/remotes/mfe-firma/412.89abcdef01.js" as="script"/>');
    const otherPage = (await browser.get('/firma/oplysninger/', html)).body;
    expect(otherPage).toContain('expose-routes.1a2b3c4d.js');
    expect(otherPage).not.toContain('page-firma-opgaver');
    // A remote rebuilt while the service runs: the next page names its new files.
    const manifest = join(app.config.staticRoot, 'mfe-firma', 'dist', 'chunks.json');
    writeFileSync(manifest, JSON.stringify({ 'expose-routes': ['expose-routes.99887766.js'] }));
    utimesSync(manifest, new Date(), new Date(Date.now() + 5000));
    const rebuilt = (await browser.get('/firma/opgaver', html)).body;
    expect(rebuilt).toContain('href="/remotes/mfe-firma/expose-routes.99887766.js"');
    expect(rebuilt).not.toContain('expose-routes.1a2b3c4d');
  });

  it('preloads no chunks of a remote served from elsewhere', async () => {
    const other = await startTestApp({
      staticRoot: fakeShellBuild(),
      env: { REMOTE_FIRMA_URL: 'https://firma.example.dk/remoteEntry.js' },
    });
    const page = (await new Agent(other).get('/firma/opgaver', html)).body;
    await other.close();
    expect(page).toContain(
      '<link rel="preload" href="https://firma.example.dk/remoteEntry.js" as="script"/>',
    );
    expect(page).not.toContain('expose-routes');
  });

  it("carries the page's frame in #root: the logo and footer, and on the home page the hero's texts", async () => {
    const home = (await browser.get('/', html)).body;
    expect(home).toContain('<h1 class="hero__title">Få tilbud fra dygtige håndværkere i nærheden</h1>');
    expect(home).toContain('<span class="logo__text">Opgavetorvet</span>');
    expect(home).toContain('<footer class="site-footer">');
    // Issue 32: the footer links the privacy policy and the terms of use, as the shell's does.
    expect(home).toContain('<a href="/privatlivspolitik">Privatlivspolitik</a>');
    expect(home).toContain('<a href="/vilkaar">Vilkår for brug</a>');
    const english = (await browser.get('/', { ...html, cookie: 'lang=en' })).body;
    expect(english).toContain('<h1 class="hero__title">Get offers from skilled tradespeople near you</h1>');
    const portal = (await browser.get('/admin/annulleringer', html)).body;
    expect(portal).toContain('<main class="app__main" id="main"></main>');
    expect(portal).not.toContain('hero__title');
  });

  it("carries the shell's stylesheet in the page, marked with its file name for the stylesheet loader", async () => {
    const { body } = await browser.get('/', html);
    expect(body).toContain('<style data-href="667.4567cdef.css">.site-header{color:#456}</style>');
    expect(body).not.toContain('href=/667.4567cdef.css');
    // A stylesheet without a built file to carry stays linked.
    expect(body).toContain('<link rel="stylesheet" href="/missing.89abcdef.css"/>');
  });

  it('caches content-hashed assets for a year', async () => {
    const response = await browser.get('/main.0123abcd.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("caches a chunk with the build's six-digit content hash for a year too", async () => {
    const response = await browser.get('/page.0123ab.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not the shell', async () => {
    expect((await browser.get('/findes-ikke.js', html)).statusCode).toBe(404);
  });
});

describe('pages whatever the Accept header', () => {
  const accepts: [string, Record<string, string>][] = [
    ['no Accept', {}],
    ['Accept: */*', { accept: '*/*' }],
    ['Accept: application/json', { accept: 'application/json' }],
  ];

  it.each(accepts)('answers GET and HEAD of / with the page for %s', async (_, headers) => {
    const page = await browser.get('/', headers);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Opgavetorvet</title>');
    const head = await app.inject({ method: 'HEAD', url: '/', headers });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect((await browser.get('/bruger/opgaver', headers)).statusCode).toBe(200);
  });

  it.each(accepts)('answers a page address that is no page with the 404 page for %s', async (_, headers) => {
    const response = await browser.get('/foo/bar', headers);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it.each([...accepts, ['Accept: text/html', html] as [string, Record<string, string>]])(
    'answers an unknown /api/ address and a GET of a POST call with JSON 404 for %s',
    async (_, headers) => {
      for (const url of ['/api/findes-ikke', '/bruger/findemail', '/firma/confirm_job']) {
        const response = await browser.get(url, headers);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ type: 'error', message: 'Siden eller elementet blev ikke fundet' });
      }
    },
  );
});

describe('/remotes', () => {
  it("serves a remote's remoteEntry.js uncached and usable from other origins", async () => {
    const response = await browser.get('/remotes/mfe-firma/remoteEntry.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await browser.get('/remotes/mfe-firma/412.89abcdef01.js')).headers['cache-control']).toContain(
      'immutable',
    );
  });

  it('lists the remotes in /remotes.json, never cached', async () => {
    const response = await browser.get('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      mfe_bruger: '/remotes/mfe-bruger/remoteEntry.js',
      mfe_firma: '/remotes/mfe-firma/remoteEntry.js',
      mfe_admin: '/remotes/mfe-admin/remoteEntry.js',
    });
  });

  it('takes a remote URL from REMOTE_ADMIN_URL', async () => {
    const other = await buildTestApp({
      env: { REMOTE_ADMIN_URL: 'https://admin.example.dk/remoteEntry.js' },
    });
    const manifest = (await new Agent(other).get('/remotes.json')).json();
    await other.close();
    expect(manifest.mfe_admin).toBe('https://admin.example.dk/remoteEntry.js');
  });
});

describe('/locales', () => {
  it('serves one namespace as JSON, cached for 5 minutes', async () => {
    const response = await browser.get('/locales/da-DK/errors.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json().login_failed).toBe('Forkert e-mail eller adgangskode');
    expect((await browser.get('/locales/en/errors.json')).json().login_failed).toBe(
      'Wrong e-mail or password',
    );
  });

  it('refuses other languages (400) and unknown namespaces (404)', async () => {
    expect((await browser.get('/locales/fr/errors.json')).statusCode).toBe(400);
    expect((await browser.get('/locales/da-DK/findes-ikke.json')).statusCode).toBe(404);
    expect((await browser.get('/locales/da-DK/..%2F..%2Fpackage.json')).statusCode).toBe(400);
  });
});

describe('without a built shell', () => {
  it('shows a short Danish 503 page rendered by React', async () => {
    const empty = await buildTestApp({ staticRoot: mkdtempSync(join(tmpdir(), 'opgavetorvet-empty-')) });
    const response = await new Agent(empty).get('/bruger/opgaver', html);
    await empty.close();
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toMatch(/^<!doctype html><html lang="da">/);
    expect(response.body).toContain('Opgavetorvet er ved at blive gjort klar. Prøv igen om et øjeblik.');
    expect(response.body).not.toContain('<script');
  });
});
