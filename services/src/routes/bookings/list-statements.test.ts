// The company's booking lists are selected into their shape (issue 29; CONVENTIONS: a page's number
// of statements does not grow with its rows): the won jobs as JSON (GET /api/firma/vundne) and as
// the html tab (/firma/vundne_tab2), and the booking sidebar's page, search and older call take as
// many statements for a company with twenty bookings (each with a ticket, a review, a decided
// cancel request and an appointment) as for a company with one; and the tab draws the JSON's jobs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  type CompanyWorld,
  addCalendarEvent,
  addContact,
  addJob,
  addReview,
  buildCompanyWorld,
  now,
} from '../../test/company-job-fixtures.js';
import { type Agent, startTestApp } from '../../test/helpers.js';
import { sqlRun } from '../../test/sql.js';
import { statementsOf } from '../../test/statement-count.js';

let app: FastifyInstance;
let w: CompanyWorld;

/** A won job of the company, with everything its card and its sidebar row can show. */
async function booking(companyId: number, n: number): Promise<number> {
  const jobId = await addJob(w, { headline: `Tag nr. ${n}` });
  const { contactId } = await addContact(w, jobId, companyId, { state: 'confirmed', winner: true });
  await sqlRun(
    app.db,
    `insert into tickets (job_id, company_id, contact_id, sender, text, created_at) values (?, ?, ?, 'staff', 'Status?', ?)`,
    jobId,
    companyId,
    contactId,
    now() - 60,
  );
  await sqlRun(
    app.db,
    `insert into cancellations (contact_id, text, option_select, status, decision_reason, decided_at) values (?, 'Syg', 1, 'rejected', 'Nej.', ?)`,
    contactId,
    now() - 30,
  );
  await addReview(w, contactId, companyId, 4);
  await addCalendarEvent(w, companyId, now() + 86_400, contactId);
  return contactId;
}

/** The statements of one call (asked once before, so a session's first touch is not counted). */
async function statementsOfCall(call: () => Promise<{ statusCode: number }>): Promise<string[]> {
  await call();
  return await statementsOf(app.db, async () => {
    expect((await call()).statusCode).toBe(200);
  });
}

/** The same call by the company with one booking and by the rival with twenty: their statements. */
async function bothCompanies(
  call: (agent: Agent, companyId: number) => Promise<{ statusCode: number }>,
): Promise<{ one: string[]; twenty: string[] }> {
  return {
    one: await statementsOfCall(() => call(w.agent, w.firma.companyId as number)),
    twenty: await statementsOfCall(() => call(w.rivalAgent, w.rival.companyId as number)),
  };
}

beforeAll(async () => {
  app = await startTestApp();
  w = await buildCompanyWorld(app);
  await booking(w.firma.companyId as number, 0);
  for (let n = 1; n <= 20; n += 1) await booking(w.rival.companyId as number, n);
});
afterAll(() => app.close());

describe("the company's booking lists take a fixed number of statements", () => {
  it('GET /api/firma/vundne: 20 won jobs take as many as 1', async () => {
    const { one, twenty } = await bothCompanies((agent) => agent.get('/api/firma/vundne'));
    expect(one.length).toBeGreaterThan(0);
    expect(twenty).toHaveLength(one.length);
    const list = (await w.rivalAgent.get('/api/firma/vundne')).json();
    expect(list.jobs).toHaveLength(20);
    expect(list.jobs[0]).toMatchObject({
      rated: true,
      tickets: [{ sender: 'staff', text: 'Status?' }],
      cancel_decision: { status: 'rejected', reason: 'Nej.' },
    });
  });

  it('/firma/vundne_tab2: 20 won jobs take as many as 1, and the tab shows the JSON list', async () => {
    const { one, twenty } = await bothCompanies((agent) => agent.post('/firma/vundne_tab2', { page: 1 }));
    expect(twenty).toHaveLength(one.length);
    const json = (await w.rivalAgent.get('/api/firma/vundne')).json();
    const { html } = (await w.rivalAgent.post('/firma/vundne_tab2', { page: 1 })).json();
    const drawn = [...html.matchAll(/<li class="won-job" data-state="[^"]*" data-contact-id="(\d+)"/g)].map(
      (m) => Number(m[1]),
    );
    expect(drawn).toEqual(json.jobs.map((job: { contact_id: number }) => job.contact_id));
  });

  it("the sidebar's page, its search and the older call: 20 bookings take as many as 1", async () => {
    const calls: ((agent: Agent, companyId: number) => Promise<{ statusCode: number }>)[] = [
      (agent) => agent.post('/firma2/get_dine_bookinger_pagination', { page: 1, search: '' }),
      (agent) => agent.post('/firma2/get_dine_bookinger_pagination', { page: 1, search: 'Tag nr' }),
      (agent, companyId) => agent.post('/firma2/get_dine_bookinger', { company_id: companyId }),
    ];
    for (const call of calls) {
      const { one, twenty } = await bothCompanies(call);
      expect(one.length).toBeGreaterThan(0);
      expect(twenty).toHaveLength(one.length);
    }
    const older = (
      await w.rivalAgent.post('/firma2/get_dine_bookinger', { company_id: w.rival.companyId })
    ).json();
    expect(older.contact_id).toHaveLength(20);
  });
});
