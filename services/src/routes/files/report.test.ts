// "Anmeld billede" (issue 30), POST /api/filer/:key/anmeld: whoever may see a file may report it
// with a reason, anyone else gets 404 as the file itself answers (a visitor a job's photos, a
// company that may not see the job); a visitor may report a public logo; the same reporter's second
// report of an open file adds no row and is thanked alike; a reason of spaces is refused in Danish;
// at most FILE_REPORTS_PER_DAY reports a day per account, or per address for a visitor.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_REPORTS_PER_DAY } from '@opgavetorvet/contracts';
import { buildCompanyWorld, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { companyLogo, jobWithPhoto, reportFile, reportsOf } from '../../test/file-reports.js';
import { startAppWithFiles, testImage, uploadFile } from '../../test/files.js';
import { type Agent, createAccount, loggedIn, manyLogins, visitor } from '../../test/helpers.js';

let app: FastifyInstance;
let w: CompanyWorld;
/** A company in no category: it may not see the world's jobs. */
let outsider: Agent;
let addresses = 0;

/** A visitor from an address of its own (visitors' reports are counted by address). */
async function visitorAt(ip = `10.1.0.${(addresses += 1)}`): Promise<Agent> {
  const agent = await visitor(app);
  agent.ip = ip;
  return agent;
}

beforeAll(async () => {
  app = await startAppWithFiles(manyLogins);
  w = await buildCompanyWorld(app);
  outsider = await loggedIn(app, await createAccount(app, 'company'));
});
afterAll(() => app?.close());

const THANKS = 'Tak. Billedet er sendt til Opgavetorvet, som ser på det.';
const UNKNOWN = { type: 'error', message: 'Filen findes ikke.' };

describe("who may report a job's photo", () => {
  it('refuses a visitor and a company that may not see the job with 404, and keeps nothing', async () => {
    const { key } = await jobWithPhoto(w);
    for (const agent of [await visitorAt(), outsider]) {
      const response = await reportFile(agent, key);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(UNKNOWN);
    }
    expect(await reportsOf(app.db, key)).toEqual([]);
  });

  it('takes the report of a company that sees the job, with its reason, account and address', async () => {
    const { key } = await jobWithPhoto(w);
    w.agent.ip = '10.2.0.1';
    const response = await reportFile(w.agent, key, '  Billedet viser en andens hus.  ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 'success', message: THANKS });
    expect(await reportsOf(app.db, key)).toEqual([
      {
        reporter_user_id: w.firma.id,
        reporter_address: '10.2.0.1',
        reason: 'Billedet viser en andens hus.',
        state: 'open',
        decided_by_user_id: null,
        decided_at: null,
        decision_reason: null,
      },
    ]);
  });

  it("refuses an upload not yet part of anything, even its uploader's own, and an unknown key", async () => {
    const response = await uploadFile(w.customerAgent, 'job', 'a.png', await testImage(50, 50));
    const { key } = response.json<{ key: string }>();
    expect((await reportFile(w.customerAgent, key)).statusCode).toBe(404);
    expect((await reportFile(w.customerAgent, 'A'.repeat(22))).statusCode).toBe(404);
  });

  it('wants the CSRF token as every other post', async () => {
    const { key } = await jobWithPhoto(w);
    const response = await w.agent.post(`/api/filer/${key}/anmeld`, { reason: 'Grimt' }, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(await reportsOf(app.db, key)).toEqual([]);
  });
});

describe('one open report per reporter', () => {
  it('adds no second row for the same account, and thanks it alike; another company adds its own', async () => {
    const { key } = await jobWithPhoto(w);
    expect((await reportFile(w.agent, key, 'Første')).json().message).toBe(THANKS);
    const again = await reportFile(w.agent, key, 'Anden');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ type: 'success', message: THANKS });
    expect((await reportFile(w.rivalAgent, key, 'Fra en anden')).statusCode).toBe(200);
    expect((await reportsOf(app.db, key)).map((row) => [row.reporter_user_id, row.reason])).toEqual([
      [w.firma.id, 'Første'],
      [w.rival.id, 'Fra en anden'],
    ]);
  });

  it("lets a visitor report a company's public logo, one row per address", async () => {
    const key = await companyLogo(w.agent);
    const [first, sameAddress, elsewhere] = [
      await visitorAt('10.3.0.1'),
      await visitorAt('10.3.0.1'),
      await visitorAt('10.3.0.2'),
    ];
    for (const agent of [first, sameAddress, elsewhere])
      expect((await reportFile(agent, key)).json()).toEqual({ type: 'success', message: THANKS });
    expect((await reportsOf(app.db, key)).map((row) => [row.reporter_user_id, row.reporter_address])).toEqual(
      [
        [null, '10.3.0.1'],
        [null, '10.3.0.2'],
      ],
    );
  });
});

describe('the reason', () => {
  it('refuses a reason of spaces in Danish, and an empty one, keeping nothing', async () => {
    const { key } = await jobWithPhoto(w);
    const spaces = await reportFile(w.agent, key, '   ');
    expect(spaces.statusCode).toBe(400);
    expect(spaces.json()).toEqual({ type: 'error', message: 'Skriv en begrundelse for din anmeldelse.' });
    expect((await reportFile(w.agent, key, '')).statusCode).toBe(400);
    expect(await reportsOf(app.db, key)).toEqual([]);
  });
});

describe('the daily quota', () => {
  const QUOTA = {
    type: 'error',
    message: 'Du har anmeldt for mange billeder og filer i dag. Prøv igen i morgen.',
  };

  it(`refuses an account's report past ${FILE_REPORTS_PER_DAY} a day; another account has its own`, async () => {
    const key = await companyLogo(w.rivalAgent);
    const customer = await loggedIn(app, await createAccount(app, 'user'));
    for (let i = 0; i < FILE_REPORTS_PER_DAY; i += 1)
      expect((await reportFile(customer, key)).statusCode).toBe(200);
    const refused = await reportFile(customer, key);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(QUOTA);
    const other = await loggedIn(app, await createAccount(app, 'user'));
    expect((await reportFile(other, key)).statusCode).toBe(200);
  });

  it("counts a visitor's reports by address", async () => {
    const key = await companyLogo(w.rivalAgent);
    const [one, two] = [await visitorAt('10.4.0.1'), await visitorAt('10.4.0.1')];
    for (let i = 0; i < FILE_REPORTS_PER_DAY; i += 1)
      expect((await reportFile(i % 2 ? one : two, key)).statusCode).toBe(200);
    expect((await reportFile(two, key)).json()).toEqual(QUOTA);
    expect((await reportFile(await visitorAt('10.4.0.2'), key)).statusCode).toBe(200);
  });
});
