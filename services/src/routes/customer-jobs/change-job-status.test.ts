// POST /ajax/bruger/changejobstatus: the customer chooses one company as the job's supplier. The
// job gets exactly one winner even when many choices arrive at once; the chosen company is told;
// the customer is sent to the supplier-hired page. Other customers and companies change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { type Agent, loggedIn, manyLogins, startTestApp, visitor } from '../../test/helpers.js';
import {
  addContact,
  createJob,
  marketplace,
  type ContactFixture,
  type Marketplace,
} from '../../test/job-fixtures.js';
import { renderedOutbox } from '../../test/outbox.js';
import { sqlAll, sqlOne } from '../../test/sql.js';

let app: FastifyInstance;
let m: Marketplace;
let customer: Agent;

const one = async <T>(sql: string, ...params: unknown[]): Promise<T> =>
  sqlOne<T>(await renderedOutbox(app), sql, ...params);
const winnersOf = (jobId: number) =>
  sqlAll(app.db, 'select id from contacts where job_id = ? and is_winner = 1', jobId);

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  m = await marketplace(app, 6);
  customer = await loggedIn(app, m.customer);
});
afterAll(() => app.close());

/** A fresh open job of the customer with a bid from each of the first `n` companies. */
async function freshJob(n: number) {
  const jobId = await createJob(app, { userId: m.customer.id, categoryId: m.category.subId });
  const contacts: ContactFixture[] = [];
  for (const c of m.companies.slice(0, n))
    contacts.push(await addContact(app, { jobId, companyId: c.companyId as number }));
  return { jobId, contacts };
}

describe('choosing the supplier', () => {
  it('makes the contact the winner awaiting confirmation, assigns the job, tells the company and links the hired page', async () => {
    const { jobId, contacts } = await freshJob(2);
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
      await one(
        'select state, is_winner, company_seen_selection from contacts where id = ?',
        contacts[1].contactId,
      ),
    ).toEqual({ state: 'awaiting_confirmation', is_winner: 1, company_seen_selection: 0 });
    expect(await one('select status from jobs where id = ?', jobId)).toEqual({ status: 'assigned' });
    expect(
      (
        await one<{ n: number }>(
          "select count(*) n from outbox where recipient = ? and subject = 'Du har vundet en opgave'",
          m.companies[1].email,
        )
      ).n,
    ).toBeGreaterThan(0);
    expect(
      (
        await one<{ body: string }>(
          "select body from messages where contact_id = ? and sender = 'system'",
          contacts[1].contactId,
        )
      ).body,
    ).toContain('har valgt jer som leverandør');
  });

  it('refuses a second choice with a clear text and keeps the first winner', async () => {
    const { jobId, contacts } = await freshJob(2);
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
    expect(await winnersOf(jobId)).toEqual([{ id: contacts[0].contactId }]);
    expect(await one('select state from contacts where id = ?', contacts[1].contactId)).toEqual({
      state: 'bid',
    });
  });

  it('leaves exactly one winner when many choices for different contacts arrive at once', async () => {
    const { jobId, contacts } = await freshJob(6);
    const replies = await Promise.all(
      contacts.map((c) =>
        customer.post('/ajax/bruger/changejobstatus', { job_id: jobId, contact_id: c.contactId }),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect(await winnersOf(jobId)).toHaveLength(1);
    expect(
      (
        await one<{ n: number }>(
          "select count(*) n from contacts where job_id = ? and state = 'awaiting_confirmation'",
          jobId,
        )
      ).n,
    ).toBe(1);
  });

  it('refuses a declined or withdrawn offer', async () => {
    const jobId = await createJob(app, { userId: m.customer.id, categoryId: m.category.subId });
    const declined = await addContact(app, {
      jobId,
      companyId: m.companies[0].companyId as number,
      state: 'declined',
    });
    const withdrawn = await addContact(app, {
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
    expect(await winnersOf(jobId)).toEqual([]);
  });

  it('lets the customer choose again after the chosen company refused the job', async () => {
    const jobId = await createJob(app, {
      userId: m.customer.id,
      categoryId: m.category.subId,
      status: 'assigned',
    });
    const refused = await addContact(app, {
      jobId,
      companyId: m.companies[0].companyId as number,
      state: 'refused',
      isWinner: true,
    });
    const next = await addContact(app, { jobId, companyId: m.companies[1].companyId as number });
    const response = await customer.post('/ajax/bruger/changejobstatus', {
      job_id: jobId,
      contact_id: next.contactId,
    });
    expect(response.statusCode).toBe(200);
    expect(await winnersOf(jobId)).toEqual([{ id: next.contactId }]);
    expect(await one('select state, is_winner from contacts where id = ?', refused.contactId)).toEqual({
      state: 'refused',
      is_winner: 0,
    });
  });

  it('refuses a job that is finished', async () => {
    const jobId = await createJob(app, {
      userId: m.customer.id,
      categoryId: m.category.subId,
      status: 'finished',
    });
    const contact = await addContact(app, { jobId, companyId: m.companies[0].companyId as number });
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
    const { jobId, contacts } = await freshJob(1);
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
    expect(await winnersOf(jobId)).toEqual([]);
    expect(await one('select status from jobs where id = ?', jobId)).toEqual({ status: 'open' });
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
