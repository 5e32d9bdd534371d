// The customer's side on the demo data: Mette's every job page answers with its sealed offers,
// her open job with bids can get a supplier once, her thread and offer modals work, and the red
// dots of both demo logins count what the other side wrote.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { demoEmails } from '../../db/seed/index.js';
import { type Agent, demoLogin, startDemoApp } from '../../test/helpers.js';
import { sqlOne } from '../../test/sql.js';

let app: FastifyInstance;
let mette: Agent;

beforeAll(async () => {
  app = await startDemoApp();
  mette = await demoLogin(app, demoEmails.user);
});
afterAll(() => app.close());

describe("Mette's jobs on the demo data", () => {
  it('every job page answers with the offers that exist', async () => {
    const { jobs } = (await mette.get('/api/bruger/opgaver')).json();
    expect(jobs.length).toBeGreaterThan(5);
    for (const job of jobs) {
      const response = await mette.get(`/api/bruger/opgaver/${job.job_id}`);
      expect(response.statusCode, `job ${job.job_id}`).toBe(200);
      const page = response.json();
      const stored = await sqlOne<{ n: number }>(
        app.db,
        'select count(*) n from contacts where job_id = ?',
        job.job_id,
      );
      expect(page.contacts).toHaveLength(stored.n);
      expect(page.job.status).toBe(job.status);
    }
  });

  it('her open job with bids gets exactly one supplier, and the offer modals show its price', async () => {
    const { jobs } = (await mette.get('/api/bruger/opgaver')).json();
    const open = jobs.find(
      (j: { status: string; bids_count: number }) => j.status === 'open' && j.bids_count >= 2,
    );
    const page = (await mette.get(`/api/bruger/opgaver/${open.job_id}`)).json();
    const offers = page.contacts.filter((c: { state: string }) => c.state === 'bid');
    const list = (
      await mette.post('/ajax/bruger/modal_list', { contactid: offers[0].contact_id, jobid: open.job_id })
    ).json();
    expect(list.html).toContain(`${offers[0].bid.amount.toLocaleString('da-DK')} kr.`);
    const thread = await mette.post('/ajax/bruger2/message_modal', {
      contact_id: offers[0].contact_id,
      job_id: open.job_id,
    });
    expect(thread.json().btn_type).toBe('offer');
    const replies = await Promise.all(
      offers.map((c: { contact_id: number }) =>
        mette.post('/ajax/bruger/changejobstatus', { job_id: open.job_id, contact_id: c.contact_id }),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect((await mette.get(`/api/bruger/opgaver/${open.job_id}`)).json().job.status).toBe('assigned');
  });

  it("the red dots count the other side's unread messages; Mette has read all by opening her pages", async () => {
    expect((await mette.post('/bruger2/update_number_red_dot', {})).json()).toEqual({
      get_unread_messages: 0,
    });
    const company = await demoLogin(app, demoEmails.company);
    const expected = await sqlOne<{ n: number }>(
      app.db,
      `select count(*) n from messages m join contacts c on c.id = m.contact_id
      join companies f on f.id = c.company_id join users u on u.id = f.user_id
      where u.email = ? and m.sender = 'user' and m.read_at is null`,
      demoEmails.company,
    );
    expect(expected.n).toBeGreaterThan(0);
    expect((await company.post('/bruger2/update_number_red_dot', {})).json()).toEqual({
      get_unread_messages: expected.n,
    });
  });
});
