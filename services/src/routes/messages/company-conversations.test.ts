// GET /api/firma/beskeder: a company lists only its own conversations, newest activity first,
// with the customer's unread count and the fields /opgave/new_message needs; others are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  type Agent,
  createAccount,
  loggedIn,
  manyLogins,
  startTestApp,
  visitor,
} from '../../test/helpers.js';
import { addContact, addMessage, createJob, marketplace, type Marketplace } from '../../test/job-fixtures.js';
import { sqlRun } from '../../test/sql.js';

let app: FastifyInstance;
let m: Marketplace;
let company: Agent;

const setCreated = (messageId: number, at: number) =>
  sqlRun(app.db, 'update messages set created_at = ? where id = ?', at, messageId);

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  m = await marketplace(app, 2);
  company = await loggedIn(app, m.companies[0]);
  await setCreated(
    await addMessage(app, {
      contactId: m.contacts[0].contactId,
      sender: 'company',
      body: 'Vi har sendt et tilbud.',
      read: true,
    }),
    1_700_000_000,
  );
  await setCreated(
    await addMessage(app, {
      contactId: m.contacts[0].contactId,
      sender: 'user',
      body: 'Hvornår kan I starte?',
    }),
    1_700_000_100,
  );
  await addMessage(app, { contactId: m.contacts[1].contactId, sender: 'user', body: 'Til det andet firma' });
});
afterAll(() => app.close());

describe('GET /api/firma/beskeder', () => {
  it("lists the company's own conversation with the newest message, the unread count and the answer fields", async () => {
    const response = await company.get('/api/firma/beskeder');
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply).toMatchObject({ page: 1, page_size: 20, total: 1 });
    expect(reply.conversations).toEqual([
      {
        contact_id: m.contacts[0].contactId,
        job_id: m.jobId,
        headline: expect.any(String),
        customer_id: m.customer.id,
        customer_name: 'Mette Hansen',
        company_id: m.companies[0].companyId,
        bid_id: m.contacts[0].bidId,
        last_message: 'Hvornår kan I starte?',
        last_sender: 'user',
        last_at: 1_700_000_100,
        last_files: 0,
        unread: 1,
      },
    ]);
    expect(JSON.stringify(reply)).not.toContain('Til det andet firma');
  });

  it('puts the conversation with the newest activity first', async () => {
    const customer2 = await createAccount(app, 'user', { name: 'Ole Jensen' });
    const jobId = await createJob(app, { userId: customer2.id, categoryId: m.category.subId });
    const newer = await addContact(app, { jobId, companyId: m.companies[0].companyId as number });
    await setCreated(
      await addMessage(app, { contactId: newer.contactId, sender: 'company', body: 'Nyeste', read: true }),
      1_800_000_000,
    );
    const { conversations, total } = (await company.get('/api/firma/beskeder')).json();
    expect(total).toBe(2);
    expect(conversations.map((c: { contact_id: number }) => c.contact_id)).toEqual([
      newer.contactId,
      m.contacts[0].contactId,
    ]);
    expect(conversations[0]).toMatchObject({
      customer_name: 'Ole Jensen',
      unread: 0,
      last_sender: 'company',
    });
    expect((await company.get('/api/firma/beskeder?page=2')).json().conversations).toEqual([]);
  });

  it('answers 401 to a visitor, 403 to a customer, and 400 to a bad page or an unknown field', async () => {
    expect((await (await visitor(app)).get('/api/firma/beskeder')).statusCode).toBe(401);
    expect((await (await loggedIn(app, m.customer)).get('/api/firma/beskeder')).statusCode).toBe(403);
    expect((await company.get('/api/firma/beskeder?page=0')).statusCode).toBe(400);
    expect((await company.get('/api/firma/beskeder?user_id=1')).statusCode).toBe(400);
  });
});
