// POST /bruger/invite_company_by_email: only the job's customer invites; invitations only while
// the invite count is below 4 (SPEC §5), so the fifth is refused, also when many arrive at once; a company twice or one that already
// bid is refused with a clear text; the invited company gets an e-mail and an SMS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  type Agent,
  createAccount,
  loggedIn,
  manyLogins,
  startTestApp,
  type TestAccount,
  visitor,
} from '../../test/helpers.js';
import { createJob, marketplace, type Marketplace } from '../../test/job-fixtures.js';
import { renderedOutbox } from '../../test/outbox.js';
import { sqlAll, sqlOne } from '../../test/sql.js';

let app: FastifyInstance;
let m: Marketplace;
let customer: Agent;
const extra: TestAccount[] = [];

const invitationsOf = async (jobId: number): Promise<number> =>
  (await sqlOne<{ n: number }>(app.db, 'select count(*) n from invitations where job_id = ?', jobId)).n;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  m = await marketplace(app, 1);
  customer = await loggedIn(app, m.customer);
  for (let i = 0; i < 8; i += 1) extra.push(await createAccount(app, 'company', { phone: `4040404${i}` }));
});
afterAll(() => app.close());

describe('inviting a company to the own job', () => {
  it('invites, answers response/message/company_id and mails and texts the company', async () => {
    const company = extra[0];
    const response = await customer.post('/bruger/invite_company_by_email', {
      company_id: company.companyId,
      job_id: m.jobId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      response: 'success',
      message: `Invitationen er sendt til Testfirma ${company.email.match(/\d+/)?.[0]}`,
      company_id: company.companyId,
    });
    const mail = await sqlOne<{ subject: string }>(
      await renderedOutbox(app),
      "select subject from outbox where channel = 'email' and recipient = ?",
      company.email,
    );
    expect(mail.subject).toBe('Du er inviteret til at give tilbud');
    expect(
      await sqlOne(app.db, "select count(*) n from outbox where channel = 'sms' and recipient = '40404040'"),
    ).toEqual({ n: 1 });
  });

  it('refuses the same company twice with a clear text and keeps one invitation', async () => {
    const response = await customer.post('/bruger/invite_company_by_email', {
      company_id: extra[0].companyId,
      job_id: m.jobId,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      type: 'error',
      response: 'error',
      company_id: extra[0].companyId,
    });
    expect(response.json().message).toMatch(/er allerede inviteret til opgaven$/);
    expect(await invitationsOf(m.jobId)).toBe(1);
  });

  it('refuses a company that already made an offer', async () => {
    const response = await customer.post('/bruger/invite_company_by_email', {
      company_id: m.companies[0].companyId,
      job_id: m.jobId,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/har allerede givet et tilbud på opgaven$/);
  });

  it('invitations only while the invite count is below 4: the fifth is refused with the spec text (English with lang=en)', async () => {
    for (const company of extra.slice(1, 4)) {
      expect(
        (
          await customer.post('/bruger/invite_company_by_email', {
            company_id: company.companyId,
            job_id: m.jobId,
          })
        ).statusCode,
      ).toBe(200);
    }
    expect(await invitationsOf(m.jobId)).toBe(4);
    const fifth = await customer.post('/bruger/invite_company_by_email', {
      company_id: extra[4].companyId,
      job_id: m.jobId,
    });
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json()).toEqual({
      type: 'error',
      response: 'error',
      message: 'Beklager, men du har overskredet grænsen for invitationer',
      company_id: extra[4].companyId,
    });
    customer.lang = 'en';
    const english = await customer.post('/bruger/invite_company_by_email', {
      company_id: extra[4].companyId,
      job_id: m.jobId,
    });
    customer.lang = null;
    expect(english.json().message).toBe('Sorry, but you have exceeded the limit of invitations');
    expect(await invitationsOf(m.jobId)).toBe(4);
  });

  it('leaves exactly 4 invitations when many arrive at once: the fifth invitation never passes', async () => {
    const jobId = await createJob(app, { userId: m.customer.id, categoryId: m.category.subId });
    const replies = await Promise.all(
      extra.map((company) =>
        customer.post('/bruger/invite_company_by_email', { company_id: company.companyId, job_id: jobId }),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(
      replies
        .filter((r) => r.statusCode === 409)
        .every((r) => r.json().message === 'Beklager, men du har overskredet grænsen for invitationer'),
    ).toBe(true);
    expect(await invitationsOf(jobId)).toBe(4);
    const slots = await sqlAll(app.db, 'select slot from invitations where job_id = ? order by slot', jobId);
    expect(slots).toEqual([{ slot: 1 }, { slot: 2 }, { slot: 3 }, { slot: 4 }]);
  });

  it('refuses a job that is no longer open', async () => {
    const jobId = await createJob(app, {
      userId: m.customer.id,
      categoryId: m.category.subId,
      status: 'assigned',
    });
    const response = await customer.post('/bruger/invite_company_by_email', {
      company_id: extra[4].companyId,
      job_id: jobId,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Opgaven er ikke længere åben');
  });
});

describe('who may invite, and bad input', () => {
  it("does not find another customer's job and changes nothing", async () => {
    const jobId = await createJob(app, { userId: m.customer.id, categoryId: m.category.subId });
    const other = await loggedIn(app, m.otherCustomer);
    const response = await other.post('/bruger/invite_company_by_email', {
      company_id: extra[5].companyId,
      job_id: jobId,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ type: 'error', message: 'Opgaven blev ikke fundet' });
    expect(await invitationsOf(jobId)).toBe(0);
  });

  it('answers 401 to a visitor and 403 to a company', async () => {
    const body = { company_id: extra[5].companyId, job_id: m.jobId };
    expect((await (await visitor(app)).post('/bruger/invite_company_by_email', body)).statusCode).toBe(401);
    const company = await loggedIn(app, extra[6]);
    expect((await company.post('/bruger/invite_company_by_email', body)).statusCode).toBe(403);
  });

  it('refuses missing, wrongly typed, out-of-range and unknown fields with 400', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ job_id: m.jobId }, 'Feltet firma skal udfyldes'],
      [{ company_id: 'abc', job_id: m.jobId }, 'Feltet firma har en forkert type'],
      [{ company_id: 0, job_id: m.jobId }, 'Feltet firma skal være mindst 1'],
      [{ company_id: extra[5].companyId, job_id: m.jobId, price: 1 }, 'Feltet price er ikke tilladt'],
    ];
    for (const [body, message] of cases) {
      const response = await customer.post('/bruger/invite_company_by_email', body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ type: 'validation_errors', messages: [message] });
    }
    const form = await customer.post(
      '/bruger/invite_company_by_email',
      `company_id=${extra[5].companyId}&job_id=99999999`,
      { form: true },
    );
    expect(form.statusCode).toBe(404);
  });
});
