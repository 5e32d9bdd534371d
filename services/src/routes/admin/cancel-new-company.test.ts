// Approving a cancellation whose company said 'Kunden ønsker et nyt firma' (optionnewone) puts the
// job back out for bids, in one transaction: the job is open again (companies' open-jobs list, the
// customer's page), the cancelling company's contact stays cancelled and gives up being the winner,
// so it cannot bid again while other companies can and the customer can choose a standing offer;
// she is told her job is open for new offers. Without the option, and for a personalised order, the
// job is cancelled as before.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  addContact,
  addJob,
  buildCompanyWorld,
  now,
  outboxCount,
  row,
  type CompanyWorld,
} from '../../test/company-job-fixtures.js';
import { adminAgent } from '../../test/admin-login.js';
import { type Agent, type TestAccount, createAccount, loggedIn, startTestApp } from '../../test/helpers.js';
import { queuedTo } from '../../test/outbox.js';
import { sqlRun } from '../../test/sql.js';

let app: FastifyInstance;
let w: CompanyWorld;
let admin: Agent;
let newcomer: TestAccount;
let newcomerAgent: Agent;
const DAY = 24 * 60 * 60;

/**
 * An assigned job (posted 60 days ago) chosen to the company under test with a standing offer of the
 * rival beside it; the company asks to cancel, saying (or not) that the customer wants a new company.
 */
async function cancelAsked(newOne: boolean, fields: { personalizedCompanyId?: number } = {}) {
  const job = await addJob(w, {
    headline: `Nyt tag ${newOne ? 'med' : 'uden'} nyt firma`,
    createdAt: now() - 60 * DAY,
    ...fields,
  });
  const rival = await addContact(w, job, w.rival.companyId ?? 0, { state: 'bid' });
  const chosen = await addContact(w, job, w.firma.companyId ?? 0, { state: 'confirmed', winner: true });
  const asked = await w.agent.post('/ajax/firma/refused_to_work', {
    job_id: job,
    text: 'Kunden vil hellere have et andet firma.',
    optionselect: '4',
    ...(newOne ? { optionnewone: '1' } : {}),
  });
  expect(asked.json()).toMatchObject({ success: true });
  const { id } = await row<{ id: number }>(
    app,
    "select id from cancellations where contact_id = ? and status = 'pending'",
    chosen.contactId,
  );
  return { job, id, chosen: chosen.contactId, rival: rival.contactId };
}

const approve = (id: number) =>
  admin.post(`/api/admin/annulleringer/${id}/beslutning`, {
    decision: 'approve',
    reason: 'Kunden bekræfter, at hun vil have et nyt firma.',
  });

const openJobIds = async (agent: Agent): Promise<number[]> =>
  ((await agent.get('/api/firma/opgaver?vis_alle=true')).json() as { jobs: { job_id: number }[] }).jobs.map(
    (job) => job.job_id,
  );

const bid = (agent: Agent, job: number) => agent.post('/api/firma/bud', { job_id: job, amount: 9_000 });

beforeAll(async () => {
  app = await startTestApp();
  w = await buildCompanyWorld(app);
  admin = await adminAgent(app);
  newcomer = await createAccount(app, 'company');
  await sqlRun(
    app.db,
    'insert into company_categories (company_id, category_id) values (?, ?)',
    newcomer.companyId,
    w.cat.toemrer,
  );
  newcomerAgent = await loggedIn(app, newcomer);
});
afterAll(() => app.close());

describe('approving a cancellation where the customer wants a new company', () => {
  it('puts the job back out for bids: open again for 30 days, no winner, the company cancelled', async () => {
    const { job, id, chosen, rival } = await cancelAsked(true);
    const publish = vi.spyOn(app.liveEvents, 'publish');
    const reply = await approve(id);
    expect(publish).toHaveBeenCalledWith(w.customer.id, { type: 'cancel_approved_new_company', job_id: job });
    publish.mockRestore();
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      type: 'success',
      message: `Annulleringen af "Nyt tag med nyt firma" er godkendt, og opgaven er igen åben for tilbud, da kunden ønsker et nyt firma. Kunden og firmaet har fået besked.`,
      cancellation_id: id,
      status: 'approved',
      contact_state: 'cancelled',
      job_status: 'open',
    });
    const reopened = await row<{ status: string; closed_at: number | null; open_until: number }>(
      app,
      'select status, closed_at, open_until from jobs where id = ?',
      job,
    );
    expect(reopened).toMatchObject({ status: 'open', closed_at: null });
    // Posted 60 days ago: it must not expire at once, so it is open for 30 days from the decision.
    expect(reopened.open_until).toBeGreaterThanOrEqual(now() + 29 * DAY);
    expect(await row(app, 'select state, is_winner from contacts where id = ?', chosen)).toEqual({
      state: 'cancelled',
      is_winner: 0,
    });
    // Other companies' earlier offers stand: not withdrawn, not told, choosable by the customer.
    expect(
      await row(
        app,
        'select c.state, b.withdrawn_at from contacts c join bids b on b.contact_id = c.id where c.id = ?',
        rival,
      ),
    ).toEqual({ state: 'bid', withdrawn_at: null });
  });

  it("shows in the companies' open jobs and as open on the customer's page; the cancelled company cannot bid again", async () => {
    const { job, id, chosen, rival } = await cancelAsked(true);
    expect(await openJobIds(newcomerAgent)).not.toContain(job);
    await approve(id);
    expect(await openJobIds(newcomerAgent)).toContain(job);

    const page = (await w.customerAgent.get(`/api/bruger/opgaver/${job}`)).json();
    expect(page.job.status).toBe('open');
    expect(page.state).toMatchObject({ winner_contact_id: null, can_choose: true, can_invite: true });
    expect(page.contacts.find((c: { contact_id: number }) => c.contact_id === chosen)).toMatchObject({
      state: 'cancelled',
      is_winner: false,
    });

    const again = await bid(w.agent, job);
    expect(again.statusCode).toBe(409);
    expect(
      await row(
        app,
        'select count(*) n from bids b join contacts c on c.id = b.contact_id where c.id = ?',
        chosen,
      ),
    ).toEqual({ n: 1 });
    expect((await bid(newcomerAgent, job)).statusCode).toBe(200);

    // The customer can choose a new company straight away, e.g. the rival's standing offer.
    const chosenAgain = await w.customerAgent.post('/ajax/bruger/changejobstatus', {
      job_id: job,
      contact_id: rival,
    });
    expect(chosenAgain.statusCode).toBe(200);
    expect(await row(app, 'select status from jobs where id = ?', job)).toEqual({ status: 'assigned' });
    expect(await row(app, 'select state, is_winner from contacts where id = ?', rival)).toEqual({
      state: 'awaiting_confirmation',
      is_winner: 1,
    });
    expect(await row(app, 'select state from contacts where id = ?', chosen)).toEqual({ state: 'cancelled' });
  });

  it('tells the customer by mail and SMS that her job is open for new offers, and the company of the approval', async () => {
    const { job, id } = await cancelAsked(true);
    const mailsBefore = (await queuedTo(app, 'email', w.customer.email)).length;
    const smsBefore = (await queuedTo(app, 'sms', '20304050')).length;
    const companyBefore = (await queuedTo(app, 'email', w.firma.email)).length;
    await approve(id);
    const mails = (await queuedTo(app, 'email', w.customer.email)).slice(mailsBefore);
    expect(mails.map((mail) => mail.subject)).toEqual(['Din opgave er igen åben for tilbud']);
    expect(mails[0].body).toContain('Kunden bekræfter, at hun vil have et nyt firma.');
    expect(mails[0].body).toContain('Du ønsker et nyt firma, så opgaven er nu igen åben for tilbud.');
    expect(mails[0].body).toContain(`Se opgaven: http://localhost:3000/bruger/opgave/${job}`);
    expect((await queuedTo(app, 'sms', '20304050')).slice(smsBefore).map((sms) => sms.body)).toEqual([
      'Annulleringen af "Nyt tag med nyt firma" er godkendt. Opgaven er igen åben for tilbud.',
    ]);
    expect(
      (await queuedTo(app, 'email', w.firma.email)).slice(companyBefore).map((mail) => mail.subject),
    ).toEqual(['Annulleringen er godkendt']);
  });

  it('writes nothing when a notice cannot be queued (one transaction)', async () => {
    const { job, id, chosen } = await cancelAsked(true);
    const before = await outboxCount(app, w.customer.email);
    const sms = vi.spyOn(app.sms, 'send').mockRejectedValueOnce(new Error('queue down'));
    const reply = await approve(id);
    sms.mockRestore();
    expect(reply.statusCode).toBe(500);
    expect(await row(app, 'select status from cancellations where id = ?', id)).toEqual({
      status: 'pending',
    });
    expect(await row(app, 'select state, is_winner from contacts where id = ?', chosen)).toEqual({
      state: 'cancel_pending',
      is_winner: 1,
    });
    expect(await row(app, 'select status, closed_at from jobs where id = ?', job)).toEqual({
      status: 'assigned',
      closed_at: null,
    });
    expect(await outboxCount(app, w.customer.email)).toBe(before);
    expect(await openJobIds(newcomerAgent)).not.toContain(job);
  });
});

describe('approving without the wish for a new company, or a personalised order', () => {
  it('cancels the job as before: closed, the company still its cancelled winner, not open for bids', async () => {
    const { job, id, chosen } = await cancelAsked(false);
    const mailsBefore = (await queuedTo(app, 'email', w.customer.email)).length;
    expect((await approve(id)).json()).toMatchObject({ contact_state: 'cancelled', job_status: 'cancelled' });
    expect(await row(app, 'select status from jobs where id = ?', job)).toEqual({ status: 'cancelled' });
    expect(await row(app, 'select state, is_winner from contacts where id = ?', chosen)).toEqual({
      state: 'cancelled',
      is_winner: 1,
    });
    expect(await openJobIds(newcomerAgent)).not.toContain(job);
    expect(
      (await queuedTo(app, 'email', w.customer.email)).slice(mailsBefore).map((mail) => mail.subject),
    ).toEqual(['Annulleringen er godkendt']);
  });

  it('cancels a personalised order (addressed to the cancelling company alone) even when a new company is wanted', async () => {
    const { job, id } = await cancelAsked(true, { personalizedCompanyId: w.firma.companyId ?? 0 });
    expect((await approve(id)).json()).toMatchObject({ job_status: 'cancelled' });
    expect(await row(app, 'select status from jobs where id = ?', job)).toEqual({ status: 'cancelled' });
  });
});
