// GET /api/firma/opgaver is the one open-jobs query that /ajax/firma/findopgaver renders as html:
// it narrows by ?regioner and ?kategorier as the catalogue's form does, answers every search word
// from the same search index (so the two calls list the same jobs, and SQLite's index semantics
// show where they differ from reading the text), and keeps ?jobid='s page within the narrowed list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addJob, buildCompanyWorld, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { startTestApp } from '../../test/helpers.js';
import { sqlRun } from '../../test/sql.js';

let app: FastifyInstance;
let w: CompanyWorld;

interface Reply {
  jobs: { job_id: number }[];
  page: number;
  total: number;
}
const portal = async (query: string): Promise<Reply> =>
  (await w.agent.get(`/api/firma/opgaver?${query}`)).json();
const portalIds = async (query: string): Promise<number[]> =>
  (await portal(query)).jobs.map((job) => job.job_id);
const findopgaverIds = async (query: string): Promise<number[]> =>
  [
    ...(await w.agent.get(`/ajax/firma/findopgaver?${query}`))
      .json()
      .html.matchAll(/class="job-item" data-job-id="(\d+)"/g),
  ].map((m) => Number(m[1]));

beforeAll(async () => {
  app = await startTestApp();
  w = await buildCompanyWorld(app);
  // The company works in Tømrer and Maler (both under Byg).
  await sqlRun(
    app.db,
    'insert into company_categories (company_id, category_id) values (?, ?)',
    w.firma.companyId,
    w.cat.maler,
  );
});
afterAll(() => app.close());

describe('GET /api/firma/opgaver narrowed and searched as findopgaver', () => {
  let copenhagen: number;
  let odense: number;
  let painting: number;
  beforeAll(async () => {
    // Newest first: each job added is a second older than the one before.
    copenhagen = await addJob(w, { headline: 'Ny carport i København', zip: '2100' });
    odense = await addJob(w, { headline: 'Ny carport i Odense', zip: '5000' });
    painting = await addJob(w, { headline: 'Maling af carport', zip: '5000', categoryId: w.cat.maler });
  });

  it('filters by region (the region of the job’s zip), one or several', async () => {
    expect(await portalIds(`regioner=${w.region.syddanmark}`)).toEqual([odense, painting]);
    expect(await portalIds(`regioner=${w.region.hovedstaden}`)).toEqual([copenhagen]);
    const both = await portalIds(`regioner=${w.region.syddanmark}&regioner=${w.region.hovedstaden}`);
    expect(both).toEqual([copenhagen, odense, painting]);
    expect((await portal(`regioner=${w.region.syddanmark}`)).total).toBe(2);
  });

  it('filters by category among its own (a top-level one includes its subcategories), never another', async () => {
    expect(await portalIds(`kategorier=${w.cat.maler}`)).toEqual([painting]);
    expect(await portalIds(`kategorier=${w.cat.byg}`)).toEqual([copenhagen, odense, painting]);
    expect(await portal(`kategorier=${w.cat.mekaniker}`)).toMatchObject({ jobs: [], total: 0 });
    expect(await portalIds(`kategorier=${w.cat.toemrer}&regioner=${w.region.syddanmark}`)).toEqual([odense]);
  });

  it('lists what findopgaver lists for the same filter and words', async () => {
    const region = `regioner=${w.region.syddanmark}`;
    for (const [narrowing, words] of [
      ['', 'carport'],
      ['', 'CARPORT odense'],
      ['', '5000'],
      ['', 'maler'],
      [region, 'ny'],
      [region, 'carport'],
    ]) {
      const typed = encodeURIComponent(words);
      expect(await portalIds(`${narrowing}&search=${typed}`), `${narrowing} ${words}`).toEqual(
        await findopgaverIds(`${narrowing}&job_to_find=${typed}`),
      );
    }
    expect(await portalIds('search=carport%20odense')).toEqual([odense]);
    expect(await portalIds('search=maler')).toEqual([painting]);
  });

  it('reads the search index: on SQLite a word ending in i does not find a Turkish İ, as in findopgaver (docs/decisions.md)', async () => {
    const job = await addJob(w, { headline: 'Maling af TAGİ', zip: '5000' });
    // Reading the text (the old instr) found 'agi' in 'tagi̇', JavaScript's lower case of 'TAGİ'.
    const onSqlite = app.db.engine === 'sqlite';
    expect(await portalIds('search=agi')).toEqual(onSqlite ? [] : [job]);
    expect(await portalIds('search=agi')).toEqual(await findopgaverIds('job_to_find=agi'));
    // The letter typed as such is read from the text and found on both engines.
    expect(await portalIds(`search=${encodeURIComponent('tagİ')}`)).toEqual([job]);
    await sqlRun(app.db, "update jobs set status = 'closed' where id = ?", job);
  });

  it('answers the page holding ?jobid= within the narrowed list, page 1 when it does not hold it', async () => {
    const many: number[] = [];
    for (let i = 0; i < 21; i += 1) many.push(await addJob(w, { zip: '5000', headline: `Tag nr. ${i}` }));
    const oldest = many[20];
    expect(await portal(`jobid=${oldest}&regioner=${w.region.syddanmark}`)).toMatchObject({ page: 2 });
    expect(await portal(`jobid=${oldest}&regioner=${w.region.hovedstaden}`)).toMatchObject({ page: 1 });
    const held = await portal(`jobid=${oldest}&regioner=${w.region.syddanmark}`);
    expect(held.jobs.map((j) => j.job_id)).toContain(oldest);
  });

  it('refuses a region or category that is not an id with a clear 400', async () => {
    for (const query of ['regioner=x', 'kategorier=0', `regioner=${'1&regioner='.repeat(11)}1`]) {
      const response = await w.agent.get(`/api/firma/opgaver?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().type).toBe('validation_errors');
    }
  });
});
