// A page opened with a session carries the replies to its first calls (first-replies.ts): the
// session with its CSRF token, and on a portal's landing page its list when the role is the
// portal's; the text cannot leave its script element; a visitor without a cookie gets none and no
// session; such a page is never stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { sessions } from '../../db/schema/index.js';
import { fakeShellBuild } from '../../test/fake-shell-build.js';
import { Agent, createAccount, demoLogin, loggedIn, manyLogins, startTestApp } from '../../test/helpers.js';

const html = { accept: 'text/html,application/xhtml+xml' };
const SCRIPT = /<script type="application\/json" id="first-replies">(.*?)<\/script><\/body>/;

let app: FastifyInstance;

beforeAll(async () => {
  app = await startTestApp({ seedDemo: true, staticRoot: fakeShellBuild(), ...manyLogins });
});
afterAll(() => app.close());

async function pageOf(agent: Agent, url: string) {
  const response = await agent.get(url, html);
  const text = SCRIPT.exec(response.body)?.[1];
  return { response, replies: text === undefined ? null : (JSON.parse(text) as Record<string, unknown>) };
}

describe('a page opened with a session', () => {
  it("carries the company's session and its first page of open jobs, as the calls answer them", async () => {
    const company = await demoLogin(app, 'firma@demo.dk');
    const { response, replies } = await pageOf(company, '/firma/opgaver');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Object.keys(replies ?? {})).toEqual([
      '/api/session',
      '/api/firma/opgaver?page=1',
      '/api/firma/kom-godt-i-gang',
    ]);
    const session = replies?.['/api/session'] as { user: { role: string; email: string }; csrfToken: string };
    expect(session.user).toMatchObject({ role: 'company', email: 'firma@demo.dk' });
    expect(replies?.['/api/firma/opgaver?page=1']).toEqual(
      (await company.get('/api/firma/opgaver?page=1')).json(),
    );
    expect(replies?.['/api/firma/kom-godt-i-gang']).toEqual(
      (await company.get('/api/firma/kom-godt-i-gang')).json(),
    );
    // The page's token is one the session accepts.
    company.csrfToken = session.csrfToken;
    expect((await company.post('/bruger2/update_number_red_dot', {})).statusCode).toBe(200);
  });

  it("answers a landing page's list only for the portal's own role", async () => {
    const customer = await demoLogin(app, 'bruger@demo.dk');
    const onCompanyPage = (await pageOf(customer, '/firma/opgaver')).replies;
    expect(Object.keys(onCompanyPage ?? {})).toEqual(['/api/session']);
    const own = (await pageOf(customer, '/bruger/opgaver')).replies;
    expect(own?.['/api/bruger/opgaver']).toEqual((await customer.get('/api/bruger/opgaver')).json());
    const admin = await demoLogin(app, 'admin@demo.dk');
    const adminPage = (await pageOf(admin, '/admin/annulleringer')).replies;
    expect(Object.keys(adminPage ?? {})).toEqual([
      '/api/session',
      '/api/admin/annulleringer',
      '/api/admin/henvendelser/antal',
    ]);
    expect(Object.keys((await pageOf(admin, '/bruger/opgave/1')).replies ?? {})).toEqual(['/api/session']);
  });

  it('keeps every reply inside its script element, whatever the text holds', async () => {
    const name = '</script><script>alert(1)</script><!-- & \u2028';
    const account = await createAccount(app, 'user', { name });
    const customer = await loggedIn(app, account);
    const { response, replies } = await pageOf(customer, '/bruger/opgaver');
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).not.toContain('<!--');
    expect((replies?.['/api/session'] as { user: { name: string } }).user.name).toBe(name);
  });

  it('answers nothing ahead for a HEAD request, which has no page to carry it', async () => {
    const company = await demoLogin(app, 'firma@demo.dk');
    const response = await app.inject({
      method: 'HEAD',
      url: '/firma/opgaver',
      headers: { ...html, cookie: company.cookieHeader() ?? '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('renews a session the cookie no longer names, and sends its cookie with the page', async () => {
    const stale = new Agent(app);
    stale.sid = 'findes-ikke.signatur';
    const { response, replies } = await pageOf(stale, '/firma/opgaver');
    expect((replies?.['/api/session'] as { user: unknown }).user).toBeNull();
    expect(String(response.headers['set-cookie'])).toMatch(/^sid=/);
  });
});

describe('a page opened without a session cookie', () => {
  it('carries no replies, starts no session and may be revalidated from a cache', async () => {
    const before = (await app.db.select({ n: count() }).from(sessions).get())?.n;
    const { response, replies } = await pageOf(new Agent(app), '/firma/opgaver');
    expect(replies).toBeNull();
    expect(response.body).not.toContain('first-replies');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect((await app.db.select({ n: count() }).from(sessions).get())?.n).toBe(before);
  });
});
