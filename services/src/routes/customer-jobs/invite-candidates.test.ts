// GET /api/bruger/opgaver/:jobId/firmaer: the companies the job reaches (its category or the
// top-level one) without an offer on it, invited ones first and flagged; only the job's customer
// (another customer 404, a company 403); nothing to invite on a closed or personalised job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { companyCategories } from '../../db/schema/index.js';
import {
  type Agent,
  createAccount,
  loggedIn,
  manyLogins,
  startTestApp,
  type TestAccount,
  visitor,
} from '../../test/helpers.js';
import { createCategory, createJob, marketplace, type Marketplace } from '../../test/job-fixtures.js';

let app: FastifyInstance;
let m: Marketplace;
let customer: Agent;
let inTop: TestAccount;
let inSub: TestAccount;
let elsewhere: TestAccount;

type Candidates = { companies: { company_id: number; name: string; invited: boolean }[] };
const idsOf = (reply: Candidates) => reply.companies.map((c) => c.company_id);

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  m = await marketplace(app, 2);
  customer = await loggedIn(app, m.customer);
  inTop = await createAccount(app, 'company');
  inSub = await createAccount(app, 'company');
  elsewhere = await createAccount(app, 'company');
  await app.db
    .insert(companyCategories)
    .values({ companyId: inTop.companyId as number, categoryId: m.category.topId })
    .run();
  await app.db
    .insert(companyCategories)
    .values({ companyId: inSub.companyId as number, categoryId: m.category.subId })
    .run();
  await app.db
    .insert(companyCategories)
    .values({ companyId: elsewhere.companyId as number, categoryId: (await createCategory(app)).subId })
    .run();
});
afterAll(() => app.close());

describe('GET /api/bruger/opgaver/:jobId/firmaer', () => {
  it("lists the companies of the job's category and its top-level one that have not bid, never others", async () => {
    const response = await customer.get(`/api/bruger/opgaver/${m.jobId}/firmaer`);
    expect(response.statusCode).toBe(200);
    const ids = idsOf(response.json());
    expect(ids.sort()).toEqual([inTop.companyId, inSub.companyId].sort());
    for (const bidder of m.companies) expect(ids).not.toContain(bidder.companyId);
    expect(ids).not.toContain(elsewhere.companyId);
  });

  it('puts an invited company first and flags it invited', async () => {
    await customer.post('/bruger/invite_company_by_email', { company_id: inSub.companyId, job_id: m.jobId });
    const reply: Candidates = (await customer.get(`/api/bruger/opgaver/${m.jobId}/firmaer`)).json();
    expect(reply.companies[0]).toMatchObject({ company_id: inSub.companyId, invited: true });
    expect(reply.companies.find((c) => c.company_id === inTop.companyId)?.invited).toBe(false);
  });

  it('is empty for a job that is not open or was ordered from one company', async () => {
    const finished = await createJob(app, {
      userId: m.customer.id,
      categoryId: m.category.subId,
      status: 'finished',
    });
    const personal = await createJob(app, {
      userId: m.customer.id,
      categoryId: m.category.subId,
      personalizedCompanyId: inTop.companyId as number,
    });
    for (const jobId of [finished, personal]) {
      expect((await customer.get(`/api/bruger/opgaver/${jobId}/firmaer`)).json()).toEqual({ companies: [] });
    }
  });

  it("answers only the job's customer: another customer 404, a company 403, a visitor 401", async () => {
    const other = await loggedIn(app, m.otherCustomer);
    expect((await other.get(`/api/bruger/opgaver/${m.jobId}/firmaer`)).statusCode).toBe(404);
    const company = await loggedIn(app, m.companies[0]);
    expect((await company.get(`/api/bruger/opgaver/${m.jobId}/firmaer`)).statusCode).toBe(403);
    expect((await (await visitor(app)).get(`/api/bruger/opgaver/${m.jobId}/firmaer`)).statusCode).toBe(401);
  });
});
