// The customer's job list is selected into its shape in one query (issue 29; CONVENTIONS: a page's
// number of statements does not grow with its rows): GET /api/bruger/opgaver takes as many
// statements for ten jobs with offers and unread messages as for one, and the job block the list's
// idea link opens (/bruger/update_icon_idea) shows the same counts as the job's row of the list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { type Agent, createAccount, loggedIn, manyLogins, startTestApp } from '../../test/helpers.js';
import { addContact, addMessage, createCategory, createJob } from '../../test/job-fixtures.js';
import { statementsOf } from '../../test/statement-count.js';

let app: FastifyInstance;
let one: Agent;
let ten: Agent;

/** A customer with `count` jobs, each with two standing bids, one withdrawn and an unread message. */
async function customerWithJobs(count: number): Promise<Agent> {
  const customer = await createAccount(app, 'user');
  const category = await createCategory(app);
  const companies = [];
  for (let i = 0; i < 3; i += 1) companies.push((await createAccount(app, 'company')).companyId as number);
  for (let n = 0; n < count; n += 1) {
    const jobId = await createJob(app, { userId: customer.id, categoryId: category.subId });
    const [first] = [
      await addContact(app, { jobId, companyId: companies[0] }),
      await addContact(app, { jobId, companyId: companies[1] }),
      await addContact(app, { jobId, companyId: companies[2], state: 'withdrawn' }),
    ];
    await addMessage(app, { contactId: first.contactId, sender: 'company', body: 'Hej.' });
    await addMessage(app, { contactId: first.contactId, sender: 'company', body: 'Læst.', read: true });
  }
  return await loggedIn(app, customer);
}

/** The statements of the customer's job list (asked once before: a session's first touch is not counted). */
async function statementsOfList(agent: Agent): Promise<string[]> {
  await agent.get('/api/bruger/opgaver');
  return await statementsOf(app.db, async () => {
    expect((await agent.get('/api/bruger/opgaver')).statusCode).toBe(200);
  });
}

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  one = await customerWithJobs(1);
  ten = await customerWithJobs(10);
});
afterAll(() => app.close());

describe("the customer's job list", () => {
  it('ten jobs take as many statements as one', async () => {
    const forOne = await statementsOfList(one);
    const forTen = await statementsOfList(ten);
    expect(forOne.length).toBeGreaterThan(0);
    expect(forTen).toHaveLength(forOne.length);
    const { jobs } = (await ten.get('/api/bruger/opgaver')).json();
    expect(jobs).toHaveLength(10);
    for (const job of jobs) expect(job).toMatchObject({ bids_count: 2, unread_count: 1 });
  });

  it("the idea link's job block shows the job's row of the list", async () => {
    const [job] = (await ten.get('/api/bruger/opgaver')).json().jobs;
    const reply = (await ten.post('/bruger/update_icon_idea', { job_id: job.job_id })).json();
    expect(reply).toMatchObject({ open: true, job_id: job.job_id });
    expect(reply.html).toContain(`data-job-id="${job.job_id}"`);
    expect(reply.html).toContain(job.headline);
    expect(reply.html).toContain('Terrasse i lærketræ, ca. 25 m².');
    const counts = [...reply.html.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1]);
    expect(counts).toEqual(['2 tilbud', '1 ulæst besked']);
  });
});
