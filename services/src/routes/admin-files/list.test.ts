// The administrator's queue of reported files (issue 33), GET /api/admin/billeder: one item per file
// with every report's reason and reporter (null for a visitor), what the file belongs to and who
// uploaded it; open items the longest waiting first. The header's count (GET
// /api/admin/henvendelser/antal) counts files with an open report, not reports. Only an
// administrator may list or decide: a customer or company gets 403 and nothing changes.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileReportsReply, ReportedFile } from '@opgavetorvet/contracts';
import { buildCompanyWorld, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { companyLogo, jobWithPhoto, reportFile, reportsOf } from '../../test/file-reports.js';
import { startAppWithFiles } from '../../test/files.js';
import { adminAgent } from '../../test/admin-login.js';
import { type Agent, manyLogins, visitor } from '../../test/helpers.js';
import { sqlRun } from '../../test/sql.js';

let app: FastifyInstance;
let w: CompanyWorld;
let admin: Agent;

beforeAll(async () => {
  app = await startAppWithFiles(manyLogins);
  w = await buildCompanyWorld(app);
  admin = await adminAgent(app);
});
afterAll(() => app?.close());

const openItems = async (agent = admin) =>
  (await agent.get('/api/admin/billeder')).json<FileReportsReply>().files;
const itemOf = (items: ReportedFile[], key: string) => items.find((item) => item.key === key);
const waiting = async () =>
  (await admin.get('/api/admin/henvendelser/antal')).json<{ file_reports: number }>();

describe('the open queue', () => {
  it("shows a job's photo once with both reports, its job and its uploader", async () => {
    const { jobId, key } = await jobWithPhoto(w, { headline: 'Nyt tag på garagen', caption: 'Garagen' });
    expect((await reportFile(w.agent, key, 'Viser en nabos nummerplade')).statusCode).toBe(200);
    expect((await reportFile(w.rivalAgent, key, 'Ikke fra opgaven')).statusCode).toBe(200);
    const item = itemOf(await openItems(), key);
    expect(item).toMatchObject({
      key,
      caption: 'Garagen',
      owner: { purpose: 'job', title: 'Nyt tag på garagen', job_id: jobId, company_id: null },
      uploader_name: 'Mette Kunde',
      state: 'open',
      decided_by: null,
      decision_reason: null,
      decided_at: null,
    });
    expect(item?.file).toMatchObject({ key, kind: 'image', width: 900, widths: [320, 800] });
    expect(item?.reports.map((report) => report.reason)).toEqual([
      'Viser en nabos nummerplade',
      'Ikke fra opgaven',
    ]);
    expect(item?.reports[0]?.reporter_name).toMatch(/^Testfirma \d+$/);
    expect(item?.reports.every((report) => typeof report.created_at === 'number')).toBe(true);
  });

  it("names a logo's company, the company as its uploader, and a visitor's report without a name", async () => {
    const key = await companyLogo(w.agent);
    const guest = await visitor(app);
    guest.ip = '10.5.0.1';
    expect((await reportFile(guest, key, 'Stødende')).statusCode).toBe(200);
    const item = itemOf(await openItems(), key);
    expect(item?.owner).toEqual({
      purpose: 'logo',
      title: expect.stringMatching(/^Testfirma \d+$/),
      job_id: null,
      company_id: w.firma.companyId,
    });
    expect(item?.uploader_name).toBe(item?.owner.title);
    expect(item?.reports).toEqual([
      { reason: 'Stødende', reporter_name: null, created_at: expect.any(Number) },
    ]);
  });

  it('puts the longest waiting file first', async () => {
    const newer = await jobWithPhoto(w);
    const older = await jobWithPhoto(w);
    await reportFile(w.agent, newer.key, 'Nyere');
    await reportFile(w.agent, older.key, 'Ældre');
    await sqlRun(
      app.db,
      `update file_reports set created_at = created_at - 1000
       where file_id = (select id from files where key = ?)`,
      older.key,
    );
    const keys = (await openItems()).map((item) => item.key);
    expect(keys.indexOf(older.key)).toBeLessThan(keys.indexOf(newer.key));
    expect(keys.indexOf(older.key)).toBeGreaterThanOrEqual(0);
  });
});

describe('the count in the header', () => {
  it('counts files with an open report, two reports of one file once, and drops a decided one', async () => {
    const before = (await waiting()).file_reports;
    const { key } = await jobWithPhoto(w);
    await reportFile(w.agent, key, 'En');
    await reportFile(w.rivalAgent, key, 'To');
    expect((await waiting()).file_reports).toBe(before + 1);
    expect((await admin.post(`/api/admin/billeder/${key}/afvis`)).statusCode).toBe(200);
    expect((await waiting()).file_reports).toBe(before);
  });
});

describe('only an administrator', () => {
  it('a customer or company gets 403, a visitor 401, and the report and file stay as they were', async () => {
    const { key } = await jobWithPhoto(w);
    await reportFile(w.agent, key, 'Forkert billede');
    const calls: [string, string, Record<string, unknown>?][] = [
      ['GET', '/api/admin/billeder'],
      ['GET', '/api/admin/billeder?status=decided'],
      ['POST', `/api/admin/billeder/${key}/fjern`, { reason: 'Væk' }],
      ['POST', `/api/admin/billeder/${key}/afvis`],
    ];
    for (const [agent, status] of [
      [w.customerAgent, 403],
      [w.agent, 403],
      [await visitor(app), 401],
    ] as const)
      for (const [method, url, body] of calls) {
        const response = method === 'GET' ? await agent.get(url) : await agent.post(url, body ?? {});
        expect(response.statusCode, `${method} ${url}`).toBe(status);
      }
    expect((await reportsOf(app.db, key)).map((row) => row.state)).toEqual(['open']);
    expect((await w.customerAgent.get(`/filer/${key}/800.webp`)).statusCode).toBe(200);
  });
});
