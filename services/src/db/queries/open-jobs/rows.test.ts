// The open-jobs statements stay SQL text (FTS5 MATCH on jobs_open_search, index hints, da_lower,
// JSON lists through the dialect's inIdList, plucked ids): this runs every statement shape on a migrated database
// and checks the rows against OpenJobRow and the schema, so a renamed or dropped column fails here;
// and the statements of "who may see this job" (job-visibility.ts) hand back ids and a yes or no.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { categories, jobs } from '../../schema/index.js';
import {
  addContact,
  addJob,
  buildCompanyWorld,
  type CompanyWorld,
} from '../../../test/company-job-fixtures.js';
import { startTestApp } from '../../../test/helpers.js';
import { expectRowsOf } from '../../../test/row-type.js';
import { companyCategories, companySeesJob } from '../job-visibility.js';
import { companyOpenJobs, type OpenJobsFilter } from './index.js';
import type { OpenJobRow } from './sql.js';

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

const filter = (fields: Partial<OpenJobsFilter>): OpenJobsFilter => ({
  hiddenIds: [],
  showAll: false,
  page: 1,
  ...fields,
});

describe('the open-jobs statements (raw SQL) against the schema', () => {
  it('each filter shape (plain, regions, indexed word, short ASCII and Danish words, zip, category name) returns OpenJobRow rows', async () => {
    const companyId = w.firma.companyId ?? 0;
    const shapes: Partial<OpenJobsFilter>[] = [
      {},
      { regionIds: [w.region.syddanmark] },
      { search: 'gulv' },
      { search: 'gulv stuen', regionIds: [w.region.syddanmark] },
      { search: 'ab' },
      { search: 'æø' },
      { search: '5000' },
      { search: 'tømrer' },
      { categoryIds: [w.cat.byg], search: 'egetræ' },
    ];
    for (const shape of shapes) {
      const { jobs: rows, total } = await companyOpenJobs(app.db, companyId, filter(shape));
      expect(total, JSON.stringify(shape)).toBeGreaterThan(0);
      // The list hands has_bid and hidden on as booleans and adds the photos (files.ts's own
      // statement); the rest is the statement's row.
      expect(rows.every((row) => typeof row.has_bid === 'boolean' && typeof row.hidden === 'boolean')).toBe(
        true,
      );
      expect(rows.every((row) => Array.isArray(row.photos))).toBe(true);
      expectRowsOf<Omit<OpenJobRow, 'has_bid'> & { description: string }>(
        rows.map(({ has_bid: _bid, hidden: _hidden, photos: _photos, ...row }) => row),
        {
          job_id: jobs.id,
          headline: jobs.headline,
          description: jobs.description,
          category_name: categories.name,
          zip: jobs.zip,
          city: ['string'],
          created_at: jobs.createdAt,
          bids_count: ['number'],
        },
      );
    }
    const found = (await companyOpenJobs(app.db, companyId, filter({ search: 'gulv' }))).jobs.find(
      (row) => row.job_id === job,
    );
    expect(found).toMatchObject({ city: 'Odense C', bids_count: 1, has_bid: true, hidden: false });
  });

  it('the category statements hand back ids, and the visibility check a yes or no', async () => {
    const companyId = w.firma.companyId ?? 0;
    const own = await companyCategories(app.db, companyId, null);
    expect(own).toEqual([w.cat.toemrer]);
    expect(await companyCategories(app.db, companyId, [w.cat.byg])).toEqual([w.cat.toemrer]);
    expect(await companyCategories(app.db, companyId, [w.cat.auto])).toEqual([]);
    expect(await companySeesJob(app.db, companyId, job)).toBe(true);
    const elsewhere = await addJob(w, { categoryId: w.cat.mekaniker });
    expect(await companySeesJob(app.db, companyId, elsewhere)).toBe(false);
  });
});
