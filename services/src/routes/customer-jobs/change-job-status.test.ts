// POST /ajax/bruger/changejobstatus: the customer chooses one company as the job's supplier. The
// job gets exactly one winner even when many choices arrive at once; the chosen company is told;
// the customer is sent to the supplier-hired page. Other customers and companies change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { type Agent, loggedIn, manyLogins, startTestApp, visitor } from '../../test/helpers.js';
import { addContact, createJob, marketplace, type Marketplace } from '../../test/job-fixtures.js';
import { renderedOutbox } from '../../test/outbox.js';

let app: FastifyInstance;
let m: Marketplace;
let customer: Agent;

const one = <T>(sql: string, ...params: unknown[]): T =>
  renderedOutbox(app)
    .$client.prepare(sql)
    .get(...params) as T;
const winnersOf = (jobId: number) =>
  app.db.$client.prepare('select id from contacts where job_id = ? and is_winner = 1').all(jobId);

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  m = await marketplace(app, 6);
  customer = await loggedIn(app, m.customer);
});
afterAll(() => app.close());

/** A fresh open job of the customer with a bid from each of the first `n` companies. */
function freshJob(n: number) {
  const jobId = createJob(app, { userId: m.customer.id, categoryId: m.category.subId });
  return {
    jobId,
    contacts: m.companies
      .slice(0, n)
      .map((c) => addContact(app, { jobId, companyId: c.companyId as number })),
  };
}

describe('choosing the supplier', () => {
  it('makes the contact the winner awaiting confirmation, assigns the job, tells the company and links the hired page', async () => {
    const { jobId, contacts } = freshJob(2);
    const response = await customer.post('/ajax/bruger/changejobstatus', {
      job_id: jobId,
      contact_id: contacts[1].contactId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'success',
      message: expect.stringMatching(/^Du har valgt Testfirma \d+ til opgaven\./),
      result: `/bruger/leverandorhyret/${jobId}/?contact_id=${contacts[1].contactId}`,
    });
    expect(
      one(
        'select state, is_winner, company_seen_selection from contacts where id = ?',
        contacts[1].contactId,
      ),
    ).toEqual({ state: 'awaiting_confirmation', is_winner: 1, company_seen_selection: 0 });
    expect(one('select status from jobs where id = ?', jobId)).toEqual({ status: 'assigned' });
    expect(
      one<{ n: number }>(
        "select count(*) n from outbox where recipient = ? and subject = 'Du har vundet en opgave'",
        m.companies[1].email,
      ).n,
    ).toBeGreaterThan(0);
    expect(
      one<{ body: string }>(
        "select body from messages where contact_id = ? and sender = 'system'",
        contacts[1].contactId,
      ).body,
    ).toContain('har valgt jer som leverandør');
  });

  it('refuses a second choice with a clear text and keeps the first winner', async () => {
    const { jobId, contacts } = freshJob(2);
    await customer.post('/ajax/bruger/changejobstatus', { job_id: jobId, contact_id: contacts[0].contactId });
    const second = await customer.post('/ajax/bruger/changejobstatus', {
      job_id: jobId,
      contact_id: contacts[1].contactId,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ type: 'error', message: 'Der er allerede valgt et firma til opgaven' });
    customer.lang = 'en';
    const english = await customer.post('/ajax/bruger/changejobstatus', {
      job_id: jobId,
      contact_id: contacts[1].contactId,
    });
    customer.lang = null;
    expect(english.json().message).toBe('A company has already been chosen for this job');
    expect(winnersOf(jobId)).toEqual([{ id: contacts[0].contactId }]);
    expect(one('select state from contacts where id = ?', contacts[1].contactId)).toEqual({ state: 'bid' });
  });

  it('leaves exactly one winner when many choices for different contacts arrive at once', async () => {
    const { jobId, contacts } = freshJob(6);
    const replies = await Promise.all(
      contacts.map((c) =>
        customer.post('/ajax/bruger/changejobstatus', { job_id: jobId, contact_id: c.contactId }),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect(winnersOf(jobId)).toHaveLength(1);
    expect(
      one<{ n: number }>(
        "select count(*) n from contacts where job_id = ? and state = 'awaiting_confirmation'",
        jobId,
      ).n,
    ).toBe(1);
  });

  it('refuses a declined or withdrawn offer', async () => {
    const jobId = createJob(app, { userId: m.customer.id, categoryId: m.category.subId });
    const declined = addContact(app, {
      jobId,
      companyId: m.companies[0].companyId as number,
      state: 'declined',
    });
    const withdrawn = addContact(app, {
      jobId,
      companyId: m.companies[1].companyId as number,
      state: 'withdrawn',
    });
    for (const contact of [declined, withdrawn]) {
      const response = await customer.post('/ajax/bruger/changejobstatus', {
        job_id: jobId,
        contact_id: contact.contactId,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/står ikke længere og kan ikke vælges$/);
    }
    expect(winnersOf(jobId)).toEqual([]);
  });

  it('lets the customer choose again after the chosen company refused the job', async () => {
    const jobId = createJob(app, { userId: m.customer.id, categoryId: m.category.subId, status: 'assigned' });
    const refused = addContact(app, {
      jobId,
      companyId: m.companies[0].companyId as number,
      state: 'refused',
      isWinner: true,
    });
    const next = addContact(app, { jobId, companyId: m.companies[1].companyId as number });
    const response = await customer.post('/ajax/bruger/changejobstatus', {
      job_id: jobId,
      contact_id: next.contactId,
    });
    expect(response.statusCode).toBe(200);
    expect(winnersOf(jobId)).toEqual([{ id: next.contactId }]);
    expect(one('select state, is_winner from contacts where id = ?', refused.contactId)).toEqual({
      state: 'refused',
      is_winner: 0,
    });
  });

  it('refuses a job that is finished', async () => {
    const jobId = createJob(app, { userId: m.customer.id, categoryId: m.category.subId, status: 'finished' });
    const contact = addContact(app, { jobId, companyId: m.companies[0].companyId as number });
    const response = await customer.post('/ajax/bruger/changejobstatus', {
      job_id: jobId,
      contact_id: contact.contactId,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Opgaven er ikke længere åben');
  });
});

describe('who may choose, and bad input', () => {
  it("does not find another customer's job or a contact of another job, and changes nothing", async () => {
    const { jobId, contacts } = freshJob(1);
    const other = await loggedIn(app, m.otherCustomer);
    const foreign = await other.post('/ajax/bruger/changejobstatus', {
      job_id: jobId,
      contact_id: contacts[0].contactId,
    });
    expect(foreign.statusCode).toBe(404);
    const mixed = await customer.post('/ajax/bruger/changejobstatus', {
      job_id: m.jobId,
      contact_id: contacts[0].contactId,
    });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json()).toEqual({ type: 'error', message: 'Tilbuddet eller samtalen blev ikke fundet' });
    expect(winnersOf(jobId)).toEqual([]);
    expect(one('select status from jobs where id = ?', jobId)).toEqual({ status: 'open' });
  });

  it('answers 401 to a visitor and 403 to a company', async () => {
    const body = { job_id: m.jobId, contact_id: m.contacts[0].contactId };
    expect((await (await visitor(app)).post('/ajax/bruger/changejobstatus', body)).statusCode).toBe(401);
    expect(
      (await (await loggedIn(app, m.companies[0])).post('/ajax/bruger/changejobstatus', body)).statusCode,
    ).toBe(403);
  });

  it('refuses missing, wrongly typed, too large and unknown fields with 400', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ job_id: m.jobId }, 'Feltet kontakt skal udfyldes'],
      [{ job_id: 'x', contact_id: 1 }, 'Feltet opgave har en forkert type'],
      [{ job_id: m.jobId, contact_id: 2147483648 }, 'Feltet kontakt må højst være 2147483647'],
      [{ job_id: m.jobId, contact_id: 1, status: 'assigned' }, 'Feltet status er ikke tilladt'],
    ];
    for (const [body, message] of cases) {
      const response = await customer.post('/ajax/bruger/changejobstatus', body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ type: 'validation_errors', messages: [message] });
    }
  });
});
