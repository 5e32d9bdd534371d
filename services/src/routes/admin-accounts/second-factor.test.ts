// Issue 33, the administrators' second factor: after the password an administrator held to it is
// not logged in (every admin call and every other call that needs a login refuses it with a clear
// 401, and nothing changes) until it sets up TOTP (first login) or gives a code (every later
// login); a wrong code and a replayed one are refused; a code one step either side is taken; a
// recovery code opens one login, once; wrong codes are throttled as passwords are; the secret is
// sealed in the database and never shown again once set up; the demo-style password-only
// administrator may set one up and is then held to it.
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminRecoveryCodes, adminSecondFactors, auditLog, outbox, users } from '../../db/schema/index.js';
import {
  type Agent,
  createAccount,
  loggedIn,
  manyLogins,
  startTestApp,
  visitor,
} from '../../test/helpers.js';
import { afterPassword, codeAt, heldAdmin, setUpTotp } from '../../test/admin-login.js';

let app: FastifyInstance;
/** Every administrator call of the API (from the OpenAPI document), but the second factor's own. */
let adminCalls: { method: 'GET' | 'POST'; url: string }[];

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  // The clock stands still a second into a 30 s step, so "this step's code" and "the next step's"
  // are the same codes all through the file.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.ceil(Date.now() / 30_000) * 30_000 + 1_000);
  const paths = (await app.inject({ method: 'GET', url: '/docs/json' })).json().paths as Record<
    string,
    Record<string, unknown>
  >;
  adminCalls = Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/admin/') && !path.startsWith('/api/admin/totp'))
    .flatMap(([path, methods]) =>
      (['get', 'post'] as const)
        .filter((method) => method in methods)
        .map((method) => ({
          method: method.toUpperCase() as 'GET' | 'POST',
          url: path.replace(/\{[^}]+\}/g, '1'),
        })),
    );
});
afterAll(async () => {
  vi.useRealTimers();
  await app.close();
});

const NEEDED = 'Bekræft først dit login med koden fra din godkendelses-app.';
const rows = async () => ({
  audit: (await app.db.select({ n: count() }).from(auditLog).get())?.n,
  outbox: (await app.db.select({ n: count() }).from(outbox).get())?.n,
  users: (await app.db.select({ n: count() }).from(users).get())?.n,
});
const send = (agent: Agent, call: { method: string; url: string }) =>
  call.method === 'GET' ? agent.get(call.url) : agent.post(call.url, {});

describe('an administrator that has not set up the second factor', () => {
  it('is led to the setup after the password and reaches nothing else; nothing changes', async () => {
    const account = await heldAdmin(app);
    const agent = await visitor(app);
    const login = await agent.login(account);
    expect(login.json()).toMatchObject({ type: 'success', typelogin: '', user_id: 0, text: '/admin/totp' });
    expect((await agent.refreshSession()).user).toBeNull();
    expect((await agent.get('/api/admin/totp')).json()).toEqual({ step: 'setup' });

    expect(adminCalls.length).toBeGreaterThan(10);
    const before = await rows();
    for (const call of adminCalls) {
      const reply = await send(agent, call);
      expect({ call, status: reply.statusCode }).toEqual({ call, status: 401 });
      expect(reply.json().message).toBe(NEEDED);
    }
    // Not a login of any kind: a customer's call refuses it too.
    expect((await agent.get('/api/bruger/opgaver')).statusCode).toBe(401);
    expect(await rows()).toEqual(before);
  });

  it('sets it up: a wrong code is refused, the first right one confirms it and logs in; the secret is sealed and never shown again', async () => {
    const account = await heldAdmin(app);
    const agent = await afterPassword(app, account);
    const made = (await agent.post('/api/admin/totp/ny')).json();
    expect(made.uri).toMatch(/^otpauth:\/\/totp\/Opgavetorvet:.+\?secret=[A-Z2-7]+.*issuer=Opgavetorvet/);
    expect(made.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(made.qr.slice(26), 'base64').toString()).toContain('<svg');
    const stored = await app.db
      .select()
      .from(adminSecondFactors)
      .where(eq(adminSecondFactors.userId, account.id))
      .get();
    expect(stored?.secret).toBeTruthy();
    expect(stored?.secret).not.toContain(made.secret);

    const wrong = String((Number(await codeAt(made.secret)) + 1) % 1_000_000).padStart(6, '0');
    const refused = await agent.post('/api/admin/totp/bekraeft', { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Koden er forkert eller allerede brugt. Skriv den næste kode fra appen.',
    );
    expect((await agent.refreshSession()).user).toBeNull();

    const confirmed = await agent.post('/api/admin/totp/bekraeft', { code: await codeAt(made.secret) });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Only hashes are kept.
    const hashes = await app.db
      .select()
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.userId, account.id))
      .all();
    expect(hashes).toHaveLength(10);
    for (const code of codes) expect(hashes.some((h) => h.codeHash.includes(code))).toBe(false);

    expect((await agent.refreshSession()).user).toMatchObject({ id: account.id, role: 'admin' });
    expect((await agent.get('/api/admin/administratorer')).statusCode).toBe(200);
    expect((await agent.get('/api/admin/totp')).json()).toEqual({ step: 'done' });
    const again = await agent.post('/api/admin/totp/ny');
    expect(again.statusCode).toBe(409);
    expect(JSON.stringify(again.json())).not.toContain(made.secret);
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.action, 'admin.totp_setup')).all();
    expect(audit.filter((row) => row.actorId === account.id && row.targetId === account.id)).toHaveLength(1);
  });
});

describe('an administrator with the second factor set up', () => {
  let account: Awaited<ReturnType<typeof heldAdmin>>;
  let secret: string;
  let recovery: string[];
  beforeAll(async () => {
    account = await heldAdmin(app);
    ({ secret, codes: recovery } = await setUpTotp(await afterPassword(app, account)));
  });

  it('is asked for the code at every login; a code of the next step is taken, and never twice', async () => {
    const first = await afterPassword(app, account);
    expect((await first.get('/api/admin/totp')).json()).toEqual({ step: 'verify' });
    expect((await first.get('/api/admin/annulleringer')).statusCode).toBe(401);
    // The step of the setup's code is used: the same code is refused (replay).
    expect((await first.post('/api/admin/totp/kode', { code: await codeAt(secret) })).statusCode).toBe(400);
    // A code of the next step (the app's clock a little ahead) is taken.
    const next = await codeAt(secret, 1);
    const taken = await first.post('/api/admin/totp/kode', { code: next });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({
      type: 'success',
      next: '/admin/annulleringer',
      recovery_codes_left: null,
    });
    expect((await first.refreshSession()).user).toMatchObject({ id: account.id });
    expect((await first.get('/api/admin/annulleringer')).statusCode).toBe(200);

    const second = await afterPassword(app, account);
    expect((await second.post('/api/admin/totp/kode', { code: next })).statusCode).toBe(400);
    expect((await second.post('/api/admin/totp/kode', { code: await codeAt(secret, -1) })).statusCode).toBe(
      400,
    );
    expect((await second.refreshSession()).user).toBeNull();
    // Two steps ahead is outside the window.
    expect((await second.post('/api/admin/totp/kode', { code: await codeAt(secret, 3) })).statusCode).toBe(
      400,
    );
  });

  it('a recovery code opens one login and is then used up', async () => {
    const agent = await afterPassword(app, account);
    const used = await agent.post('/api/admin/totp/kode', { code: recovery[0]!.toUpperCase() });
    expect(used.statusCode).toBe(200);
    expect(used.json().recovery_codes_left).toBe(9);
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.recovery_code_used'))
      .all();
    expect(audit.map((row) => row.actorId)).toEqual([account.id]);

    const again = await afterPassword(app, account);
    expect((await again.post('/api/admin/totp/kode', { code: recovery[0]! })).statusCode).toBe(400);
    expect((await again.refreshSession()).user).toBeNull();
    expect((await again.post('/api/admin/totp/kode', { code: recovery[1]! })).statusCode).toBe(200);
  });

  it('wrong codes are throttled per account and address, as passwords are', async () => {
    const agent = await afterPassword(app, account);
    agent.ip = '10.9.8.7';
    for (let i = 0; i < 5; i += 1)
      expect((await agent.post('/api/admin/totp/kode', { code: '000000' })).statusCode).toBe(400);
    const throttled = await agent.post('/api/admin/totp/kode', { code: await codeAt(secret, 1) });
    expect(throttled.statusCode).toBe(429);
    expect((await agent.refreshSession()).user).toBeNull();
  });

  it('cannot set up a new secret in place of its own, nor skip the code', async () => {
    const agent = await afterPassword(app, account);
    expect((await agent.post('/api/admin/totp/ny')).statusCode).toBe(409);
    expect((await agent.post('/api/admin/totp/bekraeft', { code: '123456' })).statusCode).toBe(409);
  });
});

describe('the password-only administrator (as the seeded demo one)', () => {
  it('logs in with the password alone, may set up TOTP, and is then held to it', async () => {
    const account = await createAccount(app, 'admin');
    const agent = await loggedIn(app, account);
    expect((await agent.refreshSession()).user).toMatchObject({ id: account.id });
    expect((await agent.get('/api/admin/totp')).json()).toEqual({ step: 'optional' });
    const { secret } = await setUpTotp(agent);
    expect((await agent.get('/api/admin/totp')).json()).toEqual({ step: 'done' });

    const later = await afterPassword(app, account);
    expect((await later.get('/api/admin/totp')).json()).toEqual({ step: 'verify' });
    expect((await later.post('/api/admin/totp/kode', { code: await codeAt(secret, 1) })).statusCode).toBe(
      200,
    );
  });
});

describe('who may call the second factor', () => {
  it('a visitor gets 401, a customer or a company 403, and nothing is written', async () => {
    const calls = [
      { method: 'GET', url: '/api/admin/totp' },
      { method: 'POST', url: '/api/admin/totp/ny' },
      { method: 'POST', url: '/api/admin/totp/bekraeft', body: { code: '123456' } },
      { method: 'POST', url: '/api/admin/totp/kode', body: { code: '123456' } },
    ];
    const customer = await loggedIn(app, await createAccount(app, 'user'));
    const company = await loggedIn(app, await createAccount(app, 'company'));
    const anonymous = await visitor(app);
    const factorsBefore = (await app.db.select({ n: count() }).from(adminSecondFactors).get())?.n;
    for (const call of calls) {
      const go = (agent: Agent) =>
        call.method === 'GET' ? agent.get(call.url) : agent.post(call.url, call.body ?? {});
      expect((await go(anonymous)).statusCode).toBe(401);
      expect((await go(customer)).statusCode).toBe(403);
      expect((await go(company)).statusCode).toBe(403);
    }
    expect((await app.db.select({ n: count() }).from(adminSecondFactors).get())?.n).toBe(factorsBefore);
  });
});

describe('the step after the password', () => {
  it('lapses after 10 minutes: the password must be given again', async () => {
    const agent = await afterPassword(app, await heldAdmin(app));
    vi.setSystemTime(Date.now() + 11 * 60_000);
    const lapsed = await agent.get('/api/admin/totp');
    expect(lapsed.statusCode).toBe(401);
    expect(lapsed.json().message).toBe('Det tog for lang tid. Log ind med din adgangskode igen.');
    expect((await agent.post('/api/admin/totp/ny')).statusCode).toBe(401);
  });
});
