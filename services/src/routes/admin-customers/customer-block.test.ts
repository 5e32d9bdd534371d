// Blocking a customer (issue 33): a reason is required; a blocked customer's sessions end, the login
// refuses them with a Danish 403, and they cannot post a job — not even as a visitor confirming the
// profile with its password — nor write messages or reviews; the customer is told by mail with the
// reason; every block and unblock is audit-logged with the acting administrator and the reason;
// unblocking gives it all back.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { adminLogin } from '../../test/admin-login.js';
import { type Agent, loggedIn, manyLogins, sessionRowOf, startTestApp, visitor } from '../../test/helpers.js';
import { addContact, addJob, buildCompanyWorld, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { queuedTo } from '../../test/outbox.js';
import { sqlOne, sqlRun } from '../../test/sql.js';

let app: FastifyInstance;
let w: CompanyWorld;
let admin: Agent;
let adminId: number;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  w = await buildCompanyWorld(app);
  const { account, agent } = await adminLogin(app, { name: 'Anne Admin' });
  adminId = account.id;
  admin = agent;
});
afterAll(() => app.close());

const blockUrl = () => `/api/admin/kunder/${w.customer.id}/spaerring`;
const blockedAt = async () =>
  (await sqlOne<{ at: number | null }>(app.db, 'select blocked_at at from users where id = ?', w.customer.id))
    .at;
const jobsOfCustomer = async () =>
  (await sqlOne<{ n: number }>(app.db, 'select count(*) n from jobs where user_id = ?', w.customer.id)).n;
const job = () => ({
  category_id: w.cat.toemrer,
  headline: 'Nyt gulv i stuen',
  description: 'Ca. 30 m² egeparket.',
  zip: '2100',
});
/** The job posted by a visitor with the customer's e-mail, confirmed with the profile's password. */
const asVisitor = () => ({
  ...job(),
  name: 'Mette Kunde',
  email: w.customer.email,
  phone: '20304050',
  password_confirm: w.customer.password,
});
const auditOf = (action: string) => app.db.select().from(auditLog).where(eq(auditLog.action, action)).all();

describe('POST /api/admin/kunder/:userId/spaerring', () => {
  it('needs a reason: without one it is refused in Danish and nothing changes', async () => {
    for (const reason of ['', '   ']) {
      const response = await admin.post(blockUrl(), { blocked: true, reason });
      expect(response.statusCode).toBe(400);
      expect(response.json().messages).toEqual(['Skriv en begrundelse.']);
    }
    expect(await blockedAt()).toBeNull();
    expect(await auditOf('customer.block')).toHaveLength(0);
  });

  it('a blocked customer is logged out, refused at login, cannot post a job, and is told; unblocking undoes it', async () => {
    const session = await loggedIn(app, w.customer);
    const response = await admin.post(blockUrl(), { blocked: true, reason: 'Chikane af firmaer' });
    expect(response.json()).toEqual({ type: 'success', message: 'Kunden er spærret.' });
    expect(await blockedAt()).not.toBeNull();

    // The sessions have ended.
    expect(await sessionRowOf(app, session)).toBeUndefined();
    expect((await session.get('/api/session')).json().user).toBeNull();

    const login = await (await visitor(app)).login(w.customer);
    expect(login.statusCode).toBe(403);
    expect(login.json().text).toBe('Din profil er spærret. Kontakt Opgavetorvet for at få den genåbnet.');

    // Posting as a visitor with the profile's e-mail and password: refused, no job, not logged in.
    const jobsBefore = await jobsOfCustomer();
    const poster = await visitor(app);
    const posted = await poster.post('/api/opgaver', asVisitor());
    expect(posted.statusCode).toBe(403);
    expect(posted.json().message).toBe('Din profil er spærret. Kontakt Opgavetorvet for at få den genåbnet.');
    expect(await jobsOfCustomer()).toBe(jobsBefore);
    expect((await poster.get('/api/session')).json().user).toBeNull();
    // Nor by confirming the profile with its password, the other way a visitor logs in as it.
    const confirmed = await poster.post('/bruger/data_acknowledgment', {
      search_email: w.customer.email,
      password_confirm: w.customer.password,
    });
    expect(confirmed.statusCode).toBe(403);
    expect((await poster.get('/api/session')).json().user).toBeNull();

    const [mail] = await queuedTo(app, 'email', w.customer.email);
    expect(mail.subject).toBe('Din profil på Opgavetorvet er spærret');
    expect(mail.body).toContain('Begrundelse: Chikane af firmaer');

    const [block] = await auditOf('customer.block');
    expect(block).toMatchObject({
      actorId: adminId,
      targetType: 'user',
      targetId: w.customer.id,
      before: { blocked_at: null },
      after: { reason: 'Chikane af firmaer' },
    });
    const page = (await admin.get(`/api/admin/kunder/${w.customer.id}`)).json();
    expect(page).toMatchObject({ blocked: true, blocked_reason: 'Chikane af firmaer' });
    expect(page.audit[0]).toMatchObject({
      action: 'customer.block',
      actor: 'Anne Admin',
      text: 'Chikane af firmaer',
    });
    expect((await admin.post(blockUrl(), { blocked: true, reason: 'Igen' })).statusCode).toBe(409);

    const reopened = await admin.post(blockUrl(), { blocked: false, reason: 'Har undskyldt' });
    expect(reopened.json()).toEqual({ type: 'success', message: 'Kunden er genåbnet.' });
    expect(await blockedAt()).toBeNull();
    const mails = await queuedTo(app, 'email', w.customer.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Din profil på Opgavetorvet er spærret',
      'Din profil på Opgavetorvet er genåbnet',
    ]);
    expect(mails[1].body).toContain('Begrundelse: Har undskyldt');
    const again = await loggedIn(app, w.customer);
    expect((await again.post('/api/opgaver', job())).statusCode).toBe(200);
    expect((await auditOf('customer.unblock'))[0]).toMatchObject({
      actorId: adminId,
      after: { blocked_at: null, reason: 'Har undskyldt' },
    });
    expect((await admin.post(blockUrl(), { blocked: false, reason: 'Igen' })).statusCode).toBe(409);
  });

  it('is 404 for no such customer, and nothing is logged', async () => {
    const response = await admin.post('/api/admin/kunder/999999/spaerring', { blocked: true, reason: 'x' });
    expect(response.statusCode).toBe(404);
    expect(await auditOf('customer.block')).toHaveLength(1);
  });
});

describe('a blocked customer whose session was not ended', () => {
  it('cannot post a job, write a message or write a review (403)', async () => {
    const session = await loggedIn(app, w.customer);
    const jobId = await addJob(w);
    const { contactId, bidId } = await addContact(w, jobId, w.firma.companyId!, { state: 'finished' });
    await sqlRun(
      app.db,
      "update users set blocked_at = 1, blocked_reason = 'Test' where id = ?",
      w.customer.id,
    );
    const jobsBefore = await jobsOfCustomer();

    const refusals = [
      await session.post('/api/opgaver', job()),
      await session.post('/opgave/new_message', {
        bidid: bidId,
        userid: w.customer.id,
        companyid: w.firma.companyId,
        msg: 'Hej',
      }),
      await session.post('/api/anmeldelser', {
        contact_id: contactId,
        rating: 1,
        title: 'Dårligt',
        textreview: 'Meget dårligt',
        category: w.cat.toemrer,
      }),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(403);
      expect(refusal.json()).toEqual({
        type: 'error',
        message: 'Din profil er spærret. Kontakt Opgavetorvet for at få den genåbnet.',
      });
    }
    expect(await jobsOfCustomer()).toBe(jobsBefore);
    const written = await sqlOne<{ messages: number; reviews: number }>(
      app.db,
      'select (select count(*) from messages where contact_id = ?) messages, (select count(*) from reviews where contact_id = ?) reviews',
      contactId,
      contactId,
    );
    expect(written).toEqual({ messages: 0, reviews: 0 });
    await sqlRun(
      app.db,
      'update users set blocked_at = null, blocked_reason = null where id = ?',
      w.customer.id,
    );
  });
});
