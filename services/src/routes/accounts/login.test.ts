// Rules of the login modal (SPEC §7 /bruger/modalformlogin): reply fields, destinations per role,
// the error text in the visitor's language, and the per-address limit (throttle.test.ts has the
// throttling by account and address).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loginAttempts } from '../../db/schema/index.js';
import { buildTestApp, createAccount, startTestApp, type TestAccount, visitor } from '../../test/helpers.js';

let app: FastifyInstance;
let bruger: TestAccount;

beforeEach(async () => {
  app = await startTestApp();
  bruger = await createAccount(app, 'user');
});
afterEach(() => app.close());

describe('POST /bruger/modalformlogin', () => {
  it.each([
    ['user', '/bruger/opgaver'],
    ['company', '/firma/opgaver'],
    ['admin', '/admin/annulleringer'],
  ] as const)('logs a %s in and tells where to go (%s)', async (role, destination) => {
    const account = await createAccount(app, role);
    const agent = await visitor(app);
    const response = await agent.login(account);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'success',
      typelogin: role,
      user_id: account.id,
      text: destination,
    });
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const agent = await visitor(app);
    const response = await agent.login({
      email: `  ${bruger.email.toUpperCase()} `,
      password: bruger.password,
    });
    expect(response.json().type).toBe('success');
  });

  it('answers a wrong password with 401 and the Danish text of the error area', async () => {
    const agent = await visitor(app);
    const response = await agent.login({ email: bruger.email, password: 'forkert-kode' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      type: 'error',
      typelogin: '',
      user_id: 0,
      text: 'Forkert e-mail eller adgangskode',
      message: 'Forkert e-mail eller adgangskode',
    });
    expect((await agent.refreshSession()).user).toBeNull();
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const agent = await visitor(app);
    const unknown = await agent.login({ email: 'ingen@test.dk', password: 'forkert-kode' });
    const wrong = await agent.login({ email: bruger.email, password: 'forkert-kode' });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('gives the English text when the lang cookie is en', async () => {
    const agent = await visitor(app);
    agent.lang = 'en';
    const response = await agent.login({ email: bruger.email, password: 'forkert-kode' });
    expect(response.json().text).toBe('Wrong e-mail or password');
  });

  it('falls back to Danish for an unknown lang cookie', async () => {
    const agent = await visitor(app);
    agent.lang = 'fr';
    const response = await agent.login({ email: bruger.email, password: 'forkert-kode' });
    expect(response.json().text).toBe('Forkert e-mail eller adgangskode');
  });

  it('limits logins per address (429 errors:::rate_limited)', async () => {
    const limited = await buildTestApp({ loginRateLimit: { max: 3, timeWindowMs: 60_000 } });
    const account = await createAccount(limited, 'user');
    const agent = await visitor(limited);
    for (let i = 0; i < 3; i += 1) await agent.login({ email: `x${i}@test.dk`, password: 'forkert' });
    const response = await agent.login(account);
    await limited.close();
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      type: 'error',
      message: 'For mange forespørgsler. Vent et øjeblik, og prøv igen.',
    });
  });

  it('refuses a login without the CSRF token (403) and does not check the password', async () => {
    const agent = await visitor(app);
    const response = await agent.post(
      '/bruger/modalformlogin',
      { email: bruger.email, password: bruger.password },
      { csrf: false },
    );
    expect(response.statusCode).toBe(403);
    expect(await app.db.select().from(loginAttempts).all()).toHaveLength(0);
  });

  it('accepts a url-encoded form with the token in the _csrf field', async () => {
    const agent = await visitor(app);
    const response = await agent.post(
      '/bruger/modalformlogin',
      { email: bruger.email, password: bruger.password, _csrf: agent.csrfToken },
      { csrf: false, form: true },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().typelogin).toBe('user');
  });
});
