// Leads where the company works (issue 31): GET /api/firma/opgaver lists by default the open jobs in
// the company's own regions, the regions its job alerts follow (a job the alerts would tell it of is
// listed, one they would not is not), all of Denmark when it chose none; ?omraade=<slug> one other
// region and ?omraade=alle all of Denmark; the reply says which part it covers and the count is of
// that part. A change of regions shows at once; an unknown region, a malformed value and ?omraade
// with ?regioner are refused. The catalogue's findopgaver keeps its own region form.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyOpenJobsReply } from '@opgavetorvet/contracts';
import { alertCandidates } from '../../lib/job-alerts/matching.js';
import { addJob, buildCompanyWorld, now, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { createAccount, loggedIn, type Agent } from '../../test/helpers.js';
import { startTestApp } from '../../test/helpers.js';
import { sqlInsert, sqlRun } from '../../test/sql.js';

let app: FastifyInstance;
let w: CompanyWorld;
let nordjylland: number;
const job = { copenhagen: 0, odense: 0, padborg: 0, aalborg: 0, unknownZip: 0 };

beforeAll(async () => {
  app = await startTestApp();
  w = await buildCompanyWorld(app);
  nordjylland = await sqlInsert(
    app.db,
    `insert into regions (name, slug) values ('Region Nordjylland', 'region-nordjylland')`,
  );
  await sqlRun(
    app.db,
    `insert into zip_codes (zip, city, region_id) values ('9000', 'Aalborg', ?), ('6330', 'Padborg', ?)`,
    nordjylland,
    w.region.syddanmark,
  );
  // Newest first: each job added is older than the one before.
  job.copenhagen = await addJob(w, { headline: 'Carport i København', zip: '2100' });
  job.odense = await addJob(w, { headline: 'Carport i Odense', zip: '5000' });
  job.padborg = await addJob(w, { headline: 'Carport i Padborg', zip: '6330' });
  job.aalborg = await addJob(w, { headline: 'Carport i Aalborg', zip: '9000' });
  job.unknownZip = await addJob(w, { headline: 'Carport uden kendt postnummer', zip: '0800' });
});
afterAll(() => app.close());

const list = async (agent: Agent, query = ''): Promise<CompanyOpenJobsReply> => {
  const response = await agent.get(`/api/firma/opgaver${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CompanyOpenJobsReply>();
};
const idsOf = (reply: CompanyOpenJobsReply) => reply.jobs.map((item) => item.job_id);

/** A company in Tømrer working in these regions (none: it chose none). */
async function companyIn(regionIds: number[]): Promise<{ agent: Agent; companyId: number }> {
  const account = await createAccount(app, 'company');
  const companyId = account.companyId!;
  await sqlRun(
    app.db,
    'insert into company_categories (company_id, category_id) values (?, ?)',
    companyId,
    w.cat.toemrer,
  );
  const agent = await loggedIn(app, account);
  if (regionIds.length)
    expect((await agent.post('/api/firma/regioner', { region_ids: regionIds })).statusCode).toBe(200);
  return { agent, companyId };
}

/** The jobs the company's job alerts would tell it of (lib/job-alerts/matching.ts). */
async function alertedOf(companyId: number): Promise<number[]> {
  const told: number[] = [];
  for (const id of Object.values(job))
    if ((await alertCandidates(app.db, id, now())).some((c) => c.companyId === companyId)) told.push(id);
  return told;
}

describe("GET /api/firma/opgaver in the company's regions", () => {
  it("lists by default only the jobs in the company's own regions, and says so", async () => {
    const { agent } = await companyIn([w.region.hovedstaden, nordjylland]);
    const reply = await list(agent);
    expect(idsOf(reply)).toEqual([job.copenhagen, job.aalborg]);
    expect(reply).toMatchObject({ total: 2, area: 'own', region: null, has_regions: true });
  });

  it('agrees with the job alerts: the default list holds exactly the jobs they would tell of', async () => {
    for (const regions of [[w.region.hovedstaden], [w.region.syddanmark, nordjylland], []]) {
      const { agent, companyId } = await companyIn(regions);
      const listed = idsOf(await list(agent));
      expect(listed.length, `regions ${regions.join(',')}`).toBeGreaterThan(0);
      expect([...listed].sort(), `regions ${regions.join(',')}`).toEqual((await alertedOf(companyId)).sort());
    }
  });

  it('?omraade=<slug> lists one other region, named in the reply', async () => {
    const { agent } = await companyIn([w.region.hovedstaden]);
    const reply = await list(agent, '?omraade=syddanmark');
    expect(idsOf(reply)).toEqual([job.odense, job.padborg]);
    expect(reply).toMatchObject({
      total: 2,
      area: 'region',
      region: { id: w.region.syddanmark, name: 'Region Syddanmark', slug: 'syddanmark' },
      has_regions: true,
    });
  });

  it('?omraade=alle lists all of Denmark', async () => {
    const { agent } = await companyIn([w.region.hovedstaden]);
    const reply = await list(agent, '?omraade=alle');
    expect(idsOf(reply)).toEqual(Object.values(job));
    expect(reply).toMatchObject({ total: 5, area: 'all', region: null, has_regions: true });
  });

  it('shows a company that chose no regions all of Denmark, and says it chose none', async () => {
    const { agent } = await companyIn([]);
    const reply = await list(agent);
    expect(idsOf(reply)).toEqual(Object.values(job));
    expect(reply).toMatchObject({ total: 5, area: 'all', region: null, has_regions: false });
  });

  it('counts the part of Denmark it lists, also with search words and page by page', async () => {
    const { agent } = await companyIn([w.region.syddanmark]);
    expect(await list(agent, '?search=carport')).toMatchObject({ total: 2, area: 'own' });
    expect(idsOf(await list(agent, '?search=aalborg'))).toEqual([]);
    expect(idsOf(await list(agent, '?search=aalborg&omraade=alle'))).toEqual([job.aalborg]);
    expect(await list(agent, `?jobid=${job.padborg}`)).toMatchObject({ page: 1, total: 2 });
  });

  it("follows a change of the company's regions at once", async () => {
    const { agent } = await companyIn([w.region.hovedstaden]);
    expect(idsOf(await list(agent))).toEqual([job.copenhagen]);
    await agent.post('/api/firma/regioner', { region_ids: [nordjylland] });
    expect(idsOf(await list(agent))).toEqual([job.aalborg]);
  });

  it('refuses an unknown region, a malformed value and ?omraade together with ?regioner', async () => {
    const { agent } = await companyIn([w.region.hovedstaden]);
    const unknown = await agent.get('/api/firma/opgaver?omraade=region-atlantis');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Regionen findes ikke');
    for (const value of ['Syddanmark', 'syd%20danmark', '', 'a'.repeat(61)]) {
      const response = await agent.get(`/api/firma/opgaver?omraade=${value}`);
      expect(response.statusCode, value).toBe(400);
      expect(response.json().type, value).toBe('validation_errors');
    }
    const both = await agent.get(`/api/firma/opgaver?omraade=alle&regioner=${w.region.syddanmark}`);
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe('Vælg enten et område eller regioner, ikke begge');
  });

  it("leaves the catalogue's findopgaver to its own region form (all of Denmark without one)", async () => {
    const { agent } = await companyIn([w.region.hovedstaden]);
    const html = (await agent.get('/ajax/firma/findopgaver')).json<{ html: string }>().html;
    const shown = [...html.matchAll(/data-job-id="(\d+)"/g)].map((m) => Number(m[1]));
    expect(new Set(shown)).toEqual(new Set(Object.values(job)));
  });
});
