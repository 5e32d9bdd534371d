// Issue 33, what one administrator may do to another: reset its second factor (its sessions end,
// its recovery codes go, and it sets TOTP up again at its next login), deactivate it (its sessions
// end and it cannot log in, not even with a code asked before) and reactivate it. Nobody does
// either to itself, the last active administrator is never deactivated, and each change is
// audit-logged with who did it. A visitor gets 401, a customer or a company 403, an administrator
// without its second factor 401, and nothing changes.
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdministratorsReply } from '@opgavetorvet/contracts';
import { adminRecoveryCodes, auditLog, users } from '../../db/schema/index.js';
import {
  adminLogin,
  afterPassword,
  codeAt,
  heldAdmin,
  setUpTotp,
  type LoggedInAdmin,
} from '../../test/admin-login.js';
import {
  type Agent,
  createAccount,
  loggedIn,
  manyLogins,
  startTestApp,
  visitor,
} from '../../test/helpers.js';
import { setAdminActive } from './administrator-changes.js';

let app: FastifyInstance;
let lone: LoggedInAdmin;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  lone = await adminLogin(app, { name: 'Lone Administrator' });
});
afterAll(() => app.close());

const url = (userId: number, action: 'nulstil-totp' | 'deaktiver' | 'genaktiver') =>
  `/api/admin/administratorer/${userId}/${action}`;

const auditOf = (action: string, targetId: number) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
    .all();

const rowOf = async (userId: number) =>
  (await lone.agent.get('/api/admin/administratorer'))
    .json<AdministratorsReply>()
    .administrators.find((row) => row.id === userId);

const auditCount = async () => (await app.db.select({ n: count() }).from(auditLog).get())?.n;

const BLOCKED = 'Din profil er spærret. Kontakt Opgavetorvet for at få den genåbnet.';

describe("resetting another administrator's second factor", () => {
  it('ends its sessions and voids its recovery codes; it sets TOTP up again at the next login', async () => {
    const niels = await adminLogin(app, { name: 'Niels Nyansat' });
    const reset = await lone.agent.post(url(niels.account.id, 'nulstil-totp'));
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({
      type: 'success',
      message: 'Totrinsbekræftelsen for Niels Nyansat er nulstillet. Den sættes op igen ved næste login.',
    });
    expect((await niels.agent.refreshSession()).user).toBeNull();
    expect(
      await app.db
        .select()
        .from(adminRecoveryCodes)
        .where(eq(adminRecoveryCodes.userId, niels.account.id))
        .all(),
    ).toEqual([]);
    expect(await rowOf(niels.account.id)).toMatchObject({
      second_factor: 'missing',
      active: true,
      you: false,
    });
    expect(await auditOf('admin.totp_reset', niels.account.id)).toMatchObject([{ actorId: lone.account.id }]);

    const next = await afterPassword(app, niels.account);
    expect((await next.get('/api/admin/totp')).json()).toEqual({ step: 'setup' });
    expect((await next.get('/api/admin/administratorer')).statusCode).toBe(401);
    // The old secret's code opens nothing: a new one is set up.
    expect(
      (await next.post('/api/admin/totp/kode', { code: await codeAt(niels.secret, 1) })).statusCode,
    ).toBe(409);
    const { secret } = await setUpTotp(next);
    expect(secret).not.toBe(niels.secret);
    expect((await next.get('/api/admin/administratorer')).statusCode).toBe(200);
    expect((await rowOf(niels.account.id))?.second_factor).toBe('set_up');
  });

  it("refuses one's own, one without a set-up second factor and one who is no administrator; nothing is written", async () => {
    const before = await auditCount();
    const own = await lone.agent.post(url(lone.account.id, 'nulstil-totp'));
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(
      'Det kan du ikke gøre ved din egen profil. Bed en anden administrator om det.',
    );
    const invited = await heldAdmin(app);
    const none = await lone.agent.post(url(invited.id, 'nulstil-totp'));
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(
      'Administratoren har ikke sat totrinsbekræftelse op, så der er intet at nulstille.',
    );
    const customer = await createAccount(app, 'user');
    expect((await lone.agent.post(url(customer.id, 'nulstil-totp'))).statusCode).toBe(404);
    expect((await lone.agent.post(url(999_999, 'nulstil-totp'))).statusCode).toBe(404);
    expect(await auditCount()).toBe(before);
  });
});

describe('deactivating and reactivating another administrator', () => {
  it('ends its sessions and refuses its login until it is reactivated', async () => {
    const niels = await adminLogin(app, { name: 'Niels Deaktiveret' });
    // A browser that gave the password before the deactivation, waiting to give its code.
    const waiting = await afterPassword(app, niels.account);

    const off = await lone.agent.post(url(niels.account.id, 'deaktiver'));
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().message).toBe('Niels Deaktiveret er deaktiveret og logget ud.');
    expect((await niels.agent.refreshSession()).user).toBeNull();
    expect(await rowOf(niels.account.id)).toMatchObject({ active: false });
    expect(await auditOf('admin.deactivate', niels.account.id)).toMatchObject([{ actorId: lone.account.id }]);

    const login = await (await visitor(app)).login(niels.account);
    expect(login.statusCode).toBe(403);
    expect(login.json().text).toBe(BLOCKED);
    const code = await waiting.post('/api/admin/totp/kode', { code: await codeAt(niels.secret, 1) });
    expect(code.statusCode).toBe(403);
    expect(code.json().message).toBe(BLOCKED);
    expect((await waiting.refreshSession()).user).toBeNull();

    const again = await lone.agent.post(url(niels.account.id, 'deaktiver'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Administratoren er allerede deaktiveret.');

    const on = await lone.agent.post(url(niels.account.id, 'genaktiver'));
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().message).toBe('Niels Deaktiveret er aktiv igen.');
    expect(await auditOf('admin.reactivate', niels.account.id)).toMatchObject([{ actorId: lone.account.id }]);
    expect(await rowOf(niels.account.id)).toMatchObject({ active: true, second_factor: 'set_up' });
    const back = await afterPassword(app, niels.account);
    expect(
      (await back.post('/api/admin/totp/kode', { code: await codeAt(niels.secret, 1) })).statusCode,
    ).toBe(200);
    expect((await lone.agent.post(url(niels.account.id, 'genaktiver'))).json().message).toBe(
      'Administratoren er allerede aktiv.',
    );
  });

  it('refuses to deactivate oneself', async () => {
    const own = await lone.agent.post(url(lone.account.id, 'deaktiver'));
    expect(own.statusCode).toBe(409);
    expect((await lone.agent.refreshSession()).user).toMatchObject({ id: lone.account.id });
    expect(await rowOf(lone.account.id)).toMatchObject({ active: true, you: true });
  });

  it('never deactivates the last active administrator (two deactivating each other at once)', async () => {
    const other = await adminLogin(app);
    // Every administrator but these two is deactivated; `other` deactivates Lone, and Lone's call
    // of a moment before, still under way, then finds `other` the last one active.
    await app.db.update(users).set({ blockedAt: 1 }).where(eq(users.role, 'admin')).run();
    await app.db.update(users).set({ blockedAt: null }).where(eq(users.id, other.account.id)).run();
    const before = await auditCount();
    await expect(
      setAdminActive(app.db, { actorId: lone.account.id, targetId: other.account.id }, false),
    ).rejects.toMatchObject({ statusCode: 409, key: 'errors:::admin_last_active' });
    expect(
      (await app.db.select().from(users).where(eq(users.id, other.account.id)).get())?.blockedAt,
    ).toBeNull();
    expect(await auditCount()).toBe(before);
    await app.db.update(users).set({ blockedAt: null }).where(eq(users.role, 'admin')).run();
  });
});

describe('who may act on an administrator', () => {
  it('a visitor gets 401, a customer or a company 403, one without its second factor 401; nothing changes', async () => {
    const target = await adminLogin(app);
    const customer = await loggedIn(app, await createAccount(app, 'user'));
    const company = await loggedIn(app, await createAccount(app, 'company'));
    const pending = await afterPassword(app, await heldAdmin(app));
    const before = await auditCount();
    for (const [agent, status] of [
      [await visitor(app), 401],
      [customer, 403],
      [company, 403],
      [pending, 401],
    ] as [Agent, number][]) {
      for (const action of ['nulstil-totp', 'deaktiver', 'genaktiver'] as const)
        expect((await agent.post(url(target.account.id, action))).statusCode).toBe(status);
    }
    expect(await auditCount()).toBe(before);
    expect(await rowOf(target.account.id)).toMatchObject({ active: true, second_factor: 'set_up' });
    expect((await target.agent.refreshSession()).user).toMatchObject({ id: target.account.id });
  });
});
