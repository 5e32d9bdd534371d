// Issue 33: logIn itself lets an administrator held to the second factor in only through its step,
// whichever way in calls it (a route of the test's own calls it here as the login routes do).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAccount, manyLogins, visitor } from '../../test/helpers.js';
import { heldAdmin } from '../../test/admin-login.js';
import { logIn } from '../../lib/log-in.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(manyLogins);
  app.post<{ Params: { id: string } }>('/test/log-in/:id', async (request, reply) => {
    await logIn(request, reply, app.db, Number(request.params.id));
    return { ok: true };
  });
  await app.ready();
});
afterAll(() => app.close());

describe('logIn', () => {
  it('refuses an administrator held to the second factor, and logs in one with the password alone', async () => {
    const held = await heldAdmin(app);
    const agent = await visitor(app);
    const refused = await agent.post(`/test/log-in/${held.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Bekræft først dit login med koden fra din godkendelses-app.');
    expect((await agent.refreshSession()).user).toBeNull();

    const passwordOnly = await createAccount(app, 'admin');
    expect((await agent.post(`/test/log-in/${passwordOnly.id}`)).statusCode).toBe(200);
    expect((await agent.refreshSession()).user).toMatchObject({ id: passwordOnly.id });
  });
});
