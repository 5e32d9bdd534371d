// Rules of the login modal (SPEC §7 /bruger/modalformlogin): reply fields, destinations per role,
// the error text in the visitor's language, and throttling per account and per address.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loginAttempts } from '../../db/schema/index.js';
import { buildTestApp, createAccount, visitor, type TestAccount } from '../../test/helpers.js';
import { MAX_FAILED_ATTEMPTS } from './rules.js';

let app: FastifyInstance;
let bruger: TestAccount;

beforeEach(async () => {
  app = await buildTestApp();
  await app.ready();
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
    expect(response.json()).toEqual({ type: 'success', typelogin: role, user_id: account.id, text: destination });
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const agent = await visitor(app);
    const response = await agent.login({ email: `  ${bruger.email.toUpperCase()} `, password: bruger.password });
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

  it(`refuses the account after ${MAX_FAILED_ATTEMPTS} failed attempts in 15 minutes, even with the right password`, async () => {
    const agent = await visitor(app);
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i += 1) {
      expect((await agent.login({ email: bruger.email, password: `forkert-${i}` })).statusCode).toBe(401);
    }
    const response = await agent.login(bruger);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ type: 'error', text: 'For mange loginforsøg. Vent 15 minutter, og prøv igen.' });
    // Another account from the same address is not affected.
    const other = await createAccount(app, 'user');
    expect((await agent.login(other)).statusCode).toBe(200);
  });

  it('counts only the failures of the last 15 minutes', async () => {
    const old = Math.floor(Date.now() / 1000) - 16 * 60;
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i += 1) {
      app.db.insert(loginAttempts).values({ email: bruger.email, ip: '127.0.0.1', success: false, createdAt: old }).run();
    }
    const agent = await visitor(app);
    expect((await agent.login(bruger)).statusCode).toBe(200);
  });

  it('starts counting again after a successful login', async () => {
    const agent = await visitor(app);
    for (let i = 0; i < MAX_FAILED_ATTEMPTS - 1; i += 1) await agent.login({ email: bruger.email, password: 'forkert' });
    expect((await agent.login(bruger)).statusCode).toBe(200);
    const fresh = await visitor(app);
    await fresh.login({ email: bruger.email, password: 'forkert' });
    expect((await fresh.login(bruger)).statusCode).toBe(200);
  });

  it('limits logins per address (429 errors:::rate_limited)', async () => {
    const limited = await buildTestApp({ loginRateLimit: { max: 3, timeWindowMs: 60_000 } });
    const account = await createAccount(limited, 'user');
    const agent = await visitor(limited);
    for (let i = 0; i < 3; i += 1) await agent.login({ email: `x${i}@test.dk`, password: 'forkert' });
    const response = await agent.login(account);
    await limited.close();
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ type: 'error', message: 'For mange forespørgsler. Vent et øjeblik, og prøv igen.' });
  });

  it('refuses a login without the CSRF token (403) and does not check the password', async () => {
    const agent = await visitor(app);
    const response = await agent.post('/bruger/modalformlogin', { email: bruger.email, password: bruger.password }, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(app.db.select().from(loginAttempts).all()).toHaveLength(0);
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
