// GET /api/beskeder (issue 32): each side lists its own threads, one row per contact with a message
// it may read, newest message first, 20 a page with the total; empty threads (and, for the customer,
// threads of only Opgavetorvet's notes) are not listed; the unread count is the other side's unread
// messages; the page takes the same two statements however many threads it holds; others are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { InboxThread } from '@opgavetorvet/contracts';
import {
  type Agent,
  type TestAccount,
  createAccount,
  loggedIn,
  manyLogins,
  startTestApp,
  visitor,
} from '../../test/helpers.js';
import { addContact, addMessage, createJob, marketplace, type Marketplace } from '../../test/job-fixtures.js';
import { sqlRun } from '../../test/sql.js';
import { statementsOf } from '../../test/statement-count.js';

let app: FastifyInstance;
let m: Marketplace;

/** A message written at `at` (unix seconds). */
async function messageAt(
  contactId: number,
  sender: 'user' | 'company' | 'system',
  body: string,
  at: number,
  read = false,
): Promise<number> {
  const id = await addMessage(app, { contactId, sender, body, read });
  await sqlRun(app.db, 'update messages set created_at = ? where id = ?', at, id);
  return id;
}

const threadsOf = async (agent: Agent, query = ''): Promise<{ threads: InboxThread[]; total: number }> => {
  const response = await agent.get(`/api/beskeder${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  m = await marketplace(app, 3);
  // companies[0]: an older thread; companies[1]: the newest; companies[2]: no message at all.
  await messageAt(m.contacts[0].contactId, 'company', 'Vi har sendt et tilbud.', 1_700_000_000, true);
  await messageAt(m.contacts[0].contactId, 'user', 'Hvornår kan I starte?', 1_700_000_100);
  await messageAt(m.contacts[1].contactId, 'company', 'Vi kan komme i morgen.', 1_700_000_500);
  await messageAt(m.contacts[1].contactId, 'company', 'Eller på fredag.', 1_700_000_600);
});
afterAll(() => app.close());

describe('GET /api/beskeder', () => {
  it("lists the customer's threads newest first, with the company, the job, the newest message and its unread count", async () => {
    const { threads, total } = await threadsOf(await loggedIn(app, m.customer));
    expect(total).toBe(2);
    expect(threads.map((t) => t.contact_id)).toEqual([m.contacts[1].contactId, m.contacts[0].contactId]);
    expect(threads[0]).toEqual({
      contact_id: m.contacts[1].contactId,
      job_id: m.jobId,
      headline: expect.any(String),
      customer_id: m.customer.id,
      customer_name: 'Mette Hansen',
      company_id: m.companies[1].companyId,
      company_name: expect.stringMatching(/^Testfirma/),
      bid_id: m.contacts[1].bidId,
      last_message_id: expect.any(Number),
      last_message: 'Eller på fredag.',
      last_sender: 'company',
      last_at: 1_700_000_600,
      last_files: 0,
      unread: 2,
    });
    // The customer's own unread message is the company's to read, not the customer's.
    expect(threads[1]).toMatchObject({
      last_message: 'Hvornår kan I starte?',
      last_sender: 'user',
      unread: 0,
    });
  });

  it("does not list a thread without messages, nor one of only Opgavetorvet's notes for the customer", async () => {
    const customer = await loggedIn(app, m.customer);
    const company = await loggedIn(app, m.companies[2]);
    expect((await threadsOf(company)).total).toBe(0);
    const note = await messageAt(
      m.contacts[2].contactId,
      'system',
      'Kunden har valgt et firma.',
      1_700_000_900,
    );
    try {
      const { threads, total } = await threadsOf(customer);
      expect(total).toBe(2);
      expect(threads.map((t) => t.contact_id)).not.toContain(m.contacts[2].contactId);
      // The company reads Opgavetorvet's notes: its thread is listed with the note as its newest message.
      expect((await threadsOf(company)).threads).toMatchObject([
        { contact_id: m.contacts[2].contactId, last_sender: 'system', unread: 0 },
      ]);
    } finally {
      await sqlRun(app.db, 'delete from messages where id = ?', note);
    }
  });

  it("lists a company's own threads only, with the customer's unread count", async () => {
    const { threads, total } = await threadsOf(await loggedIn(app, m.companies[0]));
    expect(total).toBe(1);
    expect(threads).toMatchObject([
      { contact_id: m.contacts[0].contactId, customer_name: 'Mette Hansen', last_sender: 'user', unread: 1 },
    ]);
    expect(JSON.stringify(threads)).not.toContain('fredag');
  });

  it('pages 20 threads at a time, newest first, with the total; a page past the end is empty', async () => {
    const company = await createAccount(app, 'company');
    const customer = await createAccount(app, 'user');
    const contactIds: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const jobId = await createJob(app, { userId: customer.id, categoryId: m.category.subId });
      const { contactId } = await addContact(app, { jobId, companyId: company.companyId as number });
      // Written in an order that is not the contacts' own.
      await messageAt(contactId, 'user', `Besked ${i}`, 1_750_000_000 + ((i * 7) % 25) * 60);
      contactIds.push(contactId);
    }
    const newestFirst = contactIds
      .map((id, i) => ({ id, at: (i * 7) % 25 }))
      .sort((a, b) => b.at - a.at)
      .map((t) => t.id);
    const agent = await loggedIn(app, company);
    const first = await threadsOf(agent);
    const second = await threadsOf(agent, '?page=2');
    expect(first).toMatchObject({ page: 1, page_size: 20, total: 25 });
    expect(second).toMatchObject({ page: 2, page_size: 20, total: 25 });
    expect(first.threads.map((t) => t.contact_id)).toEqual(newestFirst.slice(0, 20));
    expect(second.threads.map((t) => t.contact_id)).toEqual(newestFirst.slice(20));
    expect((await threadsOf(agent, '?page=3')).threads).toEqual([]);
    // The customer sees the same threads from its side.
    expect((await threadsOf(await loggedIn(app, customer))).total).toBe(25);
  });

  it('asks the same two statements for a page of one thread and a page of twenty', async () => {
    const small = await loggedIn(app, m.companies[0]);
    const busy = await createAccount(app, 'company');
    for (let i = 0; i < 20; i += 1) {
      const jobId = await createJob(app, { userId: m.customer.id, categoryId: m.category.subId });
      const { contactId } = await addContact(app, { jobId, companyId: busy.companyId as number });
      await messageAt(contactId, 'user', `Spørgsmål ${i}`, 1_760_000_000 + i);
      await messageAt(contactId, 'company', `Svar ${i}`, 1_760_000_100 + i);
    }
    const busyAgent = await loggedIn(app, busy);
    const count = async (agent: Agent) => {
      await threadsOf(agent);
      return await statementsOf(app.db, async () => {
        expect((await threadsOf(agent)).threads.length).toBeGreaterThan(0);
      });
    };
    const one = await count(small);
    const twenty = await count(busyAgent);
    expect((await threadsOf(busyAgent)).threads).toHaveLength(20);
    expect(twenty).toHaveLength(one.length);
    // The session's own reads aside, the page is one statement and the count another.
    expect(twenty.filter((s) => /from\s+"?contacts"?/i.test(s))).toHaveLength(2);
  });

  it('answers 401 to a visitor, 403 to the administrator, 400 to a bad page or an unknown field', async () => {
    const admin: TestAccount = await createAccount(app, 'admin');
    expect((await (await visitor(app)).get('/api/beskeder')).statusCode).toBe(401);
    expect((await (await loggedIn(app, admin)).get('/api/beskeder')).statusCode).toBe(403);
    const customer = await loggedIn(app, m.customer);
    expect((await customer.get('/api/beskeder?page=0')).statusCode).toBe(400);
    expect((await customer.get('/api/beskeder?user_id=1')).statusCode).toBe(400);
  });
});
