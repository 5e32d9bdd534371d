// Rules of the session: cookie flags, CSRF token, new id at login, idle and absolute time-outs, logout.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/index.js';
import {
  Agent,
  buildTestApp,
  createAccount,
  loggedIn,
  sessionRowOf,
  startTestApp,
  type TestAccount,
  visitor,
} from '../../test/helpers.js';

let app: FastifyInstance;
let bruger: TestAccount;

beforeEach(async () => {
  app = await startTestApp();
  bruger = await createAccount(app, 'user');
});
afterEach(() => app.close());

describe('GET /api/session', () => {
  it('gives a visitor user null and a CSRF token in an HttpOnly, SameSite=Lax cookie session', async () => {
    const response = await new Agent(app).get('/api/session');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null, csrfToken: expect.any(String) });
    const sid = response.headers['set-cookie'] as string;
    expect(sid).toMatch(/^sid=/);
    expect(sid).toMatch(/HttpOnly/i);
    expect(sid).toMatch(/SameSite=Lax/i);
    expect(sid).not.toMatch(/Secure/i);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('marks the cookie Secure when COOKIE_SECURE is on (behind a TLS proxy)', async () => {
    const secureApp = await buildTestApp({ cookieSecure: true, trustProxy: true });
    const response = await secureApp.inject({
      method: 'GET',
      url: '/api/session',
      headers: { 'x-forwarded-proto': 'https' },
    });
    await secureApp.close();
    expect(response.headers['set-cookie']).toMatch(/^sid=.*; Secure/i);
  });

  it('shows the logged-in user with role and company after login', async () => {
    const firma = await createAccount(app, 'company');
    const agent = await loggedIn(app, firma);
    const { user } = await agent.refreshSession();
    expect(user).toMatchObject({
      id: firma.id,
      email: firma.email,
      role: 'company',
      companyId: firma.companyId,
    });
  });
});

describe('session ids and time-outs', () => {
  it('issues a new session id at login and deletes the visitor session row', async () => {
    const agent = await visitor(app);
    const before = agent.sid;
    const visitorRow = await sessionRowOf(app, agent);
    expect(visitorRow).toBeDefined();
    expect((await agent.login(bruger)).statusCode).toBe(200);
    expect(agent.sid).not.toBe(before);
    expect(await app.db.select().from(sessions).where(eq(sessions.id, visitorRow!.id)).get()).toBeUndefined();
    expect((await sessionRowOf(app, agent))?.userId).toBe(bruger.id);
  });

  it('rotates the CSRF token with the session: the token from before the login is refused after it', async () => {
    const agent = await visitor(app);
    const before = agent.csrfToken;
    const login = await agent.login(bruger);
    const after = login.headers['x-csrf-token'];
    expect(typeof after).toBe('string');
    expect(after).not.toBe(before);
    agent.csrfToken = before;
    const stale = await agent.post('/api/logout');
    expect(stale.statusCode).toBe(403);
    expect((await agent.refreshSession()).user).toMatchObject({ id: bruger.id });
    agent.csrfToken = after as string;
    expect((await agent.post('/api/logout')).statusCode).toBe(200);
  });

  it('ends a session idle for more than 2 hours', async () => {
    const agent = await loggedIn(app, bruger);
    const row = (await sessionRowOf(app, agent))!;
    const past = Math.floor(Date.now() / 1000) - 1;
    await app.db.update(sessions).set({ idleExpiresAt: past }).where(eq(sessions.id, row.id)).run();
    expect((await agent.refreshSession()).user).toBeNull();
    expect(await app.db.select().from(sessions).where(eq(sessions.id, row.id)).get()).toBeUndefined();
  });

  it('extends the idle time-out on use but never past 7 days from login', async () => {
    const agent = await loggedIn(app, bruger);
    const row = (await sessionRowOf(app, agent))!;
    expect(row.absoluteExpiresAt - row.createdAt).toBe(7 * 24 * 3600);
    // Two hours from the last use: the log-in's own requests may fall a second after its row was made.
    expect(row.idleExpiresAt - row.createdAt).toBeGreaterThanOrEqual(2 * 3600);
    expect(row.idleExpiresAt - row.createdAt).toBeLessThanOrEqual(2 * 3600 + 2);
    // Idle nearly over: a request moves it forward again.
    const now = Math.floor(Date.now() / 1000);
    await app.db
      .update(sessions)
      .set({ idleExpiresAt: now + 30 })
      .where(eq(sessions.id, row.id))
      .run();
    expect((await agent.refreshSession()).user).not.toBeNull();
    expect((await sessionRowOf(app, agent))!.idleExpiresAt).toBeGreaterThanOrEqual(now + 2 * 3600);
    // Absolute limit reached: the session is over however active it is.
    await app.db
      .update(sessions)
      .set({ absoluteExpiresAt: now - 1 })
      .where(eq(sessions.id, row.id))
      .run();
    expect((await agent.refreshSession()).user).toBeNull();
  });

  it('sends the cookie for the 7 days of the session at login, not again with every reply', async () => {
    const agent = await visitor(app);
    const login = await agent.login(bruger);
    const cookie = (login.cookies as { name: string; expires?: Date }[]).find((c) => c.name === 'sid');
    const lifetime = ((cookie?.expires?.getTime() ?? 0) - Date.now()) / 1000;
    expect(lifetime).toBeGreaterThan(7 * 24 * 3600 - 60);
    expect(lifetime).toBeLessThanOrEqual(7 * 24 * 3600);
    const later = await agent.get('/api/session');
    expect(later.statusCode).toBe(200);
    expect(later.headers['set-cookie']).toBeUndefined();
    expect((later.json() as { user: { id: number } }).user.id).toBe(bruger.id);
  });

  it('ignores a forged cookie', async () => {
    const agent = new Agent(app);
    agent.sid = 'forged.signature';
    expect((await agent.refreshSession()).user).toBeNull();
  });
});

describe('POST /api/logout', () => {
  it('deletes the session row on the server and clears the cookie', async () => {
    const agent = await loggedIn(app, bruger);
    const row = (await sessionRowOf(app, agent))!;
    const response = await agent.post('/api/logout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await app.db.select().from(sessions).where(eq(sessions.id, row.id)).get()).toBeUndefined();
    expect(agent.sid).toBeNull();
    expect((await agent.refreshSession()).user).toBeNull();
  });

  it('refuses a logout without the CSRF token (403)', async () => {
    const agent = await loggedIn(app, bruger);
    const response = await agent.post('/api/logout', {}, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      type: 'error',
      message: 'Din session er udløbet. Genindlæs siden, og prøv igen.',
    });
  });
});
