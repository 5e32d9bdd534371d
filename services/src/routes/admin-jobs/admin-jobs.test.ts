// Rules of the administrator's jobs (/admin/opgaver, issue 33): only an administrator may search,
// look or act (a customer or company gets 403 and changes nothing); each filter narrows the list
// (words in headline, description or customer name, or a Job-ID; state, removed apart from cancelled; category
// with its subcategories; region; created days) a page at a time; a job is shown as its customer's
// page shows it without marking her messages read; removing needs a reason, is allowed only from
// the states the job's table names, tells the customer and every company with an offer or chosen,
// takes the job out of the open list and the company's search, its customer's page says why, and
// it is audit-logged with the administrator; opening it again restores it and puts it back.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JOB_STATUSES,
  fromCopenhagenWallClock,
  type AdminJobReply,
  type AdminJobSearchReply,
  type CompanyOpenJobsReply,
} from '@opgavetorvet/contracts';
import { auditLog, jobs, messages } from '../../db/schema/index.js';
import { JOB_TRANSITIONS } from '../../domain/jobs/transitions.js';
import { addContact, addJob, buildCompanyWorld, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { adminLogin } from '../../test/admin-login.js';
import { type Agent, createAccount, manyLogins, startTestApp, visitor } from '../../test/helpers.js';
import { queuedTo } from '../../test/outbox.js';

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

const statusOf = async (id: number) =>
  (await app.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id)).get())!.status;
const auditOf = (jobId: number) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'job'), eq(auditLog.targetId, jobId)))
    .all();
const found = async (query: Record<string, string | number>) => {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await admin.get(`/api/admin/opgaver?${params.toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminJobSearchReply>();
};
const foundIds = async (query: Record<string, string | number>) =>
  (await found(query)).jobs.map((job) => job.job_id);
/** The company's open list: the page that holds the job (?jobid=), or the jobs its search finds. */
const openJobIds = async (agent: Agent, query: string) =>
  (await agent.get(`/api/firma/opgaver?${query}`)).json<CompanyOpenJobsReply>().jobs.map((job) => job.job_id);
const listed = (agent: Agent, jobId: number) => openJobIds(agent, `jobid=${jobId}`);
const searched = (agent: Agent, words: string) => openJobIds(agent, `search=${encodeURIComponent(words)}`);
const remove = (jobId: number, reason = 'Opgaven beder om ulovligt arbejde.') =>
  admin.post(`/api/admin/opgaver/${jobId}/fjern`, { reason });
const restore = (jobId: number, reason = 'Fjernet ved en fejl.') =>
  admin.post(`/api/admin/opgaver/${jobId}/genaabn`, { reason });
const mailsTo = (email: string) => queuedTo(app, 'email', email);

describe('permissions', () => {
  it('a visitor gets 401, a customer or a company 403, and nothing changes', async () => {
    const jobId = await addJob(w, { headline: 'Rettighedstest' });
    const calls: [string, string, Record<string, unknown>?][] = [
      ['GET', '/api/admin/opgaver'],
      ['GET', '/api/admin/opgaver/valg'],
      ['GET', `/api/admin/opgaver/${jobId}`],
      ['POST', `/api/admin/opgaver/${jobId}/fjern`, { reason: 'x' }],
      ['POST', `/api/admin/opgaver/${jobId}/genaabn`, { reason: 'x' }],
    ];
    const anonymous = await visitor(app);
    for (const [method, url, body] of calls) {
      const send = (agent: Agent) => (method === 'GET' ? agent.get(url) : agent.post(url, body));
      expect((await send(anonymous)).statusCode).toBe(401);
      expect((await send(w.agent)).statusCode).toBe(403);
      expect((await send(w.customerAgent)).statusCode).toBe(403);
    }
    expect(await statusOf(jobId)).toBe('open');
    expect(await auditOf(jobId)).toHaveLength(0);
  });
});

describe('GET /api/admin/opgaver', () => {
  it('finds words in the headline, the description or the customer name, every word', async () => {
    const other = await createAccount(app, 'user', { name: 'Gunnar Ølstykke' });
    const inHeadline = await addJob(w, { headline: 'Kvistvindue alfa', description: 'Nyt vindue' });
    const inText = await addJob(w, { headline: 'Vinduer', description: 'Et KVISTVINDUE i eg' });
    const ofOther = await addJob(w, { headline: 'Tagrende', description: 'Ny tagrende' });
    await app.db.update(jobs).set({ userId: other.id }).where(eq(jobs.id, ofOther)).run();
    expect((await foundIds({ q: 'kvistvindue' })).sort()).toEqual([inHeadline, inText].sort());
    expect(await foundIds({ q: 'kvistvindue alfa' })).toEqual([inHeadline]);
    // A number is also a Job-ID.
    expect(await foundIds({ q: String(inText) })).toContain(inText);
    // Danish letters fold: 'ØLSTYKKE' finds 'Ølstykke'.
    expect(await foundIds({ q: 'ØLSTYKKE' })).toEqual([ofOther]);
    const row = (await found({ q: 'ølstykke' })).jobs[0]!;
    expect(row).toMatchObject({
      headline: 'Tagrende',
      customer_name: 'Gunnar Ølstykke',
      category_name: 'Tømrer',
      zip: '2100',
      city: 'København Ø',
      region_name: 'Region Hovedstaden',
      status: 'open',
      removed: false,
    });
  });

  it('filters by state, telling a removed job from a cancelled one', async () => {
    const ids = Object.fromEntries(
      await Promise.all(
        JOB_STATUSES.map(async (status) => [
          status,
          await addJob(w, { status, headline: `Tilstand ${status}` }),
        ]),
      ),
    ) as Record<(typeof JOB_STATUSES)[number], number>;
    const removed = await addJob(w, { headline: 'Tilstand fjernet' });
    expect((await remove(removed)).statusCode).toBe(200);
    for (const status of JOB_STATUSES)
      expect({ status, ids: await foundIds({ q: 'tilstand', state: status }) }).toEqual({
        status,
        ids: [ids[status]],
      });
    expect(await foundIds({ q: 'tilstand', state: 'removed' })).toEqual([removed]);
    expect((await found({ q: 'tilstand fjernet' })).jobs[0]).toMatchObject({
      status: 'cancelled',
      removed: true,
    });
  });

  it('filters by category (a top-level one includes its subcategories) and by region', async () => {
    const toemrer = await addJob(w, { headline: 'Sortering tømrer', categoryId: w.cat.toemrer });
    const maler = await addJob(w, { headline: 'Sortering maler', categoryId: w.cat.maler });
    const auto = await addJob(w, { headline: 'Sortering bil', categoryId: w.cat.mekaniker, zip: '5000' });
    expect(await foundIds({ q: 'sortering', category_id: w.cat.maler })).toEqual([maler]);
    expect((await foundIds({ q: 'sortering', category_id: w.cat.byg })).sort()).toEqual(
      [toemrer, maler].sort(),
    );
    expect(await foundIds({ q: 'sortering', category_id: w.cat.auto })).toEqual([auto]);
    expect(await foundIds({ q: 'sortering', region_id: w.region.syddanmark })).toEqual([auto]);
    expect((await foundIds({ q: 'sortering', region_id: w.region.hovedstaden })).sort()).toEqual(
      [toemrer, maler].sort(),
    );
    const choices = (await admin.get('/api/admin/opgaver/valg')).json();
    expect(choices.categories).toContainEqual({ id: w.cat.maler, name: 'Byg › Maler' });
    expect(choices.regions).toContainEqual({ id: w.region.syddanmark, name: 'Region Syddanmark' });
  });

  it('filters by the days created, both whole Copenhagen days included', async () => {
    const at = (day: number, hour: number) => fromCopenhagenWallClock(2026, 3, day, hour);
    const before = await addJob(w, { headline: 'Datoer', createdAt: at(9, 23) });
    const first = await addJob(w, { headline: 'Datoer', createdAt: at(10, 0) });
    const last = await addJob(w, { headline: 'Datoer', createdAt: at(12, 23) });
    const after = await addJob(w, { headline: 'Datoer', createdAt: at(13, 0) });
    expect(await foundIds({ q: 'datoer', from: '2026-03-10', to: '2026-03-12' })).toEqual([last, first]);
    expect(await foundIds({ q: 'datoer', from: '2026-03-13' })).toEqual([after]);
    expect(await foundIds({ q: 'datoer', to: '2026-03-09' })).toEqual([before]);
    expect((await admin.get('/api/admin/opgaver?from=10-03-2026')).statusCode).toBe(400);
  });

  it('pages newest first and says whether another page follows', async () => {
    const made: number[] = [];
    for (let i = 0; i < 26; i += 1) made.push(await addJob(w, { headline: `Sidetal ${i}` }));
    const first = await found({ q: 'sidetal' });
    expect(first.jobs.map((job) => job.job_id)).toEqual(made.slice(0, 25));
    expect(first.has_more).toBe(true);
    const second = await found({ q: 'sidetal', page: 2 });
    expect(second).toMatchObject({ page: 2, has_more: false });
    expect(second.jobs.map((job) => job.job_id)).toEqual([made[25]]);
  });
});

describe('GET /api/admin/opgaver/:jobId', () => {
  it("is the customer's own page of the job, without marking her messages read", async () => {
    const jobId = await addJob(w, { headline: 'Som kunden ser den' });
    const { contactId } = await addContact(w, jobId, w.firma.companyId!);
    await app.db
      .insert(messages)
      .values({ contactId, sender: 'company', body: 'Hej, vi kan komme i morgen.' })
      .run();

    const response = await admin.get(`/api/admin/opgaver/${jobId}`);
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json<AdminJobReply>();
    expect(reply.customer).toMatchObject({
      user_id: w.customer.id,
      name: 'Mette Kunde',
      email: w.customer.email,
    });
    expect(reply.actions).toEqual({ can_remove: true, can_restore: false });
    expect(reply.removal).toBeNull();
    expect(reply.page.contacts[0]!.messages[0]).toMatchObject({
      body: 'Hej, vi kan komme i morgen.',
      is_new: true,
    });

    const customers = (await w.customerAgent.get(`/api/bruger/opgaver/${jobId}`)).json();
    expect(customers.contacts[0].messages[0].is_new).toBe(true);
    expect(reply.page).toEqual({ ...customers, job: { ...customers.job, hidden: false } });
    expect((await admin.get('/api/admin/opgaver/999999')).statusCode).toBe(404);
  });
});

describe('removing a job and opening it again', () => {
  it('needs a reason', async () => {
    const jobId = await addJob(w);
    for (const reason of ['', '   ']) {
      const response = await remove(jobId, reason);
      expect(response.statusCode).toBe(400);
    }
    expect(await statusOf(jobId)).toBe('open');
    expect(await auditOf(jobId)).toHaveLength(0);
  });

  it('tells the customer and every company with an offer, takes it out of the open list and the search, and puts it back', async () => {
    const jobId = await addJob(w, { headline: 'Hjemmebrænderi', description: 'Byg et destilleri' });
    await addContact(w, jobId, w.firma.companyId!);
    expect(await listed(w.rivalAgent, jobId)).toContain(jobId);
    expect(await searched(w.rivalAgent, 'destilleri')).toEqual([jobId]);
    const before = {
      customer: (await mailsTo(w.customer.email)).length,
      firma: (await mailsTo(w.firma.email)).length,
      rival: (await mailsTo(w.rival.email)).length,
    };

    const response = await remove(jobId, 'Ulovlig produktion af spiritus.');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      type: 'success',
      status: 'cancelled',
      message: 'Opgaven er fjernet. Kunden og 1 firma har fået besked.',
    });
    expect(await listed(w.rivalAgent, jobId)).not.toContain(jobId);
    expect(await searched(w.rivalAgent, 'destilleri')).toEqual([]);
    expect((await w.rivalAgent.post('/firma/modal_discription_job', { job_id: jobId })).statusCode).toBe(404);

    const customerMail = (await mailsTo(w.customer.email)).slice(before.customer);
    expect(customerMail.map((m) => m.subject)).toEqual([
      'Din opgave »Hjemmebrænderi« er fjernet af Opgavetorvet',
    ]);
    expect(customerMail[0]!.body).toContain('Ulovlig produktion af spiritus.');
    const companyMail = (await mailsTo(w.firma.email)).slice(before.firma);
    expect(companyMail.map((m) => m.subject)).toEqual([
      'Opgaven »Hjemmebrænderi« er fjernet af Opgavetorvet',
    ]);
    expect(companyMail[0]!.body).toContain('Ulovlig produktion af spiritus.');
    expect((await mailsTo(w.rival.email)).length).toBe(before.rival);

    const audit = await auditOf(jobId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: adminId, action: 'job.remove' });
    expect(JSON.stringify(audit[0]!.after)).toContain('Ulovlig produktion af spiritus.');

    // The customer's own page says that Opgavetorvet removed it, and why.
    const customerPage = async () => (await w.customerAgent.get(`/api/bruger/opgaver/${jobId}`)).json();
    expect((await customerPage()).job.removal).toEqual({
      at: expect.any(Number),
      reason: 'Ulovlig produktion af spiritus.',
    });
    const view = (await admin.get(`/api/admin/opgaver/${jobId}`)).json<AdminJobReply>();
    expect(view.removal).toMatchObject({ reason: 'Ulovlig produktion af spiritus.', from_status: 'open' });
    expect(view.actions).toEqual({ can_remove: false, can_restore: true });
    expect(view.audit[0]).toMatchObject({
      action: 'job.remove',
      actor: 'Anne Admin',
      text: 'Ulovlig produktion af spiritus.',
    });

    const reopened = await restore(jobId, 'Kunden har rettet opgaven.');
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'open' });
    expect((await customerPage()).job.removal).toBeNull();
    expect(await listed(w.rivalAgent, jobId)).toContain(jobId);
    expect(await searched(w.rivalAgent, 'destilleri')).toEqual([jobId]);
    expect((await mailsTo(w.customer.email)).slice(before.customer).map((m) => m.subject)).toContain(
      'Din opgave »Hjemmebrænderi« er åbnet igen',
    );
    expect((await mailsTo(w.firma.email)).slice(before.firma).map((m) => m.subject)).toContain(
      'Opgaven »Hjemmebrænderi« er åbnet igen',
    );
    expect((await auditOf(jobId)).map((row) => [row.action, row.actorId])).toEqual([
      ['job.remove', adminId],
      ['job.restore', adminId],
    ]);
  });

  it('tells the chosen company of an assigned job, and opening it again gives it back its company', async () => {
    const jobId = await addJob(w, { headline: 'Valgt firma' });
    await addContact(w, jobId, w.firma.companyId!, { state: 'confirmed', winner: true });
    const before = (await mailsTo(w.firma.email)).length;
    expect((await remove(jobId)).statusCode).toBe(200);
    expect((await mailsTo(w.firma.email)).slice(before).map((m) => m.subject)).toEqual([
      'Opgaven »Valgt firma« er fjernet af Opgavetorvet',
    ]);
    expect((await restore(jobId)).json()).toMatchObject({ status: 'assigned' });
    expect(await statusOf(jobId)).toBe('assigned');
  });

  it('is allowed from the states the table names and refused from every other, changing nothing', async () => {
    for (const status of JOB_STATUSES) {
      const jobId = await addJob(w, { status });
      const allowed = (JOB_TRANSITIONS.remove_by_admin.from as readonly string[]).includes(status);
      const response = await remove(jobId);
      expect({ status, code: response.statusCode }).toEqual({ status, code: allowed ? 200 : 409 });
      if (!allowed) {
        expect(response.json().message).toBe(
          'Opgaven kan ikke fjernes: kun en åben, tildelt eller udløbet opgave kan lukkes og fjernes.',
        );
        expect(await statusOf(jobId)).toBe(status);
        expect(await auditOf(jobId)).toHaveLength(0);
      }
    }
  });

  it('refuses removing twice and opening a job that is not removed', async () => {
    const jobId = await addJob(w);
    expect((await restore(jobId)).statusCode).toBe(409);
    expect((await remove(jobId)).statusCode).toBe(200);
    const again = await remove(jobId);
    expect(again.statusCode).toBe(409);
    expect((await restore(jobId)).statusCode).toBe(200);
    const twice = await restore(jobId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Opgaven er ikke fjernet, så den kan ikke åbnes igen.');
    const cancelled = await addJob(w, { status: 'cancelled' });
    expect((await restore(cancelled)).statusCode).toBe(409);
    expect((await auditOf(jobId)).map((row) => row.action)).toEqual(['job.remove', 'job.restore']);
  });
});
