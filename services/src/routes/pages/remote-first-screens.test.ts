// A portal's landing page opened by its role carries its first screen drawn by the remote's own
// server bundle (<remote>/server/dist/first-screen.cjs, remote-first-screens.ts): the bundle gets
// the page's path, query string, language with its texts and the replies the page carries, and its
// markup stands in an inert #first-screen before an empty #root, naming the live element that
// replaces it; the remote's stylesheets are then carried in the head. No first screen without a
// session, without a bundle, from a bundle that fails or answers nothing; a rebuilt bundle is used
// at once. (Each remote's own bundle is tested in the remote: first-screen.server.test.tsx.)
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { fakeShellBuild } from '../../test/fake-shell-build.js';
import { Agent, demoLogin, manyLogins, startTestApp } from '../../test/helpers.js';

const html = { accept: 'text/html,application/xhtml+xml' };
const PICTURE =
  /<div id="first-screen" data-replaced-by="([^"]*)" inert="">(.*?)<\/div><div id="root"><\/div>/s;

let app: FastifyInstance;
let staticRoot: string;
let later = 0;

/** Writes mfe-firma's server bundle with `body` as its renderFirstScreen's body, newer than before. */
function firmaBundle(body: string): void {
  const dir = join(staticRoot, 'mfe-firma', 'server', 'dist');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'first-screen.cjs');
  writeFileSync(file, `exports.renderFirstScreen = async (input) => { ${body} };`);
  later += 10_000;
  utimesSync(file, new Date(), new Date(Date.now() + later));
}

/** A bundle that shows what it was given: the input as JSON in a <pre>, escaped. */
const ECHO = `
  if (input.path !== '/firma/opgaver' || input.search !== '') return null;
  const text = JSON.stringify({ lang: input.lang, title: input.resources[input.lang].firma.jobs.title,
    replies: Object.keys(input.replies) }).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return { html: '<pre>' + text + '</pre>', replacedBy: '[data-testid="open-job"]' };`;

beforeAll(async () => {
  staticRoot = fakeShellBuild();
  app = await startTestApp({ seedDemo: true, staticRoot, ...manyLogins });
});
afterAll(() => app.close());

async function pictureOf(agent: Agent, url: string) {
  const response = await agent.get(url, html);
  expect(response.statusCode).toBe(200);
  const match = PICTURE.exec(response.body);
  return { body: response.body, replacedBy: match?.[1] ?? null, picture: match?.[2] ?? null };
}

describe("a portal's landing page opened by its role", () => {
  it("carries the remote's first screen, drawn from the page's replies in the visitor's language", async () => {
    firmaBundle(ECHO);
    const company = await demoLogin(app, 'firma@demo.dk');
    const { picture, replacedBy, body } = await pictureOf(company, '/firma/opgaver');
    expect(replacedBy).toBe('[data-testid=&quot;open-job&quot;]');
    const shown = JSON.parse((picture ?? '').replace(/^.*<pre>|<\/pre>.*$/gs, '').replace(/&quot;/g, '"'));
    expect(shown).toEqual({
      lang: 'da-DK',
      title: 'Opgaver i udbud',
      replies: ['/api/session', '/api/firma/opgaver?page=1', '/api/firma/kom-godt-i-gang'],
    });
    // The site's frame around it; the root React renders into is empty.
    expect(picture).toContain('class="container page"');
    expect(body).toContain('<div id="root"></div>');
    // The remote's stylesheets are carried in the head, marked with the file's name.
    expect(body).toContain('<style data-href="expose-routes.1a2b3c4d.css">.job-card{color:#123}</style>');
    expect(body).not.toContain('href="/remotes/mfe-firma/expose-routes.1a2b3c4d.css"');
  });

  it('uses a rebuilt bundle at once', async () => {
    firmaBundle(`return { html: '<h1>Ny udgave</h1>', replacedBy: '.x' };`);
    const { picture } = await pictureOf(await demoLogin(app, 'firma@demo.dk'), '/firma/opgaver');
    expect(picture).toContain('<h1>Ny udgave</h1>');
  });
});

describe('no first screen is drawn', () => {
  it('when the bundle answers nothing (a query string), and the stylesheets are then preloaded', async () => {
    firmaBundle(ECHO);
    const company = await demoLogin(app, 'firma@demo.dk');
    const searched = await pictureOf(company, '/firma/opgaver?search=maling');
    expect(searched.picture).toBeNull();
    expect(searched.body).toContain(
      '<link rel="preload" href="/remotes/mfe-firma/expose-routes.1a2b3c4d.css" as="style"/>',
    );
  });

  it('for a visitor, whose page carries no replies', async () => {
    firmaBundle(ECHO);
    const page = await pictureOf(new Agent(app), '/firma/opgaver');
    expect(page.picture).toBeNull();
    expect(page.body).not.toContain('first-screen');
  });

  it('from a bundle that fails, that answers something else, or that cannot be loaded', async () => {
    const company = await demoLogin(app, 'firma@demo.dk');
    for (const body of [`throw new Error('broken');`, `return { html: 42 };`, `}; syntax error {`]) {
      firmaBundle(body);
      expect((await pictureOf(company, '/firma/opgaver')).picture).toBeNull();
    }
  });

  it("for a remote without a bundle (the customer's remote in this build)", async () => {
    const customer = await demoLogin(app, 'bruger@demo.dk');
    expect((await pictureOf(customer, '/bruger/opgaver')).picture).toBeNull();
  });
});
