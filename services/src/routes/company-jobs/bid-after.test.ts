// After a bid: withdrawing it (then bidding again), the won jobs as JSON with only the company's own
// prices, and hiding a job in the per-company cookie.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  addContact,
  addJob,
  buildCompanyWorld,
  row,
  type CompanyWorld,
} from '../../test/company-job-fixtures.js';
import { startTestApp } from '../../test/helpers.js';

let app: FastifyInstance;
let w: CompanyWorld;
const bidsOf = async (jobId: number, companyId: number | null) =>
  (
    await row<{ n: number }>(
      app,
      'select count(*) n from bids b join contacts c on c.id = b.contact_id where c.job_id = ? and c.company_id = ? and b.withdrawn_at is null',
      jobId,
      companyId,
    )
  ).n;

beforeAll(async () => {
  app = await startTestApp();
  w = await buildCompanyWorld(app);
});
afterAll(() => app.close());

describe('POST /api/firma/bud/:bidId/tilbagetraek', () => {
  it('withdraws its own bid, after which it may bid again; another company cannot touch it', async () => {
    const job = await addJob(w);
    const placed = (await w.agent.post('/api/firma/bud', { job_id: job, amount: 5000 })).json();
    expect((await w.rivalAgent.post(`/api/firma/bud/${placed.bid_id}/tilbagetraek`, {})).statusCode).toBe(
      404,
    );
    expect(await bidsOf(job, w.firma.companyId)).toBe(1);
    const response = await w.agent.post(`/api/firma/bud/${placed.bid_id}/tilbagetraek`, {});
    expect(response.json()).toEqual({ type: 'success', message: 'Dit tilbud er trukket tilbage.' });
    expect(await row(app, 'select state from contacts where id = ?', placed.contact_id)).toEqual({
      state: 'withdrawn',
    });
    expect((await w.agent.post(`/api/firma/bud/${placed.bid_id}/tilbagetraek`, {})).statusCode).toBe(409);
    const again = await w.agent.post('/api/firma/bud', { job_id: job, amount: 4500 });
    expect(again.json().contact_id).toBe(placed.contact_id);
    expect(await bidsOf(job, w.firma.companyId)).toBe(1);
  });

  it('cannot withdraw once the customer has chosen the company', async () => {
    const { bidId } = await addContact(w, await addJob(w), w.firma.companyId ?? 0, { winner: true });
    expect((await w.agent.post(`/api/firma/bud/${bidId}/tilbagetraek`, {})).statusCode).toBe(409);
  });
});

describe('GET /api/firma/vundne', () => {
  it('lists the jobs it was chosen for with its own prices only', async () => {
    const job = await addJob(w, { headline: 'Vundet tag' });
    const { contactId } = await addContact(w, job, w.firma.companyId ?? 0, { winner: true, amount: 33000 });
    await addContact(w, job, w.rival.companyId ?? 0, { state: 'declined', amount: 77777 });
    const reply = (await w.agent.get('/api/firma/vundne')).json();
    expect(reply).toMatchObject({ page: 1, page_size: 20 });
    const item = reply.jobs.find((j: { contact_id: number }) => j.contact_id === contactId);
    expect(item).toMatchObject({
      job_id: job,
      headline: 'Vundet tag',
      state: 'awaiting_confirmation',
      is_winner: true,
      bid_amount: 33000,
      rated: false,
    });
    expect(JSON.stringify(reply)).not.toContain('77777');
    expect(
      (await w.rivalAgent.get('/api/firma/vundne'))
        .json()
        .jobs.map((j: { contact_id: number }) => j.contact_id),
    ).not.toContain(contactId);
  });
});

describe('POST /api/firma/opgaver/:jobId/skjul and /vis', () => {
  it('keeps the hidden ids in a per-company cookie for 365 days', async () => {
    const [a, b] = [await addJob(w), await addJob(w)];
    const hide = await w.agent.post(`/api/firma/opgaver/${a}/skjul`, {});
    expect(hide.json()).toEqual({ type: 'success', message: 'Opgaven er skjult.', hidden_job_ids: [a] });
    const cookie = hide.cookies.find((c) => c.name === `hidden_jobs_${w.firma.companyId}`);
    expect(cookie).toMatchObject({ value: String(a), maxAge: 365 * 24 * 60 * 60, path: '/' });
    const headers = { cookie: `${w.agent.cookieHeader()}; hidden_jobs_${w.firma.companyId}=${a}` };
    const both = await app.inject({
      method: 'POST',
      url: `/api/firma/opgaver/${b}/skjul`,
      headers: { ...headers, 'x-csrf-token': w.agent.csrfToken, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(both.json().hidden_job_ids).toEqual([a, b]);
    const shown = await app.inject({
      method: 'POST',
      url: `/api/firma/opgaver/${a}/vis`,
      headers: { ...headers, 'x-csrf-token': w.agent.csrfToken, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(shown.json()).toMatchObject({ message: 'Opgaven vises igen.', hidden_job_ids: [] });
    expect((await w.agent.post('/api/firma/opgaver/999999/skjul', {})).statusCode).toBe(404);
    expect((await w.agent.post('/api/firma/opgaver/abc/skjul', {})).statusCode).toBe(400);
  });
});
