// A portal's landing page opened with a session carries a picture of its list's first screen
// (landing-screens/): in #first-screen, inert, before an empty #root, drawn from the same reply the
// page carries, with the user's text escaped; none for another URL, a query string, an empty list
// or a visitor; the company's pricelist notice only until it is read; the remote's stylesheets
// are then carried in the head, so the picture is drawn with them without waiting for them.
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { fakeShellBuild } from '../../test/fake-shell-build.js';
import { Agent, createAccount, demoLogin, loggedIn, manyLogins, startTestApp } from '../../test/helpers.js';
import { createCategory, createJob } from '../../test/job-fixtures.js';
import { formatShortDate } from '../../lib/danish.js';

const html = { accept: 'text/html,application/xhtml+xml' };
const PICTURE =
  /<div id="first-screen" data-replaced-by="([^"]*)" inert="">(.*?)<\/div><div id="root"><\/div>/s;

let app: FastifyInstance;
let staticRoot: string;

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

const headlines = (reply: { jobs?: { headline: string }[]; items?: { headline: string }[] }) =>
  (reply.jobs ?? reply.items ?? []).map((item) => item.headline);

describe("a portal's landing page opened by its role", () => {
  it("draws the customer's jobs, as the list call answers them, and names the list that replaces them", async () => {
    const customer = await demoLogin(app, 'bruger@demo.dk');
    const { picture, replacedBy, body } = await pictureOf(customer, '/bruger/opgaver');
    expect(replacedBy).toBe('[data-testid=&quot;bruger-opgaver&quot;] [data-testid=&quot;user-job&quot;]');
    expect(picture).toContain('<h1 class="page-title">Mine opgaver</h1>');
    const jobs = (await customer.get('/api/bruger/opgaver')).json<{ jobs: { headline: string }[] }>();
    expect(jobs.jobs.length).toBeGreaterThan(0);
    for (const headline of headlines(jobs)) expect(picture).toContain(`>${headline}</a></h2>`);
    // The root React renders into is empty: the picture is not part of the page's tree, and it
    // carries none of the page's test ids, so nothing that looks for the page's list finds it.
    expect(body).toContain('<div id="root"></div>');
    expect(picture).not.toContain('data-testid');
  });

  it("draws the company's open jobs with the pricelist notice until the company has read it", async () => {
    const company = await demoLogin(app, 'firma@demo.dk');
    const first = await pictureOf(company, '/firma/opgaver');
    expect(first.picture).toContain('<aside class="price-list-notice">');
    expect(first.picture).toMatch(/<p class="muted">\d+ åbne? opgaver?<\/p>/);
    const jobs = (await company.get('/api/firma/opgaver?page=1')).json<{ jobs: { headline: string }[] }>();
    for (const headline of headlines(jobs)) expect(first.picture).toContain(`>${headline}</h2>`);
    // 'Forstået' keeps the notice read in a cookie of the company's, which the page's picture reads.
    const read = await company.post('/firma/modal_prise_read', { popuppriselist: 1 });
    expect(read.statusCode).toBe(200);
    const kept = (read.cookies as { name: string; value: string }[]).find((c) =>
      c.name.startsWith('popuppriselist_'),
    );
    expect(kept?.value).toBe('1');
    const page = await app.inject({
      method: 'GET',
      url: '/firma/opgaver',
      headers: { ...html, cookie: `${company.cookieHeader()}; ${kept?.name}=${kept?.value}` },
    });
    const afterRead = { picture: PICTURE.exec(page.body)?.[2] ?? null };
    expect(afterRead.picture).toContain('class="card job-card');
    expect(afterRead.picture).not.toContain('price-list-notice');
  });

  it("draws the administrator's pending cancellation requests with their reasons", async () => {
    const admin = await demoLogin(app, 'admin@demo.dk');
    const { picture } = await pictureOf(admin, '/admin/annulleringer');
    const reply = (await admin.get('/api/admin/annulleringer')).json<{
      items: { headline: string; text: string; appointment_at: number | null }[];
    }>();
    expect(reply.items.length).toBeGreaterThan(0);
    for (const item of reply.items) expect(picture).toContain(`>${item.headline}</h2>`);
    // The agreed date where the company gave one, as the remote's card shows it.
    const dated = reply.items.flatMap((item) => (item.appointment_at === null ? [] : [item.appointment_at]));
    for (const at of dated) expect(picture).toContain(`<dt>Aftalt dato</dt><dd>${formatShortDate(at)}</dd>`);
    expect(picture).toContain('<blockquote class="cancellation-card__reason">');
  });

  it("carries the page's remote stylesheets in its head when it draws a picture, and preloads them otherwise", async () => {
    const company = await demoLogin(app, 'firma@demo.dk');
    const withPicture = await pictureOf(company, '/firma/opgaver');
    // Marked with the file's name, by which the remote's stylesheet loader knows it is there.
    expect(withPicture.body).toContain(
      '<style data-href="expose-routes.1a2b3c4d.css">.job-card{color:#123}</style>',
    );
    expect(withPicture.body).not.toContain('href="/remotes/mfe-firma/expose-routes.1a2b3c4d.css"');
    const searched = await pictureOf(company, '/firma/opgaver?search=maling');
    expect(searched.picture).toBeNull();
    expect(searched.body).toContain(
      '<link rel="preload" href="/remotes/mfe-firma/expose-routes.1a2b3c4d.css" as="style"/>',
    );
  });

  it('links a remote stylesheet whose text could end its style element, or that cannot be read', async () => {
    const dist = join(staticRoot, 'mfe-firma', 'dist');
    writeFileSync(
      join(dist, 'page-firma-opgaver.0badc0de.css'),
      '.a{content:"</style><script>alert(1)</script>"}',
    );
    writeFileSync(
      join(dist, 'chunks.json'),
      JSON.stringify({
        'expose-routes': ['expose-routes.1a2b3c4d.css'],
        'page-firma-opgaver': ['page-firma-opgaver.0badc0de.css', 'page-firma-opgaver.feedbeef.css'],
      }),
    );
    utimesSync(join(dist, 'chunks.json'), new Date(), new Date(Date.now() + 5000));
    const { body } = await pictureOf(await demoLogin(app, 'firma@demo.dk'), '/firma/opgaver');
    expect(body).not.toContain('<script>alert(1)');
    expect(body).toContain(
      '<link rel="stylesheet" href="/remotes/mfe-firma/page-firma-opgaver.0badc0de.css"/>',
    );
    expect(body).toContain(
      '<link rel="stylesheet" href="/remotes/mfe-firma/page-firma-opgaver.feedbeef.css"/>',
    );
    expect(body).toContain('<style data-href="expose-routes.1a2b3c4d.css">');
  });
});

describe('no picture is drawn', () => {
  it("for a page with a query string, another page, another role's landing page or a visitor", async () => {
    const customer = await demoLogin(app, 'bruger@demo.dk');
    expect((await pictureOf(customer, '/bruger/opgaver?x=1')).picture).toBeNull();
    expect((await pictureOf(customer, '/bruger/beskeder')).picture).toBeNull();
    expect((await pictureOf(customer, '/firma/opgaver')).picture).toBeNull();
    const page = await pictureOf(new Agent(app), '/bruger/opgaver');
    expect(page.picture).toBeNull();
    expect(page.body).not.toContain('first-screen');
  });

  it('for an empty list, whose page draws its own empty state', async () => {
    const customer = await loggedIn(app, await createAccount(app, 'user'));
    expect((await pictureOf(customer, '/bruger/opgaver')).picture).toBeNull();
  });
});

describe("the user's text in the picture", () => {
  it('is written as text, never as markup', async () => {
    const account = await createAccount(app, 'user');
    const { subId } = await createCategory(app);
    await createJob(app, {
      userId: account.id,
      categoryId: subId,
      headline: '<img src=x onerror=alert(1)> & "tag"',
    });
    const { picture } = await pictureOf(await loggedIn(app, account), '/bruger/opgaver');
    expect(picture).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;tag&quot;');
    expect(picture).not.toContain('<img');
  });
});
