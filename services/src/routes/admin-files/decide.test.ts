// The administrator's decisions on a reported file (issue 33). Removing it (POST …/fjern with a
// reason): the file is 404 at once and gone from its job's photos, its reports are closed as
// removed with the reason, an audit row says what it was and why, the uploader gets a Danish mail
// naming the photo, the job and the reason, and the item moves to the decided list. Dismissing
// (POST …/afvis) keeps the file, closes the reports (a new report may then come) and is audited.
// A file without an open report is 409, an unknown one 404, a reason of spaces 400: nothing changes.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileReportActionReply, FileReportsReply } from '@opgavetorvet/contracts';
import { buildCompanyWorld, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { companyLogo, jobPhotos, jobWithPhoto, reportFile, reportsOf } from '../../test/file-reports.js';
import { startAppWithFiles } from '../../test/files.js';
import { adminLogin } from '../../test/admin-login.js';
import { type Agent, manyLogins } from '../../test/helpers.js';
import { queuedTo } from '../../test/outbox.js';
import { sqlAll, sqlOne, sqlRun } from '../../test/sql.js';

let app: FastifyInstance;
let w: CompanyWorld;
let admin: Agent;
let adminId: number;

beforeAll(async () => {
  app = await startAppWithFiles(manyLogins);
  w = await buildCompanyWorld(app);
  const { account, agent } = await adminLogin(app, { name: 'Anna Admin' });
  adminId = account.id;
  admin = agent;
});
afterAll(() => app?.close());

const fileRow = (key: string) =>
  sqlOne<{ id: number; removed_at: number | null; removed_reason: string | null }>(
    app.db,
    'select id, removed_at, removed_reason from files where key = ?',
    key,
  );

async function auditRows(key: string) {
  const rows = await sqlAll<{ actor_id: number; action: string; before: string; after: string }>(
    app.db,
    "select actor_id, action, before, after from audit_log where target_type = 'file' and target_id = ? order by id",
    (await fileRow(key)).id,
  );
  return rows.map((row) => ({ ...row, before: JSON.parse(row.before), after: JSON.parse(row.after) }));
}

const listed = async (status: 'open' | 'decided') =>
  (await admin.get(`/api/admin/billeder?status=${status}`)).json<FileReportsReply>().files;
const remove = (key: string, reason = 'Billedet viser en persons ansigt uden samtykke.') =>
  admin.post(`/api/admin/billeder/${key}/fjern`, { reason });

describe('removing a reported file', () => {
  it('makes it 404, takes it off the job, closes the reports, audits it and tells the uploader', async () => {
    const { jobId, key } = await jobWithPhoto(w, { headline: 'Ny carport', caption: 'Carporten nu' });
    await reportFile(w.agent, key, 'Nabos bil og nummerplade');
    await reportFile(w.rivalAgent, key, 'Persondata');
    const response = await remove(key, '  Billedet viser en nummerplade.  ');
    expect(response.statusCode).toBe(200);
    const reply = response.json<FileReportActionReply>();
    expect(reply).toMatchObject({
      type: 'success',
      message: 'Filen er fjernet, og anmeldelserne er lukket.',
      file: {
        key,
        file: null,
        state: 'removed',
        decided_by: 'Anna Admin',
        decision_reason: 'Billedet viser en nummerplade.',
      },
    });
    expect(reply.file.reports.map((report) => report.reason)).toEqual([
      'Nabos bil og nummerplade',
      'Persondata',
    ]);

    expect((await w.customerAgent.get(`/filer/${key}/800.webp`)).statusCode).toBe(404);
    expect((await admin.get(`/filer/${key}/800.webp`)).statusCode).toBe(404);
    expect(await jobPhotos(w, jobId)).toEqual([]);
    expect(await fileRow(key)).toMatchObject({ removed_at: expect.any(Number), removed_reason: 'admin' });
    expect(
      (await reportsOf(app.db, key)).map((row) => [row.state, row.decided_by_user_id, row.decision_reason]),
    ).toEqual([
      ['removed', adminId, 'Billedet viser en nummerplade.'],
      ['removed', adminId, 'Billedet viser en nummerplade.'],
    ]);

    expect(await auditRows(key)).toEqual([
      {
        actor_id: adminId,
        action: 'file.remove',
        before: {
          purpose: 'job',
          owner: {
            title: 'Ny carport',
            job_id: jobId,
            message_id: null,
            reference_id: null,
            logo_company_id: null,
          },
          caption: 'Carporten nu',
          removed_at: null,
          open_reports: 2,
        },
        after: { reason: 'Billedet viser en nummerplade.', removed: true },
      },
    ]);

    const [mail] = (await queuedTo(app, 'email', w.customer.email)).slice(-1);
    expect(mail?.subject).toBe('Et billede er fjernet fra din opgave');
    expect(mail?.body).toContain('Hej Mette Kunde');
    expect(mail?.body).toContain(
      'Opgavetorvet har fjernet billedet "Carporten nu" fra din opgave "Ny carport"',
    );
    expect(mail?.body).toContain('Begrundelse: Billedet viser en nummerplade.');
    expect(mail?.body).toContain(`/bruger/opgave/${jobId}`);

    expect((await listed('open')).some((item) => item.key === key)).toBe(false);
    expect((await listed('decided')).find((item) => item.key === key)).toEqual(reply.file);
  });

  it("tells a company its logo was removed, and a visitor's job photo goes to the job's customer", async () => {
    const logo = await companyLogo(w.agent);
    await reportFile(w.rivalAgent, logo, 'Stjålet logo');
    expect((await remove(logo, 'Logoet tilhører et andet firma.')).statusCode).toBe(200);
    const [mail] = (await queuedTo(app, 'email', w.firma.email)).slice(-1);
    expect(mail?.subject).toBe('Jeres logo er fjernet');
    expect(mail?.body).toContain('Begrundelse: Logoet tilhører et andet firma.');
    expect((await w.agent.get('/api/firma/logo')).json()).toEqual({ logo: null });

    const { key } = await jobWithPhoto(w, { headline: 'Postet som gæst' });
    await sqlRun(app.db, 'update files set uploader_user_id = null where key = ?', key);
    await reportFile(w.agent, key, 'Forkert');
    const before = (await queuedTo(app, 'email', w.customer.email)).length;
    expect((await remove(key)).json<FileReportActionReply>().file.uploader_name).toBe('Mette Kunde');
    const sent = await queuedTo(app, 'email', w.customer.email);
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)?.body).toContain('fra din opgave "Postet som gæst"');
  });

  it('refuses a reason of spaces, an unknown file and one without an open report, changing nothing', async () => {
    const { key } = await jobWithPhoto(w);
    await reportFile(w.agent, key, 'Forkert');
    const spaces = await remove(key, '   ');
    expect(spaces.statusCode).toBe(400);
    expect(spaces.json()).toEqual({
      type: 'error',
      message: 'Skriv en begrundelse. Den bliver sendt til den, der lagde filen op.',
    });
    const unknown = await remove('B'.repeat(22));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Filen findes ikke.');
    expect((await fileRow(key)).removed_at).toBeNull();
    expect(await auditRows(key)).toEqual([]);

    expect((await remove(key)).statusCode).toBe(200);
    for (const again of [await remove(key), await admin.post(`/api/admin/billeder/${key}/afvis`)]) {
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        'Der er ingen åbne anmeldelser af denne fil. De er måske allerede afgjort.',
      );
    }
    const { key: unreported } = await jobWithPhoto(w);
    expect((await remove(unreported)).statusCode).toBe(409);
    expect((await fileRow(unreported)).removed_at).toBeNull();
    expect((await auditRows(key)).map((row) => row.action)).toEqual(['file.remove']);
  });
});

describe('dismissing the reports', () => {
  it('keeps the file, closes the reports, audits it; a new report opens the file again', async () => {
    const { jobId, key } = await jobWithPhoto(w, { caption: 'Køkkenet' });
    await reportFile(w.agent, key, 'Kedeligt billede');
    const outboxBefore = (await queuedTo(app, 'email', w.customer.email)).length;
    const response = await admin.post(`/api/admin/billeder/${key}/afvis`);
    expect(response.statusCode).toBe(200);
    expect(response.json<FileReportActionReply>()).toMatchObject({
      type: 'success',
      message: 'Filen er beholdt, og anmeldelserne er lukket.',
      file: { key, state: 'dismissed', decided_by: 'Anna Admin', decision_reason: null, file: { key } },
    });

    expect((await w.customerAgent.get(`/filer/${key}/800.webp`)).statusCode).toBe(200);
    expect((await jobPhotos(w, jobId)).map((photo) => photo.key)).toEqual([key]);
    expect((await reportsOf(app.db, key)).map((row) => [row.state, row.decided_by_user_id])).toEqual([
      ['dismissed', adminId],
    ]);
    expect((await auditRows(key)).map((row) => [row.action, row.after])).toEqual([
      ['file.reports.dismiss', { state: 'dismissed' }],
    ]);
    expect(await queuedTo(app, 'email', w.customer.email)).toHaveLength(outboxBefore);
    // The newest decision comes first.
    const [newest] = await listed('decided');
    expect(newest).toMatchObject({ key, state: 'dismissed', decided_at: expect.any(Number) });
    expect((await listed('open')).some((item) => item.key === key)).toBe(false);

    // The same company may report it again: a new open report, the old one stays dismissed.
    expect((await reportFile(w.agent, key, 'Stadig forkert')).statusCode).toBe(200);
    expect((await reportsOf(app.db, key)).map((row) => row.state)).toEqual(['dismissed', 'open']);
    expect((await listed('open')).find((item) => item.key === key)?.reports.map((r) => r.reason)).toEqual([
      'Stadig forkert',
    ]);
  });
});
