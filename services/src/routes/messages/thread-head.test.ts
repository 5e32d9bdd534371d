// GET /api/beskeder/:contactId (issue 32): a side's own thread, with messages or none yet, with what
// an answer needs and its newest message the side may read (the customer never Opgavetorvet's notes);
// another's thread is 404 for a company and a customer alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loggedIn, manyLogins, startTestApp, visitor } from '../../test/helpers.js';
import { addMessage, marketplace, type Marketplace } from '../../test/job-fixtures.js';

let app: FastifyInstance;
let m: Marketplace;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  m = await marketplace(app, 2);
});
afterAll(() => app.close());

describe('GET /api/beskeder/:contactId', () => {
  it('gives a thread without messages to its company, with the fields an answer needs', async () => {
    const response = await (
      await loggedIn(app, m.companies[0])
    ).get(`/api/beskeder/${m.contacts[0].contactId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      contact_id: m.contacts[0].contactId,
      job_id: m.jobId,
      headline: expect.any(String),
      customer_id: m.customer.id,
      customer_name: 'Mette Hansen',
      company_id: m.companies[0].companyId,
      company_name: expect.stringMatching(/^Testfirma/),
      bid_id: m.contacts[0].bidId,
      last_message_id: null,
    });
  });

  it("names the newest message the side may read: the customer never Opgavetorvet's notes", async () => {
    const contactId = m.contacts[1].contactId;
    const question = await addMessage(app, { contactId, sender: 'user', body: 'Hvornår kan I?' });
    const note = await addMessage(app, { contactId, sender: 'system', body: 'Kunden har valgt et firma.' });
    const customer = await loggedIn(app, m.customer);
    const company = await loggedIn(app, m.companies[1]);
    expect((await customer.get(`/api/beskeder/${contactId}`)).json().last_message_id).toBe(question);
    expect((await company.get(`/api/beskeder/${contactId}`)).json().last_message_id).toBe(note);
  });

  it("is 404 for another's thread, 401 for a visitor and 400 for a bad id", async () => {
    const other = await loggedIn(app, m.otherCustomer);
    const otherCompany = await loggedIn(app, m.companies[1]);
    for (const [agent, contactId] of [
      [other, m.contacts[0].contactId],
      [otherCompany, m.contacts[0].contactId],
      [other, 999_999],
    ] as const) {
      const response = await agent.get(`/api/beskeder/${contactId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Samtalen blev ikke fundet');
    }
    expect((await (await visitor(app)).get(`/api/beskeder/${m.contacts[0].contactId}`)).statusCode).toBe(401);
    expect((await other.get('/api/beskeder/0')).statusCode).toBe(400);
  });
});
