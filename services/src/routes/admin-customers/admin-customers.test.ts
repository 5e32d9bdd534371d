// Rules of the administrator's customers (/admin/kunder, issue 33): only an administrator may search,
// look or block (a customer or a company gets 403 and nothing changes); a customer is found by name,
// e-mail, phone or zip, a page at a time, and companies are not customers; the customer's page shows
// their jobs with offer counts, the offers received, complaints, reviews written and per conversation
// the messages' counts and dates — never what the messages say.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CUSTOMERS_PAGE_SIZE } from '@opgavetorvet/contracts';
import { auditLog } from '../../db/schema/index.js';
import { adminAgent } from '../../test/admin-login.js';
import { type Agent, manyLogins, startTestApp, visitor } from '../../test/helpers.js';
import {
  addContact,
  addJob,
  addReview,
  buildCompanyWorld,
  type CompanyWorld,
} from '../../test/company-job-fixtures.js';
import { sqlInsert, sqlOne, sqlRun } from '../../test/sql.js';

let app: FastifyInstance;
let w: CompanyWorld;
let admin: Agent;
let customerId: number;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  w = await buildCompanyWorld(app);
  customerId = w.customer.id;
  await sqlRun(
    app.db,
    "update users set email = 'mette.kunde@eksempel.dk', phone = '20 30 40 50', zip = '5000' where id = ?",
    customerId,
  );
  admin = await adminAgent(app);
});
afterAll(() => app.close());

const found = async (q: string, page = 1) => {
  const reply = (await admin.get(`/api/admin/kunder?q=${encodeURIComponent(q)}&page=${page}`)).json();
  return reply as { customers: { user_id: number }[]; total: number; page: number; page_size: number };
};
const ids = async (q: string) => (await found(q)).customers.map((c) => c.user_id);

describe('permissions', () => {
  it('only an administrator may use the customer routes: a customer or company gets 403 and nothing changes', async () => {
    const calls: [string, string, Record<string, unknown>?][] = [
      ['GET', '/api/admin/kunder'],
      ['GET', `/api/admin/kunder/${customerId}`],
      ['POST', `/api/admin/kunder/${customerId}/spaerring`, { blocked: true, reason: 'x' }],
    ];
    const anonymous = await visitor(app);
    for (const [method, url, body] of calls) {
      const send = (agent: Agent) => (method === 'GET' ? agent.get(url) : agent.post(url, body));
      expect((await send(anonymous)).statusCode).toBe(401);
      expect((await send(w.agent)).statusCode).toBe(403);
      expect((await send(w.customerAgent)).statusCode).toBe(403);
    }
    const row = await sqlOne<{ blocked_at: number | null }>(
      app.db,
      'select blocked_at from users where id = ?',
      customerId,
    );
    expect(row.blocked_at).toBeNull();
    // Only the administrator's own setup of its second factor at its login.
    expect((await app.db.select().from(auditLog).all()).map((row) => row.action)).toEqual([
      'admin.totp_setup',
    ]);
  });
});

describe('GET /api/admin/kunder', () => {
  it('finds a customer by name, e-mail, phone or zip, and never a company', async () => {
    expect(await ids('mette')).toEqual([customerId]);
    expect(await ids('METTE KUNDE')).toEqual([customerId]);
    expect(await ids('eksempel.dk')).toEqual([customerId]);
    expect(await ids('20304050')).toEqual([customerId]);
    expect(await ids('4050')).toEqual([customerId]);
    expect(await ids('5000')).toEqual([customerId]);
    expect(await ids('findes ikke')).toEqual([]);
    // The companies' logins are no customers, whatever matches.
    expect(await ids(w.firma.email)).toEqual([]);
    expect(await ids('Test company')).toEqual([]);
  });

  it('pages the customers, newest first, with the total on every page', async () => {
    for (let i = 0; i <= ADMIN_CUSTOMERS_PAGE_SIZE; i += 1)
      await sqlInsert(
        app.db,
        "insert into users (email, password_hash, name, role, created_at) values (?, 'x', ?, 'user', ?)",
        `sideskift${i}@test.dk`,
        `Sideskift ${i}`,
        1_700_000_000 + i,
      );
    const first = await found('sideskift');
    expect(first).toMatchObject({ page: 1, page_size: ADMIN_CUSTOMERS_PAGE_SIZE, total: 26 });
    expect(first.customers).toHaveLength(ADMIN_CUSTOMERS_PAGE_SIZE);
    const second = await found('sideskift', 2);
    expect(second).toMatchObject({ page: 2, total: 26 });
    expect(second.customers).toHaveLength(1);
    expect(second.customers[0]).toMatchObject({ name: 'Sideskift 0', job_count: 0, blocked: false });
  });
});

describe('GET /api/admin/kunder/:userId', () => {
  it("shows the customer's jobs, offers, complaints, reviews and messages' counts and dates, not their texts", async () => {
    const job = await addJob(w, { headline: 'Ny terrasse i lærk' });
    const { contactId } = await addContact(w, job, w.firma.companyId!, { state: 'finished', amount: 18_000 });
    await addContact(w, job, w.rival.companyId!, { amount: 21_000 });
    const reviewId = await addReview(w, contactId, w.firma.companyId!, 4);
    for (const [sender, body, at] of [
      ['user', 'Hemmelig besked fra kunden', 1_750_000_000],
      ['company', 'Svar fra firmaet', 1_750_000_100],
      ['user', 'Tak', 1_750_000_200],
    ] as const)
      await sqlRun(
        app.db,
        'insert into messages (contact_id, sender, body, created_at) values (?, ?, ?, ?)',
        contactId,
        sender,
        body,
        at,
      );
    const complaintId = await sqlInsert(
      app.db,
      "insert into complaints (user_id, company_id, company_name, user_name, text) values (?, ?, 'Testfirma', 'Mette Kunde', 'Klagetekst')",
      customerId,
      w.firma.companyId,
    );

    const response = await admin.get(`/api/admin/kunder/${customerId}`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({
      user_id: customerId,
      name: 'Mette Kunde',
      email: 'mette.kunde@eksempel.dk',
      phone: '20 30 40 50',
      zip: '5000',
      blocked: false,
      blocked_reason: null,
      deleted_at: null,
    });
    expect(page.jobs[0]).toMatchObject({
      job_id: job,
      headline: 'Ny terrasse i lærk',
      category: 'Tømrer',
      offer_count: 2,
    });
    expect(page.offers).toHaveLength(2);
    expect(page.offers).toContainEqual(
      expect.objectContaining({
        contact_id: contactId,
        company_id: w.firma.companyId,
        state: 'finished',
        amount: 18_000,
      }),
    );
    expect(page.complaints).toEqual([
      expect.objectContaining({ complaint_id: complaintId, company_name: 'Testfirma', status: 'open' }),
    ]);
    expect(page.reviews).toEqual([
      expect.objectContaining({ review_id: reviewId, company_id: w.firma.companyId, rating: 4 }),
    ]);
    expect(page.threads).toEqual([
      {
        contact_id: contactId,
        job_id: job,
        headline: 'Ny terrasse i lærk',
        company: expect.any(String),
        sent: 2,
        received: 1,
        first_at: 1_750_000_000,
        last_at: 1_750_000_200,
      },
    ]);
    expect(response.body).not.toContain('Hemmelig besked');
    expect(response.body).not.toContain('Svar fra firmaet');
  });

  it('is 404 for an id that is no customer (a company login, or no account)', async () => {
    expect((await admin.get(`/api/admin/kunder/${w.firma.id}`)).statusCode).toBe(404);
    const missing = await admin.get('/api/admin/kunder/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Kunden blev ikke fundet.');
  });
});
