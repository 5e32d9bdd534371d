// Issue 33, more than one administrator: an administrator invites another by e-mail (a mail with a
// one-time link to choose a password; an e-mail that has a profile is refused), the invitee's link
// works once, its first login sets up the second factor before anything else, and the list shows
// who invited whom and who has set it up. The invitation is audit-logged with who did it. A
// visitor gets 401, a customer or a company 403, and nothing changes.
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSecondFactors, auditLog, outbox, users } from '../../db/schema/index.js';
import { queuedTo } from '../../test/outbox.js';
import {
  type Agent,
  type TestAccount,
  createAccount,
  loggedIn,
  manyLogins,
  startTestApp,
  visitor,
} from '../../test/helpers.js';
import { adminLogin, afterPassword, setUpTotp } from '../../test/admin-login.js';

let app: FastifyInstance;
let inviter: TestAccount;
let admin: Agent;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  ({ account: inviter, agent: admin } = await adminLogin(app, { name: 'Lone Administrator' }));
});
afterAll(() => app.close());

/** The code of the invitation mail's link to /adgangskode. */
async function invitationCode(email: string): Promise<string> {
  const [mail] = await queuedTo(app, 'email', email);
  expect(mail?.subject).toBe('Du er inviteret som administrator på Opgavetorvet');
  const link = new RegExp(`${app.config.publicUrl}/adgangskode#email=([^&\\s]+)&kode=(\\d{6})`).exec(
    mail!.body,
  );
  expect(decodeURIComponent(link?.[1] ?? '')).toBe(email);
  return link?.[2] ?? '';
}

describe('inviting an administrator', () => {
  it('mails a one-time link; the invitee chooses a password once, then must set up TOTP first', async () => {
    const email = 'ny.admin@example.dk';
    const invited = await admin.post('/api/admin/administratorer', {
      name: 'Niels Nyansat',
      email: 'Ny.Admin@example.dk',
    });
    expect(invited.statusCode).toBe(200);
    expect(invited.json()).toEqual({ type: 'success', message: `Invitationen er sendt til ${email}.` });
    const invitee = await app.db.select().from(users).where(eq(users.email, email)).get();
    expect(invitee).toMatchObject({ role: 'admin', name: 'Niels Nyansat' });
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.action, 'admin.invite')).all();
    expect(audit).toMatchObject([{ actorId: inviter.id, targetType: 'user', targetId: invitee!.id }]);

    const listed = (await admin.get('/api/admin/administratorer')).json().administrators;
    expect(listed).toContainEqual({
      id: invitee!.id,
      name: 'Niels Nyansat',
      email,
      second_factor: 'missing',
      invited_by: 'Lone Administrator',
      invitation_pending: true,
      last_login_at: null,
      active: true,
      you: false,
    });

    const code = await invitationCode(email);
    const stranger = await visitor(app);
    const chosen = await stranger.post('/api/password/reset', { email, code, password: 'admin-kode-123' });
    expect(chosen.statusCode).toBe(200);
    // The link works once.
    const twice = await stranger.post('/api/password/reset', { email, code, password: 'en-anden-kode' });
    expect(twice.statusCode).toBe(400);

    const account = {
      id: invitee!.id,
      email,
      password: 'admin-kode-123',
      role: 'admin' as const,
      companyId: null,
    };
    const first = await afterPassword(app, account);
    expect((await first.get('/api/admin/totp')).json()).toEqual({ step: 'setup' });
    expect((await first.get('/api/admin/administratorer')).statusCode).toBe(401);
    await setUpTotp(first);
    expect((await first.get('/api/admin/administratorer')).statusCode).toBe(200);
    const after = (await admin.get('/api/admin/administratorer')).json().administrators as { id: number }[];
    expect(after.find((row) => row.id === invitee!.id)).toMatchObject({
      second_factor: 'set_up',
      invitation_pending: false,
    });
  });

  it('refuses an e-mail that already has a profile; nothing is written', async () => {
    const customer = await createAccount(app, 'user');
    const before = (await app.db.select({ n: count() }).from(outbox).get())?.n;
    const refused = await admin.post('/api/admin/administratorer', { name: 'Kunde', email: customer.email });
    expect(refused.statusCode).toBe(409);
    expect((await app.db.select().from(users).where(eq(users.id, customer.id)).get())?.role).toBe('user');
    expect((await app.db.select({ n: count() }).from(outbox).get())?.n).toBe(before);
    expect(
      await app.db.select().from(adminSecondFactors).where(eq(adminSecondFactors.userId, customer.id)).all(),
    ).toEqual([]);
  });

  it('needs a name and a valid e-mail', async () => {
    expect(
      (await admin.post('/api/admin/administratorer', { name: ' ', email: 'x@example.dk' })).statusCode,
    ).toBe(400);
    expect(
      (await admin.post('/api/admin/administratorer', { name: 'X', email: 'ikke-en-mail' })).statusCode,
    ).toBe(400);
  });
});

describe('who may see and invite administrators', () => {
  it('a visitor gets 401, a customer or a company 403, and nothing is written', async () => {
    const customer = await loggedIn(app, await createAccount(app, 'user'));
    const company = await loggedIn(app, await createAccount(app, 'company'));
    const anonymous = await visitor(app);
    const usersBefore = (await app.db.select({ n: count() }).from(users).get())?.n;
    const auditBefore = (await app.db.select({ n: count() }).from(auditLog).get())?.n;
    const body = { name: 'Ubuden', email: 'ubuden@example.dk' };
    for (const [agent, status] of [
      [anonymous, 401],
      [customer, 403],
      [company, 403],
    ] as const) {
      expect((await agent.get('/api/admin/administratorer')).statusCode).toBe(status);
      expect((await agent.post('/api/admin/administratorer', body)).statusCode).toBe(status);
      expect((await agent.get('/api/admin/log')).statusCode).toBe(status);
    }
    expect((await app.db.select({ n: count() }).from(users).get())?.n).toBe(usersBefore);
    expect((await app.db.select({ n: count() }).from(auditLog).get())?.n).toBe(auditBefore);
    expect(await app.db.select().from(users).where(eq(users.email, body.email)).all()).toEqual([]);
  });
});
