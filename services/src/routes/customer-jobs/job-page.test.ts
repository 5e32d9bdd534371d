// GET /api/bruger/opgaver/:jobId and POST …/skjul, …/vis: the customer's own job page with every
// sealed offer, company and conversation; opening it marks the companies' messages read; hiding
// is kept in a cookie. Nobody but the job's customer gets the page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { type Agent, loggedIn, manyLogins, startTestApp, visitor } from '../../test/helpers.js';
import { addMessage, marketplace, type Marketplace } from '../../test/job-fixtures.js';
import { sqlOne } from '../../test/sql.js';

let app: FastifyInstance;
let m: Marketplace;
let customer: Agent;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  m = await marketplace(app, 2);
  customer = await loggedIn(app, m.customer);
});
afterAll(() => app.close());

describe('the job page', () => {
  it('shows the own job with every offer, company and conversation, and marks company messages read', async () => {
    const unread = await addMessage(app, {
      contactId: m.contacts[0].contactId,
      sender: 'company',
      body: 'Hej Mette, vi kan komme tirsdag.',
    });
    await addMessage(app, {
      contactId: m.contacts[0].contactId,
      sender: 'user',
      body: 'Tak, det passer fint.',
    });
    const response = await customer.get(`/api/bruger/opgaver/${m.jobId}`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.job).toMatchObject({
      job_id: m.jobId,
      status: 'open',
      zip: '8000',
      city: 'Aarhus C',
      hidden: false,
      personalized_company_id: null,
    });
    expect(page.contacts).toHaveLength(2);
    expect(page.contacts[0]).toMatchObject({
      contact_id: m.contacts[0].contactId,
      state: 'bid',
      is_winner: false,
      company: { company_id: m.companies[0].companyId, rating: null, reviews_count: 0 },
      bid: {
        bid_id: m.contacts[0].bidId,
        amount: 10_000,
        min_estimate: 11_000,
        max_estimate: 14_000,
        withdrawn: false,
      },
    });
    expect(page.contacts[1].bid.amount).toBe(11_000);
    expect(
      page.contacts[0].messages.map((x: { message_id: number; is_new: boolean }) => [x.message_id, x.is_new]),
    ).toEqual([
      [unread, true],
      [unread + 1, false],
    ]);
    expect(page.state).toEqual({
      can_invite: true,
      invitations_left: 4,
      can_choose: true,
      can_reopen: false,
      winner_contact_id: null,
    });
    const again = (await customer.get(`/api/bruger/opgaver/${m.jobId}`)).json();
    expect(again.contacts[0].messages[0].is_new).toBe(false);
    const readAt = await sqlOne<{
      read_at: number | null;
    }>(app.db, 'select read_at from messages where id = ?', unread);
    expect(readAt.read_at).not.toBeNull();
  });

  it('is not found for another customer, and refused to a company (offers are sealed) and to a visitor', async () => {
    const other = await loggedIn(app, m.otherCustomer);
    const foreign = await other.get(`/api/bruger/opgaver/${m.jobId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ type: 'error', message: 'Opgaven blev ikke fundet' });
    const company = await loggedIn(app, m.companies[0]);
    expect((await company.get(`/api/bruger/opgaver/${m.jobId}`)).statusCode).toBe(403);
    const anonymous = await (await visitor(app)).get(`/api/bruger/opgaver/${m.jobId}`);
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a job id that is not a number with a clear 400', async () => {
    const response = await customer.get('/api/bruger/opgaver/abc');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      type: 'validation_errors',
      messages: ['Feltet opgave har en forkert type'],
    });
  });
});

describe('hiding and showing a job', () => {
  it('keeps the hidden jobs in a 365-day cookie of the customer and shows it on the page', async () => {
    const hide = await customer.post(`/api/bruger/opgaver/${m.jobId}/skjul`, {});
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toEqual({ job_id: m.jobId, hidden: true, hidden_job_ids: [m.jobId] });
    const cookie = hide.cookies.find((c) => c.name === `hiddenjobs_u${m.customer.id}`);
    expect(cookie?.maxAge).toBe(365 * 24 * 60 * 60);
    const withCookie = await app.inject({
      method: 'GET',
      url: `/api/bruger/opgaver/${m.jobId}`,
      headers: { cookie: `sid=${customer.sid}; ${cookie?.name}=${cookie?.value}` },
    });
    expect(withCookie.json().job.hidden).toBe(true);
    const show = await app.inject({
      method: 'POST',
      url: `/api/bruger/opgaver/${m.jobId}/vis`,
      headers: {
        cookie: `sid=${customer.sid}; ${cookie?.name}=${cookie?.value}`,
        'x-csrf-token': customer.csrfToken,
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect(show.json()).toEqual({ job_id: m.jobId, hidden: false, hidden_job_ids: [] });
  });

  it("cannot hide another customer's job", async () => {
    const other = await loggedIn(app, m.otherCustomer);
    const response = await other.post(`/api/bruger/opgaver/${m.jobId}/skjul`, {});
    expect(response.statusCode).toBe(404);
    expect(response.cookies.find((c) => c.name.startsWith('hiddenjobs_'))).toBeUndefined();
  });
});
