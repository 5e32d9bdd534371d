// Social login through OpenID Connect against a real provider (oidc-provider on loopback; our
// routes by inject): 'FB initialization failed' when no provider is set up or reachable; the
// authorization request carries PKCE, state and nonce and the callback from PUBLIC_URL; a new
// person gets a customer profile with the provider's name, e-mail and phone; a returning person
// is logged in; an e-mail that has a profile waits for that profile's password (fb_email rules);
// anything that does not verify is 'Something went wrong. Try again later.' and logs nobody in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, createAccount, visitor, type Agent } from '../../test/helpers.js';
import { logInAtProvider, startOidcProvider, type OidcTestServer } from '../../test/oidc-server.js';
import { sqlOne } from '../../test/sql.js';

const PUBLIC_URL = 'http://opgavetorvet.test';
let provider: OidcTestServer;
let app: FastifyInstance;

beforeAll(async () => {
  provider = await startOidcProvider([`${PUBLIC_URL}/social/oidc/callback`], {
    'ny-kunde': {
      email: 'Ny.Kunde@Example.dk',
      email_verified: true,
      name: 'Nina Ny',
      phone_number: '+45 22 33 44 55',
    },
    'kendt-mail': { email: 'kendt@example.dk', email_verified: true, name: 'Karl Kendt' },
    'ikke-bekraeftet': { email: 'ubekraeftet@example.dk', email_verified: false, name: 'Uffe' },
    'admin-mail': { email: 'chef@example.dk', email_verified: true, name: 'Chef' },
  });
  app = await buildTestApp({
    publicUrl: PUBLIC_URL,
    oidc: { issuerUrl: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret },
    loginRateLimit: { max: 1000, timeWindowMs: 60_000 },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await provider.close();
});

/** The whole login window: begin, the provider's login page, back to our callback. */
async function socialLogin(agent: Agent, login: string) {
  const begun = await agent.post('/social/oidc/begin', {});
  expect(begun.statusCode).toBe(200);
  const back = await logInAtProvider(begun.json().url, login);
  return agent.get(`${back.pathname}${back.search}`);
}

const userRow = (email: string) =>
  sqlOne<
    { id: number; name: string; phone: string | null; role: string; fb_user_id: string | null } | undefined
  >(app.db, 'select id, name, phone, role, fb_user_id from users where email = ?', email);

describe("'FB initialization failed'", () => {
  it('answers 503 when no provider is set up, and when it cannot be reached', async () => {
    const off = await buildTestApp();
    const unreachable = await buildTestApp({
      oidc: { issuerUrl: 'http://127.0.0.1:9', clientId: 'x', clientSecret: 'y' },
    });
    for (const instance of [off, unreachable]) {
      const agent = await visitor(instance);
      const response = await agent.post('/social/oidc/begin', {});
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ type: 'error', text: 'Facebook-login kunne ikke startes' });
      agent.lang = 'en';
      expect((await agent.post('/social/oidc/begin', {})).json().text).toBe('FB initialization failed');
      await instance.close();
    }
  });
});

describe('the authorization request', () => {
  it('uses PKCE (S256), state and nonce, and the callback from PUBLIC_URL whatever the Host header says', async () => {
    const agent = await visitor(app);
    const response = await app.inject({
      method: 'POST',
      url: '/social/oidc/begin',
      headers: {
        cookie: `sid=${agent.sid}`,
        'x-csrf-token': agent.csrfToken,
        host: 'evil.example',
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    const url = new URL(response.json().url);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/social/oidc/callback`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('scope')).toBe('openid email profile phone');
  });

  it('refuses bad input with 400 and no CSRF token with 403', async () => {
    const agent = await visitor(app);
    expect((await agent.post('/social/oidc/begin', { extra: 1 })).statusCode).toBe(400);
    expect((await agent.post('/social/oidc/begin', {}, { csrf: false })).statusCode).toBe(403);
    const odd = await agent.get('/social/oidc/callback?code=a&state=b&unknown=1');
    expect(odd.statusCode).toBe(400);
  });
});

describe('a new person', () => {
  it("gets a customer profile with the provider's name, e-mail and phone, and is logged in (status refresh)", async () => {
    const agent = await visitor(app);
    expect((await agent.post('/social/oidc/begin', {})).statusCode).toBe(200);
    expect((await agent.get('/social/oidc/validation_status')).json().status).toBe('pending');
    const callback = await socialLogin(agent, 'ny-kunde');
    expect(callback.statusCode).toBe(200);
    expect(callback.body).toContain('Du er logget ind');
    const row = await userRow('ny.kunde@example.dk');
    expect(row).toMatchObject({
      name: 'Nina Ny',
      phone: '+4522334455',
      role: 'user',
      fb_user_id: 'oidc:ny-kunde',
    });
    expect((await agent.refreshSession()).user).toMatchObject({ id: row?.id, role: 'user' });
    expect((await agent.get('/social/oidc/validation_status')).json()).toEqual({
      status: 'refresh',
      user_name: 'Nina Ny',
      email: 'ny.kunde@example.dk',
      phone: '+4522334455',
    });
  });

  it('logs the same person into the same profile next time', async () => {
    const agent = await visitor(app);
    expect((await socialLogin(agent, 'ny-kunde')).statusCode).toBe(200);
    expect((await agent.refreshSession()).user).toMatchObject({
      id: (await userRow('ny.kunde@example.dk'))?.id,
    });
    expect(await sqlOne(app.db, "select count(*) n from users where fb_user_id = 'oidc:ny-kunde'")).toEqual({
      n: 1,
    });
  });

  it('with an e-mail the provider has not verified gets no profile', async () => {
    const agent = await visitor(app);
    const callback = await socialLogin(agent, 'ikke-bekraeftet');
    expect(callback.statusCode).toBe(400);
    expect(await userRow('ubekraeftet@example.dk')).toBeUndefined();
    expect((await agent.get('/social/oidc/validation_status')).json().status).toBe('failed');
  });
});

describe('an e-mail that already has a profile', () => {
  it("is not logged in by the provider alone: it waits for the profile's password, then the identity is recorded", async () => {
    const account = await createAccount(app, 'company', { email: 'kendt@example.dk' });
    const agent = await visitor(app);
    const callback = await socialLogin(agent, 'kendt-mail');
    expect(callback.statusCode).toBe(200);
    expect((await agent.refreshSession()).user).toBeNull();
    expect((await agent.get('/social/oidc/validation_status')).json()).toEqual({
      status: 'pending',
      user_name: 'Karl Kendt',
      email: 'kendt@example.dk',
      phone: '',
    });
    expect((await agent.get('/social/oidc/recording')).json()).toEqual({ saved: false });

    expect((await agent.login(account)).statusCode).toBe(200);
    expect((await agent.get('/social/oidc/recording')).json()).toEqual({ saved: true });
    expect((await agent.get('/social/oidc/validation_status')).json()).toMatchObject({
      status: 'refresh',
      email: 'kendt@example.dk',
    });
    expect((await userRow('kendt@example.dk'))?.fb_user_id).toBe('oidc:kendt-mail');

    const again = await visitor(app);
    await socialLogin(again, 'kendt-mail');
    expect((await again.refreshSession()).user).toMatchObject({ id: account.id, role: 'company' });
  });

  it("never reaches the administrator's profile", async () => {
    await createAccount(app, 'admin', { email: 'chef@example.dk' });
    const agent = await visitor(app);
    expect((await socialLogin(agent, 'admin-mail')).statusCode).toBe(400);
    expect((await agent.refreshSession()).user).toBeNull();
    expect((await agent.get('/social/oidc/validation_status')).json().status).toBe('failed');
  });
});

describe("'Something went wrong. Try again later.'", () => {
  it('answers a callback with another state, a used code or no login begun, and logs nobody in', async () => {
    const agent = await visitor(app);
    agent.lang = 'en';
    const begun = await agent.post('/social/oidc/begin', {});
    const back = await logInAtProvider(begun.json().url, 'ny-kunde');
    back.searchParams.set('state', 'forged');
    const forged = await agent.get(`${back.pathname}${back.search}`);
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('Something went wrong. Try again later.');
    expect((await agent.refreshSession()).user).toBeNull();
    expect((await agent.get('/social/oidc/validation_status')).json().status).toBe('failed');

    const first = await visitor(app);
    const used = await logInAtProvider((await first.post('/social/oidc/begin', {})).json().url, 'ny-kunde');
    expect((await first.get(`${used.pathname}${used.search}`)).statusCode).toBe(200);
    const replay = await visitor(app);
    await replay.post('/social/oidc/begin', {});
    expect((await replay.get(`${used.pathname}${used.search}`)).statusCode).toBe(400);
    expect((await replay.refreshSession()).user).toBeNull();

    const stranger = await visitor(app);
    expect((await stranger.get('/social/oidc/callback?code=abc&state=def')).statusCode).toBe(400);
  });
});
