// Rule (issue 32): changing the password needs the current one and the sign-up's rule for a new one
// (Danish errors); it ends every other session of the account — a second session gets 401 after —
// and keeps the one that changed it. A company's contact person may change it too.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, loggedIn, manyLogins, startTestApp, visitor } from '../../test/helpers.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
});
afterAll(() => app.close());

describe('POST /api/konto/adgangskode', () => {
  it('ends the other sessions and keeps this one; the new password logs in, the old does not', async () => {
    const kunde = await createAccount(app, 'user');
    const phone = await loggedIn(app, kunde);
    const desktop = await loggedIn(app, kunde);
    expect((await desktop.get('/api/bruger/konto')).statusCode).toBe(200);

    const changed = await phone.post('/api/konto/adgangskode', {
      current_password: kunde.password,
      new_password: 'nyt-hemmeligt-ord',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Din adgangskode er skiftet. Du er logget ud alle andre steder.');
    expect((await desktop.get('/api/bruger/konto')).statusCode).toBe(401);
    expect((await phone.get('/api/bruger/konto')).statusCode).toBe(200);

    const old = await (await visitor(app)).login(kunde);
    expect(old.json().type).toBe('error');
    expect((await loggedIn(app, { ...kunde, password: 'nyt-hemmeligt-ord' })).sid).toBeTruthy();
  });

  it('refuses a wrong current password in Danish and changes nothing', async () => {
    const kunde = await createAccount(app, 'user');
    const agent = await loggedIn(app, kunde);
    const other = await loggedIn(app, kunde);
    const refused = await agent.post('/api/konto/adgangskode', {
      current_password: 'forkert-ord',
      new_password: 'nyt-hemmeligt-ord',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Din nuværende adgangskode er forkert');
    expect((await other.get('/api/bruger/konto')).statusCode).toBe(200);
    expect((await loggedIn(app, kunde)).sid).toBeTruthy();
  });

  it('holds the new password to the sign-up rule and refuses the same one again', async () => {
    const kunde = await createAccount(app, 'user');
    const agent = await loggedIn(app, kunde);
    const short = await agent.post('/api/konto/adgangskode', {
      current_password: kunde.password,
      new_password: 'kort',
    });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain('Adgangskoden skal være mindst 8 tegn');
    const same = await agent.post('/api/konto/adgangskode', {
      current_password: kunde.password,
      new_password: kunde.password,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('Den nye adgangskode skal være en anden end den nuværende');
  });

  it("works for a company's contact person, and not for a visitor", async () => {
    const firma = await createAccount(app, 'company');
    const agent = await loggedIn(app, firma);
    const second = await loggedIn(app, firma);
    const changed = await agent.post('/api/konto/adgangskode', {
      current_password: firma.password,
      new_password: 'firmaets-nye-ord',
    });
    expect(changed.statusCode).toBe(200);
    expect((await second.get('/api/konto/notifikationer')).statusCode).toBe(401);
    const body = { current_password: 'x', new_password: 'yyyyyyyy' };
    expect((await (await visitor(app)).post('/api/konto/adgangskode', body)).statusCode).toBe(401);
  });
});
