// Sealed bids: the bid modal and POST /api/firma/bud (one active bid per company and job, only open
// jobs in its categories, the customer told without the price, the spec's amount texts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  addContact,
  addJob,
  buildCompanyWorld,
  outboxCount,
  row,
  type CompanyWorld,
} from '../../test/company-job-fixtures.js';
import { createAccount, loggedIn, startTestApp } from '../../test/helpers.js';
import { sqlRun } from '../../test/sql.js';

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

describe('/ajax/firma/modal_bid', () => {
  it('gives the bid form with the fields of POST /api/firma/bud for an open job in its categories', async () => {
    const job = await addJob(w, { headline: 'Ny carport' });
    const { html } = (await w.agent.post('/ajax/firma/modal_bid', { job_id: job })).json();
    for (const name of [
      'job_id',
      'amount',
      'min_estimate',
      'max_estimate',
      'discount',
      'hours_amount',
      'hours_discount',
      'comment',
    ])
      expect(html).toContain(`name="${name}"`);
    expect(html).toContain('Giv tilbud på »Ny carport«');
  });

  it('answers a notification instead: info when it already bid, error when the job is closed', async () => {
    const job = await addJob(w);
    await addContact(w, job, w.firma.companyId ?? 0);
    const already = await w.agent.post('/ajax/firma/modal_bid', { job_id: job });
    expect(already.statusCode).toBe(409);
    expect(already.json()).toEqual({
      type: 'info',
      message: 'Du har allerede givet et tilbud på denne opgave.',
    });
    const closed = await w.agent.post('/ajax/firma/modal_bid', {
      job_id: await addJob(w, { status: 'closed' }),
    });
    expect(closed.json()).toEqual({ type: 'error', message: 'Opgaven er ikke længere åben for tilbud.' });
    expect(
      (
        await w.agent.post('/ajax/firma/modal_bid', {
          job_id: await addJob(w, { categoryId: w.cat.mekaniker }),
        })
      ).statusCode,
    ).toBe(403);
    expect((await w.agent.post('/ajax/firma/modal_bid', { job_id: 999999 })).statusCode).toBe(404);
  });
});

describe('POST /api/firma/bud', () => {
  const bid = {
    amount: 15000,
    min_estimate: 14000,
    max_estimate: 17000,
    discount: 5,
    hours_amount: 30,
    hours_discount: 10,
    comment: 'Inkl. moms',
  };

  it('creates the contact (bid) and the sealed bid, and tells the customer without the price', async () => {
    const job = await addJob(w, { headline: 'Nyt gulv' });
    const mails = await outboxCount(app, w.customer.email);
    const response = await w.agent.post('/api/firma/bud', { job_id: job, ...bid });
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply).toMatchObject({ type: 'success', message: 'Dit tilbud er sendt til kunden.' });
    expect(await row(app, 'select state, company_id from contacts where id = ?', reply.contact_id)).toEqual({
      state: 'bid',
      company_id: w.firma.companyId,
    });
    expect(
      await row(
        app,
        'select amount, min_estimate, max_estimate, discount, hours_amount, hours_discount, comment from bids where id = ?',
        reply.bid_id,
      ),
    ).toEqual({ ...bid });
    expect(await outboxCount(app, w.customer.email)).toBe(mails + 1);
    const mail = await row<{ subject: string; body: string }>(
      app,
      'select subject, body from outbox where recipient = ? order by id desc limit 1',
      w.customer.email,
    );
    expect(mail.subject).toBe('Nyt tilbud på din opgave');
    expect(mail.body).toContain('Nyt gulv');
    // No figure of the bid, however written (15000, 15.000, 15 000): a sealed bid stays sealed.
    // (Not a bare '15': a test company's name or a job id may hold those digits.)
    expect(mail.body).not.toMatch(/1[457][.\s\u00a0]?000/);
  });

  it('leaves one bid when the same company bids twice at once (a double click)', async () => {
    const job = await addJob(w);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => w.agent.post('/api/firma/bud', { job_id: job, amount: 9000 })),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of replies.filter((x) => x.statusCode !== 200))
      expect(r.json()).toEqual({ type: 'info', message: 'Du har allerede givet et tilbud på denne opgave.' });
    expect(await bidsOf(job, w.firma.companyId)).toBe(1);
  });

  it('lets a company with a top-level category bid on jobs in its subcategories', async () => {
    const builder = await createAccount(app, 'company');
    await sqlRun(
      app.db,
      'insert into company_categories (company_id, category_id) values (?, ?)',
      builder.companyId,
      w.cat.byg,
    );
    const agent = await loggedIn(app, builder);
    const painting = await addJob(w, { categoryId: w.cat.maler });
    expect((await agent.post('/api/firma/bud', { job_id: painting, amount: 4000 })).statusCode).toBe(200);
    const carRepair = await addJob(w, { categoryId: w.cat.mekaniker });
    expect((await agent.post('/api/firma/bud', { job_id: carRepair, amount: 4000 })).statusCode).toBe(403);
  });

  it("bids only on open jobs in the company's categories, not on one addressed to another company", async () => {
    const cases: [number, number][] = [
      [await addJob(w, { status: 'assigned' }), 409],
      [await addJob(w, { categoryId: w.cat.mekaniker }), 403],
      [await addJob(w, { personalizedCompanyId: w.rival.companyId ?? 0 }), 404],
      [999999, 404],
    ];
    for (const [job, status] of cases) {
      const response = await w.agent.post('/api/firma/bud', { job_id: job, amount: 1000 });
      expect(response.statusCode).toBe(status);
      expect(
        (
          await row<{ n: number }>(
            app,
            'select count(*) n from contacts where job_id = ? and company_id = ?',
            job,
            w.firma.companyId,
          )
        ).n,
      ).toBe(0);
    }
  });

  it("refuses amounts with decimals or over 999999999 with the spec's text, and other bad input", async () => {
    const job = await addJob(w);
    const amountText = 'Beløbet skal være et helt tal på højst 999999999';
    for (const amount of [12.5, '12,5', 1000000000]) {
      const response = await w.agent.post('/api/firma/bud', { job_id: job, amount });
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json().messages).toContain(amountText);
    }
    // 0 and a negative price are whole numbers under the limit: the message says what is wrong.
    for (const amount of [0, -1]) {
      const response = await w.agent.post('/api/firma/bud', { job_id: job, amount });
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json().messages).toContain('Beløbet skal være større end 0.');
    }
    expect((await w.agent.post('/api/firma/bud', { job_id: job })).json().messages).toContain(
      'Angiv venligst din pris',
    );
    expect((await w.agent.post('/api/firma/bud', { job_id: job, amount: 100, price: 1 })).statusCode).toBe(
      400,
    );
    expect(
      (await w.agent.post('/api/firma/bud', { job_id: job, amount: 100, comment: 'x'.repeat(2001) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await w.agent.post('/api/firma/bud', { job_id: job, amount: 100, discount: 101 })).statusCode,
    ).toBe(400);
    expect(
      (
        await w.agent.post('/api/firma/bud', {
          job_id: job,
          amount: 100,
          min_estimate: 200,
          max_estimate: 100,
        })
      ).statusCode,
    ).toBe(400);
    w.agent.lang = 'en';
    const english = (await w.agent.post('/api/firma/bud', { job_id: job, amount: 1.5 })).json();
    w.agent.lang = null;
    expect(english.messages).toContain('The amount must be a whole number no larger than 999999999');
    expect(await bidsOf(job, w.firma.companyId)).toBe(0);
  });
});
