// The customer's SMS when the company finishes her job writes the price as the rest of the product
// does: '29.500,50 kr.' — with the full stop of 'kr.' (the sentence's own follows the bracket).
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

beforeAll(async () => {
  app = await startTestApp();
  w = await buildCompanyWorld(app);
});
afterAll(() => app.close());

describe('/ajax/firma/update_balans_company (finish): the SMS to the customer', () => {
  it("reads '(29.500,50 kr.)'", async () => {
    const job = await addJob(w, { headline: 'Nyt køkken' });
    await addContact(w, job, w.firma.companyId ?? 0, { state: 'confirmed', winner: true });
    const response = await w.agent.post(
      '/ajax/firma/update_balans_company',
      { job_id: job, price: '29500', amount_summ: '50' },
      { form: true },
    );
    expect(response.statusCode).toBe(200);
    const sms = await row<{ body: string }>(
      app,
      "select body from outbox where channel = 'sms' and body like '%Nyt køkken%' order by id desc limit 1",
    );
    expect(sms.body).toMatch(/har afsluttet "Nyt køkken" \(29\.500,50 kr\.\)\.$/);
    expect(sms.body).not.toContain('kr)');
  });
});
