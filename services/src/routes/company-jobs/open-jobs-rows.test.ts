// The open-jobs statements stay SQL text (FTS5 MATCH on jobs_open_search, `indexed by`, da_lower,
// JSON lists through json_each, plucked ids): this runs every statement shape on a migrated database
// and checks the rows against OpenJobRow and the schema, so a renamed or dropped column fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { categories, jobs } from '../../db/schema/index.js';
import { addContact, addJob, buildCompanyWorld, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { startTestApp } from '../../test/helpers.js';
import { expectRowsOf } from '../../test/row-type.js';
import { openJobsQueries, type OpenJobFilter, type OpenJobRow } from './open-jobs.js';

let app: FastifyInstance;
let w: CompanyWorld;
let job: number;

beforeAll(async () => {
  app = await startTestApp();
  w = await buildCompanyWorld(app);
  job = await addJob(w, { headline: 'Nyt gulv ab æø i stuen', description: 'Egetræ', zip: '5000' });
  await addContact(w, job, w.firma.companyId ?? 0, { amount: 1000 });
});
afterAll(() => app.close());

const filter = (fields: Partial<OpenJobFilter>): OpenJobFilter => ({
  categoryIds: null,
  regionIds: null,
  words: [],
  hiddenIds: [],
  page: 1,
  ...fields,
});

describe('the open-jobs statements (raw SQL) against the schema', () => {
  it('each filter shape (plain, regions, indexed word, short ASCII and Danish words, zip, category name) returns OpenJobRow rows', async () => {
    const queries = openJobsQueries(app.db);
    const companyId = w.firma.companyId ?? 0;
    const shapes: Partial<OpenJobFilter>[] = [
      {},
      { regionIds: [w.region.syddanmark] },
      { words: ['gulv'] },
      { words: ['gulv', 'stuen'], regionIds: [w.region.syddanmark] },
      { words: ['ab'] },
      { words: ['æø'] },
      { words: ['5000'] },
      { words: ['tømrer'] },
      { categoryIds: [w.cat.byg], words: ['egetræ'] },
    ];
    for (const shape of shapes) {
      const { rows, total } = await queries.page(companyId, filter(shape));
      expect(total, JSON.stringify(shape)).toBeGreaterThan(0);
      expectRowsOf<OpenJobRow>(rows, {
        job_id: jobs.id,
        headline: jobs.headline,
        category_name: categories.name,
        zip: jobs.zip,
        city: ['string'],
        created_at: jobs.createdAt,
        bids_count: ['number'],
        has_bid: ['number'],
      });
    }
    const found = (await queries.page(companyId, filter({ words: ['gulv'] }))).rows.find(
      (row) => row.job_id === job,
    );
    expect(found).toMatchObject({ city: 'Odense C', bids_count: 1, has_bid: 1 });
  });

  it('the category statements hand back ids, and the visibility check a yes or no', async () => {
    const queries = openJobsQueries(app.db);
    const companyId = w.firma.companyId ?? 0;
    const allowed = await queries.allowedCategories(companyId);
    expect(allowed.length).toBeGreaterThan(0);
    expect(allowed.every(Number.isInteger)).toBe(true);
    expect(await queries.withSubcategories([w.cat.byg])).toEqual(
      expect.arrayContaining([w.cat.byg, w.cat.toemrer]),
    );
    expect(await queries.visibleOpenJob(companyId, job)).toBe(true);
  });
});
