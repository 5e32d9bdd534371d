// What the session plugin writes and sends: a session is stored and its cookie sent only when a call
// changed it (in place too), and read back on the next request; an unchanged one costs no write and
// no cookie; a cookie naming a session that is gone is cleared; a Secure cookie is never set on a
// plain-http request (and nothing is stored for it).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { sessions } from '../../db/schema/index.js';
import { Agent, buildTestApp, sessionRowOf, visitor } from '../../test/helpers.js';

let app: FastifyInstance;

const sessionCount = async (target: FastifyInstance) =>
  (
    await target.db
      .select({ n: sql<number>`count(*)` })
      .from(sessions)
      .get()
  )?.n ?? 0;

/** Test calls on the session: add a job to a list field (in place, or as a new list), read it. */
function addTestRoutes(target: FastifyInstance): void {
  target.post('/api/test/session/add', async (request) => {
    const { id, inPlace } = request.body as { id: number; inPlace?: boolean };
    const list = request.session.openIdeaJobs;
    if (inPlace && list) list.push(id);
    else request.session.openIdeaJobs = [...(list ?? []), id];
    return { ok: true };
  });
  target.get('/api/test/session/list', async (request) => ({ list: request.session.openIdeaJobs ?? [] }));
}

beforeEach(async () => {
  app = await buildTestApp();
  addTestRoutes(app);
  await app.ready();
});
afterEach(() => app.close());

describe('the session cookie and row', () => {
  it('stores nothing and sends no cookie for a visitor whose session nothing changed', async () => {
    const before = await sessionCount(app);
    const response = await new Agent(app).get('/api/test/session/list');
    expect(response.json()).toEqual({ list: [] });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await sessionCount(app)).toBe(before);
  });

  it('writes a changed session and sends its cookie, then reads it back without sending it again', async () => {
    const agent = await visitor(app);
    const first = await agent.post('/api/test/session/add', { id: 7 });
    expect(first.statusCode).toBe(200);
    // The visitor's session was stored when its CSRF token was made; this change keeps the same id.
    expect(first.headers['set-cookie']).toMatch(/^sid=.+; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/);
    expect(JSON.parse((await sessionRowOf(app, agent))!.data)).toMatchObject({ openIdeaJobs: [7] });

    const read = await agent.get('/api/test/session/list');
    expect(read.json()).toEqual({ list: [7] });
    expect(read.headers['set-cookie']).toBeUndefined();
  });

  it('writes a change made in place inside a field', async () => {
    const agent = await visitor(app);
    await agent.post('/api/test/session/add', { id: 1 });
    const changed = await agent.post('/api/test/session/add', { id: 2, inPlace: true });
    expect(changed.headers['set-cookie']).toMatch(/^sid=/);
    expect((await agent.get('/api/test/session/list')).json()).toEqual({ list: [1, 2] });
  });

  it('clears a cookie whose session is gone, and stores nothing for it', async () => {
    const agent = await visitor(app);
    const row = (await sessionRowOf(app, agent))!;
    await app.db
      .delete(sessions)
      .where(sql`${sessions.id} = ${row.id}`)
      .run();
    const before = await sessionCount(app);
    const response = await agent.get('/api/test/session/list');
    expect(response.headers['set-cookie']).toMatch(/^sid=;/);
    expect(response.headers['set-cookie']).toMatch(/Expires=Thu, 01 Jan 1970 00:00:00 GMT/);
    expect(agent.sid).toBeNull();
    expect(await sessionCount(app)).toBe(before);
  });
});

describe('a Secure session cookie (COOKIE_SECURE)', () => {
  it('is never set over plain http, and the session is not stored; over https it is', async () => {
    const secure = await buildTestApp({ cookieSecure: true, trustProxy: true });
    try {
      await secure.ready();
      const before = await sessionCount(secure);
      const plain = await secure.inject({ method: 'GET', url: '/api/session' });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['set-cookie']).toBeUndefined();
      expect(await sessionCount(secure)).toBe(before);
      const https = await secure.inject({
        method: 'GET',
        url: '/api/session',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['set-cookie']).toMatch(/^sid=.+; Secure/);
      expect(await sessionCount(secure)).toBe(before + 1);
    } finally {
      await secure.close();
    }
  });
});
