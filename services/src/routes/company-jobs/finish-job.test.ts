// SPEC §4 finishing by the chosen company: a price (kroner + øre) and a confirmed job are needed, a
// rated job shows the reviews-cancel modal instead, parallel finishes finish once, another company's
// job is refused and unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  addContact,
  addJob,
  addReview,
  buildCompanyWorld,
  outboxCount,
  row,
  type CompanyWorld,
} from '../../test/company-job-fixtures.js';
import { startTestApp } from '../../test/helpers.js';

let app: FastifyInstance;
let w: CompanyWorld;
const contactState = async (id: number) =>
  (await row<{ state: string }>(app, 'select state from contacts where id = ?', id)).state;
const wonJob = async (
  state: 'confirmed' | 'awaiting_confirmation' | 'changes_proposed' | 'finished' = 'confirmed',
) => {
  const job = await addJob(w, { headline: 'Ny tagrende' });
  return { job, ...(await addContact(w, job, w.firma.companyId ?? 0, { state, winner: true })) };
};

beforeAll(async () => {
  app = await startTestApp();
  w = await buildCompanyWorld(app);
});
afterAll(() => app.close());

describe('/ajax/firma/update_balans_company (finish)', () => {
  it("finishes a confirmed job with the price, shows 'Opgave afsluttet' and tells the customer", async () => {
    const { job, contactId } = await wonJob();
    const mails = await outboxCount(app, w.customer.email);
    const response = await w.agent.post(
      '/ajax/firma/update_balans_company',
      { job_id: job, price: '12500', amount_summ: '5' },
      { form: true },
    );
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply).toMatchObject({ success: true, price_text: '12.500,05 kr.' });
    expect(reply.html_reviews).toContain('Opgave afsluttet');
    expect(reply.html_reviews).toContain('12.500,05 kr.');
    expect(await row(app, 'select state, finished_price_ore from contacts where id = ?', contactId)).toEqual({
      state: 'finished',
      finished_price_ore: 1250005,
    });
    expect(await row(app, 'select status from jobs where id = ?', job)).toEqual({ status: 'finished' });
    expect(await outboxCount(app, w.customer.email)).toBe(mails + 1);
    expect(
      (
        await row<{ body: string }>(
          app,
          'select body from outbox where recipient = ? order by id desc limit 1',
          w.customer.email,
        )
      ).body,
    ).toContain('12.500,05 kr');
  });

  it("needs a price; whole kroner up to 999999999, øre one or two digits — with the spec's texts", async () => {
    const { job, contactId } = await wonJob();
    const cases: [Record<string, unknown>, string][] = [
      [{ job_id: job }, 'Angiv venligst opgavens endelige pris'],
      [{ job_id: job, price: '' }, 'Angiv venligst opgavens endelige pris'],
      [{ job_id: job, price: '12.5' }, 'Beløbet skal være et helt tal på højst 999999999'],
      [{ job_id: job, price: '1000000000' }, 'Beløbet skal være et helt tal på højst 999999999'],
      [{ job_id: job, price: 100, amount_summ: '100' }, 'Øre skal være et eller to cifre, højst 99'],
      [{ job_id: job, price: 100, amount_summ: 'x' }, 'Øre skal være et eller to cifre, højst 99'],
    ];
    for (const [body, text] of cases) {
      const response = await w.agent.post('/ajax/firma/update_balans_company', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().messages).toEqual([text]);
    }
    expect(
      (await w.agent.post('/ajax/firma/update_balans_company', { job_id: job, price: 1, extra: 1 }))
        .statusCode,
    ).toBe(400);
    // 0 kr. (and 0 øre) is not a price the customer paid.
    for (const zero of [{ price: '0' }, { price: '0', amount_summ: '00' }]) {
      const response = await w.agent.post('/ajax/firma/update_balans_company', { job_id: job, ...zero });
      expect(response.statusCode, JSON.stringify(zero)).toBe(400);
      expect(response.json().message).toBe('Beløbet skal være større end 0.');
    }
    expect(await contactState(contactId)).toBe('confirmed');
  });

  it('is refused before the job is confirmed, and when it is already finished', async () => {
    const awaiting = await wonJob('awaiting_confirmation');
    const response = await w.agent.post('/ajax/firma/update_balans_company', {
      job_id: awaiting.job,
      price: '100',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ type: 'error', message: 'Bekræft opgaven, før du afslutter den.' });
    const done = await wonJob('finished');
    expect(
      (await w.agent.post('/ajax/firma/update_balans_company', { job_id: done.job, price: '100' })).json()
        .message,
    ).toBe('Opgaven er allerede afsluttet.');
  });

  it('shows the reviews-cancel modal instead of finishing a job the customer has rated', async () => {
    const { job, contactId } = await wonJob();
    await addReview(w, contactId, w.firma.companyId ?? 0, 2);
    const reply = (
      await w.agent.post('/ajax/firma/update_balans_company', { job_id: job, price: '900' })
    ).json();
    expect(reply.success).toBe(false);
    expect(reply.html_reviews).toContain('modal-reviews-cancel');
    expect(reply.html_reviews).toContain('Opgaven er allerede bedømt');
    expect(reply.html_reviews).toContain('Ikke tilfreds');
    expect(await contactState(contactId)).toBe('confirmed');
  });

  it("refuses another company's job (404) and leaves it unchanged", async () => {
    const { job, contactId } = await wonJob();
    const response = await w.rivalAgent.post('/ajax/firma/update_balans_company', {
      job_id: job,
      price: '100',
    });
    expect(response.statusCode).toBe(404);
    expect(await contactState(contactId)).toBe('confirmed');
  });

  it('finishes once when the finish is sent many times at once', async () => {
    const { job } = await wonJob();
    const mails = await outboxCount(app, w.customer.email);
    const replies = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        w.agent.post('/ajax/firma/update_balans_company', { job_id: job, price: String(1000 + i) }),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode === 409)).toHaveLength(4);
    expect(await outboxCount(app, w.customer.email)).toBe(mails + 1);
  });
});
