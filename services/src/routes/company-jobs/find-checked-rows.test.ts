// The checked-jobs list stays SQL text (the open-jobs list's fields and joins, lists bound as JSON
// through the dialect's inIdList): this runs it on a migrated database and checks its rows against OpenJobRow and
// the schema, so a renamed or dropped column fails here.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, jobs } from '../../db/schema/index.js';
import { addJob, buildCompanyWorld, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { startTestApp } from '../../test/helpers.js';
import { expectRowsOf } from '../../test/row-type.js';
import { checkedJobs } from './find-checked.js';
import type { OpenJobRow } from '../../db/queries/open-jobs/sql.js';

let app: FastifyInstance;
let w: CompanyWorld;

beforeAll(async () => {
  app = await startTestApp();
  w = await buildCompanyWorld(app);
  await addJob(w, { headline: 'Nyt gulv i stuen', zip: '5000' });
});
afterAll(() => app.close());

describe('the checked-jobs statements (raw SQL) against the schema', () => {
  it('return OpenJobRow rows and their count, with and without ticked answers', async () => {
    const filter = { company: w.firma.companyId ?? 0, categories: [w.cat.toemrer], options: [], numbers: [] };
    const { total, rows } = await checkedJobs(app.db, filter);
    expect(total).toBeGreaterThan(0);
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
    const ticked = await checkedJobs(app.db, {
      ...filter,
      options: [w.cat.oak],
      numbers: [[w.cat.areaAttr, 1]],
    });
    expect(ticked.total).toBe(ticked.rows.length);
  });
});
