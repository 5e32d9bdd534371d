// SPEC §3/§4 finishing, issue 34: the finish data carries company_appointment_date (unix seconds),
// which becomes the booking's date (the won jobs' appointment_at); a job already rated shows the
// reviews-cancel modal before any price is typed (/ajax/firma/modal_reviews_cancel), only to the
// chosen company, and a job without a review has none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  addContact,
  addJob,
  addReview,
  buildCompanyWorld,
  row,
  type CompanyWorld,
} from '../../test/company-job-fixtures.js';
import { startTestApp } from '../../test/helpers.js';

let app: FastifyInstance;
let w: CompanyWorld;
const wonJob = async () => {
  const job = await addJob(w, { headline: 'Nyt gulv' });
  return { job, ...(await addContact(w, job, w.firma.companyId ?? 0, { state: 'confirmed', winner: true })) };
};

beforeAll(async () => {
  app = await startTestApp();
  w = await buildCompanyWorld(app);
});
afterAll(() => app.close());

describe('the finish data (/ajax/firma/update_balans_company)', () => {
  it('keeps company_appointment_date (unix seconds) as the booking date the won jobs show', async () => {
    const { job, contactId } = await wonJob();
    const response = await w.agent.post(
      '/ajax/firma/update_balans_company',
      { job_id: job, price: '4000', amount_summ: '', company_appointment_date: '1767225600' },
      { form: true },
    );
    expect(response.json()).toMatchObject({ success: true });
    expect(await row(app, 'select appointment_at from contacts where id = ?', contactId)).toEqual({
      appointment_at: 1767225600,
    });
    const won = (await w.agent.get('/api/firma/vundne')).json() as {
      jobs: { job_id: number; appointment_at: number | null }[];
    };
    expect(won.jobs.find((item) => item.job_id === job)?.appointment_at).toBe(1767225600);
  });

  it('leaves the booking date as it was when no date is sent, and refuses one that is not seconds', async () => {
    const { job, contactId } = await wonJob();
    const bad = await w.agent.post('/ajax/firma/update_balans_company', {
      job_id: job,
      price: '100',
      company_appointment_date: '2026-01-01',
    });
    expect(bad.statusCode).toBe(400);
    const ok = await w.agent.post('/ajax/firma/update_balans_company', { job_id: job, price: '100' });
    expect(ok.json()).toMatchObject({ success: true });
    expect(await row(app, 'select appointment_at from contacts where id = ?', contactId)).toEqual({
      appointment_at: null,
    });
  });
});

describe('/ajax/firma/modal_reviews_cancel', () => {
  it('answers the reviews-cancel modal of a rated job, the one the finish call would answer', async () => {
    const { job, contactId } = await wonJob();
    await addReview(w, contactId, w.firma.companyId ?? 0, 2);
    const response = await w.agent.post('/ajax/firma/modal_reviews_cancel', { job_id: job });
    expect(response.statusCode).toBe(200);
    const { html } = response.json() as { html: string };
    expect(html).toContain('modal-reviews-cancel');
    expect(html).toContain('Opgaven er allerede bedømt');
    expect(html).toContain('Ikke tilfreds');
    const finish = (
      await w.agent.post('/ajax/firma/update_balans_company', { job_id: job, price: '900' })
    ).json() as { html_reviews: string };
    expect(finish.html_reviews).toBe(html);
  });

  it('has none for a job without a review, nor for another company', async () => {
    const unrated = await wonJob();
    expect((await w.agent.post('/ajax/firma/modal_reviews_cancel', { job_id: unrated.job })).statusCode).toBe(
      404,
    );
    const rated = await wonJob();
    await addReview(w, rated.contactId, w.firma.companyId ?? 0, 4);
    expect(
      (await w.rivalAgent.post('/ajax/firma/modal_reviews_cancel', { job_id: rated.job })).statusCode,
    ).toBe(404);
  });
});
