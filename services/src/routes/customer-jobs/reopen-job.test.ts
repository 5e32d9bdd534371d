// Opening an expired job again (POST /api/bruger/opgaver/:jobId/genaabn): only the customer's own
// job, only after it closed by expiry; it is open for 30 more days, its page offers the button no
// more, and the worker announces it again — to companies that did not hear of it before only.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAlerts, jobs } from '../../db/schema/index.js';
import { announceDueJobs } from '../../lib/job-alerts/announce.js';
import { expireJobs } from '../../domain/jobs/expiry.js';
import { DAY } from '../../lib/reminders/once.js';
import { addJob, buildCompanyWorld, now, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { buildTestApp, createAccount, loggedIn, visitor } from '../../test/helpers.js';
import { sqlRun } from '../../test/sql.js';

let app: FastifyInstance;
let w: CompanyWorld;

beforeAll(async () => {
  app = await buildTestApp();
  w = await buildCompanyWorld(app);
});
afterAll(() => app.close());

const jobRow = async (id: number) => (await app.db.select().from(jobs).where(eq(jobs.id, id)).get())!;
const toldCompanies = async (jobId: number) =>
  (
    await app.db
      .select({ companyId: jobAlerts.companyId })
      .from(jobAlerts)
      .where(eq(jobAlerts.jobId, jobId))
      .all()
  )
    .map((row) => row.companyId)
    .sort((a, b) => a - b);

/** An open job 31 days old, closed by the expiry run. */
async function expiredJob(): Promise<number> {
  const jobId = await addJob(w, { createdAt: now() - 31 * DAY });
  await expireJobs(app, now());
  expect((await jobRow(jobId)).status).toBe('expired');
  return jobId;
}

describe('opening an expired job again', () => {
  it('opens it for 30 more days, says until when, and the page no longer offers it', async () => {
    const jobId = await expiredJob();
    const page = (await w.customerAgent.get(`/api/bruger/opgaver/${jobId}`)).json();
    expect(page.state.can_reopen).toBe(true);

    const response = await w.customerAgent.post(`/api/bruger/opgaver/${jobId}/genaabn`, {});
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply).toMatchObject({ type: 'success', job_id: jobId });
    expect(reply.message).toMatch(/^Opgaven er åben igen til og med \d+\. \w+ \d{4}$/);
    const job = await jobRow(jobId);
    // Not `announcedAt`: the app's delivery worker may announce the job again at once (the next
    // test shows that it is announced again, to the companies not told before).
    expect(job).toMatchObject({ status: 'open', closedAt: null });
    expect(Math.abs(job.openUntil! - (now() + 30 * DAY))).toBeLessThanOrEqual(2);
    expect(reply.open_until).toBe(job.openUntil);
    expect((await w.customerAgent.get(`/api/bruger/opgaver/${jobId}`)).json().state.can_reopen).toBe(false);
  });

  it('is announced again, to the companies that had not been told of it only', async () => {
    const jobId = await addJob(w, { createdAt: now() - 31 * DAY });
    await app.db.update(jobs).set({ announcedAt: null }).where(eq(jobs.id, jobId)).run();
    await announceDueJobs(app, now() - 31 * DAY);
    expect(await toldCompanies(jobId)).toEqual(
      [w.firma.companyId!, w.rival.companyId!].sort((a, b) => a - b),
    );
    await expireJobs(app, now());

    const newcomer = await createAccount(app, 'company');
    await sqlRun(
      app.db,
      'insert into company_categories (company_id, category_id) values (?, ?)',
      newcomer.companyId,
      w.cat.toemrer,
    );
    expect((await w.customerAgent.post(`/api/bruger/opgaver/${jobId}/genaabn`, {})).statusCode).toBe(200);
    while (await announceDueJobs(app, now()));
    expect(await toldCompanies(jobId)).toEqual(
      [w.firma.companyId!, w.rival.companyId!, newcomer.companyId!].sort((a, b) => a - b),
    );
    expect((await jobRow(jobId)).announcedAt).not.toBeNull();
  });

  it('refuses a job that is open or taken (409), and changes nothing', async () => {
    for (const status of ['open', 'assigned', 'closed'] as const) {
      const jobId = await addJob(w, { status });
      const response = await w.customerAgent.post(`/api/bruger/opgaver/${jobId}/genaabn`, {});
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Kun en opgave, der er lukket, fordi den udløb, kan åbnes igen');
      expect((await jobRow(jobId)).status).toBe(status);
    }
  });

  it("answers 404 for another customer's job, 403 for a company and 401 for a visitor", async () => {
    const jobId = await expiredJob();
    const other = await loggedIn(app, await createAccount(app, 'user'));
    expect((await other.post(`/api/bruger/opgaver/${jobId}/genaabn`, {})).statusCode).toBe(404);
    expect((await w.agent.post(`/api/bruger/opgaver/${jobId}/genaabn`, {})).statusCode).toBe(403);
    expect((await (await visitor(app)).post(`/api/bruger/opgaver/${jobId}/genaabn`, {})).statusCode).toBe(
      401,
    );
    expect((await jobRow(jobId)).status).toBe('expired');
  });
});
