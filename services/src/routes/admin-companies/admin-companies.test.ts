// Rules of the administrator's companies (/admin/firmaer): only an administrator may search, look,
// credit or block; a company is found by name, CVR or e-mail; a manual credit (bank transfer) needs
// a note and becomes a ledger row with who and the note, a receipt and an audit row; a blocked
// company cannot log in (its sessions end), cannot bid, and is hidden from listings, and the reason
// is kept; every action writes an audit row with before and after.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies } from '../../db/schema/index.js';
import { adminLogin } from '../../test/admin-login.js';
import { type Agent, loggedIn, manyLogins, sessionRowOf, startTestApp, visitor } from '../../test/helpers.js';
import { addJob, buildCompanyWorld, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { balanceOf } from '../../test/fixtures.js';
import { history } from '../../lib/ledger.js';
import { sqlOne } from '../../test/sql.js';

let app: FastifyInstance;
let w: CompanyWorld;
let admin: Agent;
let adminId: number;
let companyId: number;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  w = await buildCompanyWorld(app);
  companyId = w.firma.companyId!;
  await app.db
    .update(companies)
    .set({ name: 'Hansens Tømrerfirma ApS', cvr: '31415926', email: 'kontor@hansen-toemrer.dk' })
    .where(eq(companies.id, companyId))
    .run();
  const { account, agent } = await adminLogin(app);
  adminId = account.id;
  admin = agent;
});
afterAll(() => app.close());

const auditOf = (action: string) => app.db.select().from(auditLog).where(eq(auditLog.action, action)).all();
const found = async (q: string) =>
  (
    (await admin.get(`/api/admin/firmaer?q=${encodeURIComponent(q)}`)).json().companies as {
      company_id: number;
    }[]
  ).map((c) => c.company_id);

describe('permissions', () => {
  it('only an administrator may use the company routes', async () => {
    const calls: [string, string, Record<string, unknown>?][] = [
      ['GET', '/api/admin/firmaer'],
      ['GET', `/api/admin/firmaer/${companyId}`],
      ['POST', `/api/admin/firmaer/${companyId}/indbetaling`, { amount_kr: 100, note: 'x' }],
      ['POST', `/api/admin/firmaer/${companyId}/spaerring`, { blocked: true, reason: 'x' }],
    ];
    const anonymous = await visitor(app);
    for (const [method, url, body] of calls) {
      const send = (agent: Agent) => (method === 'GET' ? agent.get(url) : agent.post(url, body));
      expect((await send(anonymous)).statusCode).toBe(401);
      expect((await send(w.agent)).statusCode).toBe(403);
      expect((await send(w.customerAgent)).statusCode).toBe(403);
    }
    expect(await balanceOf(app, companyId)).toBe(0);
    // Only the administrator's own setup of its second factor at its login.
    expect((await app.db.select().from(auditLog).all()).map((row) => row.action)).toEqual([
      'admin.totp_setup',
    ]);
  });
});

describe('GET /api/admin/firmaer', () => {
  it('finds a company by part of its name, its CVR or its e-mail', async () => {
    expect(await found('tømrerfirma')).toContain(companyId);
    expect(await found('TØMRERFIRMA')).toContain(companyId);
    // Danish letters fold too (SQLite's own lower() leaves 'Ø' as it is).
    await app.db
      .update(companies)
      .set({ name: 'Østjysk Tag ApS' })
      .where(eq(companies.id, w.rival.companyId!))
      .run();
    expect(await found('østjysk')).toEqual([w.rival.companyId]);
    expect(await found('31415926')).toContain(companyId);
    expect(await found('3141 5926')).toContain(companyId);
    expect(await found('hansen-toemrer.dk')).toContain(companyId);
    expect(await found(w.firma.email)).toContain(companyId);
    expect(await found('findes ikke')).toEqual([]);
  });
});

describe('POST /api/admin/firmaer/:id/indbetaling', () => {
  it('needs a note: without one it is refused in Danish and nothing changes', async () => {
    for (const body of [{ amount_kr: 500 }, { amount_kr: 500, note: '   ' }]) {
      const response = await admin.post(`/api/admin/firmaer/${companyId}/indbetaling`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().messages).toEqual([
        'Skriv en note om indbetalingen (fx bankoverførslens reference).',
      ]);
    }
    expect(
      (await admin.post(`/api/admin/firmaer/${companyId}/indbetaling`, { amount_kr: 0, note: 'ref' }))
        .statusCode,
    ).toBe(400);
    expect(await balanceOf(app, companyId)).toBe(0);
    expect(await auditOf('company.credit')).toHaveLength(0);
  });

  it('credits a bank transfer as a ledger row with who and the note, a receipt, and an audit row', async () => {
    const response = await admin.post(`/api/admin/firmaer/${companyId}/indbetaling`, {
      amount_kr: 750,
      note: 'Bankoverførsel ref. 4711',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 'success', message: '750,00 kr. er indbetalt.' });
    expect(await balanceOf(app, companyId)).toBe(75_000);
    const line = (await history(app.db, companyId))[0];
    expect(line).toMatchObject({
      kind: 'manual_credit',
      amount_ore: 75_000,
      note: 'Bankoverførsel ref. 4711',
      receipt_number: expect.any(Number),
    });
    const row = await sqlOne<{ created_by_user_id: number }>(
      app.db,
      'select created_by_user_id from balance_ledger where id = ?',
      line.id,
    );
    expect(row.created_by_user_id).toBe(adminId);
    const [audit] = await auditOf('company.credit');
    expect(audit).toMatchObject({
      actorId: adminId,
      targetType: 'company',
      targetId: companyId,
      before: { balance_ore: 0 },
    });
    expect(audit.after).toMatchObject({
      balance_ore: 75_000,
      amount_ore: 75_000,
      note: 'Bankoverførsel ref. 4711',
    });

    const detail = (await admin.get(`/api/admin/firmaer/${companyId}`)).json();
    expect(detail).toMatchObject({ name: 'Hansens Tømrerfirma ApS', balance_ore: 75_000, blocked: false });
    expect(detail.lines[0]).toMatchObject({ kind: 'manual_credit', amount_ore: 75_000 });
    expect(detail.plans).toEqual([expect.objectContaining({ category: 'Tømrer', type: 'basic' })]);
    expect(detail.audit[0]).toMatchObject({ action: 'company.credit', text: 'Bankoverførsel ref. 4711' });
  });
});

describe('POST /api/admin/firmaer/:id/spaerring', () => {
  it('needs a reason', async () => {
    const response = await admin.post(`/api/admin/firmaer/${companyId}/spaerring`, {
      blocked: true,
      reason: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toEqual(['Skriv en begrundelse.']);
    expect(
      (await app.db
        .select({ at: companies.blockedAt })
        .from(companies)
        .where(eq(companies.id, companyId))
        .get())!.at,
    ).toBeNull();
  });

  it('a blocked company cannot log in, its sessions end, it cannot bid, and it is hidden; unblocking undoes it', async () => {
    const job = await addJob(w);
    const listed = async () =>
      (
        (await app.inject({ method: 'GET', url: '/api/firmaer?kategori=toemrer' })).json().companies as {
          company_id: number;
        }[]
      ).map((c) => c.company_id);
    expect(await listed()).toContain(companyId);
    const session = await loggedIn(app, w.firma);

    const response = await admin.post(`/api/admin/firmaer/${companyId}/spaerring`, {
      blocked: true,
      reason: 'Ubetalte regninger',
    });
    expect(response.json()).toEqual({ type: 'success', message: 'Firmaet er spærret.' });
    expect(await sessionRowOf(app, session)).toBeUndefined();
    expect((await session.get('/api/firma/konto')).statusCode).toBe(401);

    const login = await (await visitor(app)).login(w.firma);
    expect(login.statusCode).toBe(403);
    expect(login.json().text).toBe('Firmaet er spærret. Kontakt Opgavetorvet for at få det genåbnet.');

    expect(await listed()).not.toContain(companyId);
    expect(await listed()).toContain(w.rival.companyId);

    // The company's earlier session has ended (its CSRF secret with it), so it cannot bid either.
    expect((await w.agent.post('/api/firma/bud', { job_id: job, amount: 5000 })).statusCode).toBe(403);
    expect(
      (
        await sqlOne<{ n: number }>(
          app.db,
          'select count(*) n from contacts where job_id = ? and company_id = ?',
          job,
          companyId,
        )
      ).n,
    ).toBe(0);

    const detail = (await admin.get(`/api/admin/firmaer/${companyId}`)).json();
    expect(detail).toMatchObject({ blocked: true, blocked_reason: 'Ubetalte regninger' });
    expect(
      (await admin.post(`/api/admin/firmaer/${companyId}/spaerring`, { blocked: true, reason: 'Igen' }))
        .statusCode,
    ).toBe(409);

    const reopened = await admin.post(`/api/admin/firmaer/${companyId}/spaerring`, {
      blocked: false,
      reason: 'Betalt',
    });
    expect(reopened.json()).toEqual({ type: 'success', message: 'Firmaet er genåbnet.' });
    expect(await listed()).toContain(companyId);
    const again = await loggedIn(app, w.firma);
    expect((await again.post('/api/firma/bud', { job_id: job, amount: 5000 })).statusCode).toBe(200);

    const [block] = await auditOf('company.block');
    expect(block).toMatchObject({
      actorId: adminId,
      targetId: companyId,
      before: { blocked_at: null },
      after: { reason: 'Ubetalte regninger' },
    });
    expect((await auditOf('company.unblock'))[0]).toMatchObject({
      after: { blocked_at: null, reason: 'Betalt' },
    });
  });

  it('a blocked company with a session that was not ended is refused a bid with 403', async () => {
    const job = await addJob(w);
    await app.db
      .update(companies)
      .set({ blockedAt: 1, blockedReason: 'Test' })
      .where(eq(companies.id, w.rival.companyId!))
      .run();
    const bid = await w.rivalAgent.post('/api/firma/bud', { job_id: job, amount: 5000 });
    expect(bid.statusCode).toBe(403);
    expect(bid.json()).toEqual({
      type: 'error',
      message: 'Firmaet er spærret. Kontakt Opgavetorvet for at få det genåbnet.',
    });
    await app.db
      .update(companies)
      .set({ blockedAt: null, blockedReason: null })
      .where(eq(companies.id, w.rival.companyId!))
      .run();
  });
});
