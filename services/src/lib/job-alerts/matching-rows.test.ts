// The companies a new job reaches stay one SQL statement (two common tables: the job, and the union
// of the category and search-agent matches): this runs it on a migrated database and checks its rows
// against Candidate and the schema, so a renamed or dropped column fails here.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { companies, mailAgents } from '../../db/schema/index.js';
import { addJob, buildCompanyWorld, now, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { buildTestApp } from '../../test/helpers.js';
import { expectRowsOf, orNull } from '../../test/row-type.js';
import { alertCandidates, type Candidate } from './matching.js';

let app: FastifyInstance;
let w: CompanyWorld;

beforeAll(async () => {
  app = await buildTestApp();
  w = await buildCompanyWorld(app);
});
afterAll(() => app.close());

describe('the new-job candidates statement (raw SQL) against the schema', () => {
  it('returns Candidate rows for a category match and a search agent with words', async () => {
    await app.db
      .insert(mailAgents)
      .values({ companyId: w.rival.companyId ?? 0, categoryId: w.cat.toemrer, words: 'terrasse' })
      .run();
    const job = await addJob(w);
    expectRowsOf<Candidate>(await alertCandidates(app.db, job, now()), {
      companyId: companies.id,
      userId: companies.userId,
      email: companies.email,
      name: companies.name,
      phone: ['string', 'null'],
      planRank: ['number'],
      words: orNull(mailAgents.words),
    });
  });
});
