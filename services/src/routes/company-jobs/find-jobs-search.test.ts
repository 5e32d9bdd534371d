// Search words of the open-jobs filter (GET /ajax/firma/findopgaver) answered by the trigram index:
// part of a Danish word in any case (æøå too), jobs inserted or edited after start (the triggers),
// and never a job outside the company's categories, closed, or addressed to another company.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addJob, buildCompanyWorld, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { sqlRun } from '../../test/sql.js';
import { startTestApp } from '../../test/helpers.js';

let app: FastifyInstance;
let w: CompanyWorld;
const jobIds = (html: string): number[] =>
  [...html.matchAll(/class="job-item" data-job-id="(\d+)"/g)].map((m) => Number(m[1]));
const find = async (words: string, extra = ''): Promise<number[]> =>
  jobIds(
    (await w.agent.get(`/ajax/firma/findopgaver?job_to_find=${encodeURIComponent(words)}${extra}`)).json()
      .html,
  );

beforeAll(async () => {
  app = await startTestApp();
  w = await buildCompanyWorld(app);
});
afterAll(() => app.close());

describe('findopgaver search words', () => {
  it('finds a job by part of a Danish word with æøå, in any case, in headline or description', async () => {
    const job = await addJob(w, {
      headline: 'Ny GULVBELÆGNING i køkkenet',
      description: 'Fliser på badeværelsesGULVET og en ÅBEN trappe',
      zip: '5000',
    });
    for (const word of ['BELÆG', 'belæg', 'KØKKE', 'køk', 'VÆRELSES', 'åbe', 'ÅBEN', 'Ny Gulv']) {
      expect(await find(word), word).toContain(job);
    }
    expect(await find('belæggerne')).not.toContain(job);
    expect(await find('gulv åbent')).not.toContain(job);
  });

  it('still finds short words, a zip and a category name as before', async () => {
    const job = await addJob(w, { headline: 'Hæk og læ', zip: '5000' });
    expect(await find('læ')).toContain(job);
    expect(await find('HÆ')).toContain(job);
    expect(await find('5000')).toContain(job);
    expect(await find('500')).not.toContain(job);
    expect(await find('TØMR')).toContain(job);
    expect(await find('tømrer hæk')).toContain(job);
  });

  it('finds jobs inserted and edited after start, and forgets jobs that closed', async () => {
    const job = await addJob(w, { headline: 'Udskiftning af tagrende', description: 'Zinktagrende' });
    expect(await find('tagrende')).toEqual([job]);
    const edit = (...params: unknown[]) =>
      sqlRun(app.db, 'update jobs set headline = ?, description = ? where id = ?', ...params);
    await edit('Ny ovenlysrude', 'Velux-vindue skiftes', job);
    expect(await find('tagrende')).toEqual([]);
    expect(await find('ovenlys')).toEqual([job]);
    expect(await find('VELUX')).toEqual([job]);
    const status = (...params: unknown[]) =>
      sqlRun(app.db, 'update jobs set status = ? where id = ?', ...params);
    await status('assigned', job);
    expect(await find('ovenlys')).toEqual([]);
    await status('open', job);
    expect(await find('ovenlys')).toEqual([job]);
  });

  it("never finds a job outside the company's categories, a closed one or one addressed to another company", async () => {
    const word = 'Æbletræsbeskæring';
    const own = await addJob(w, { headline: word });
    const outside = await addJob(w, { headline: word, categoryId: w.cat.mekaniker });
    const closed = await addJob(w, { headline: word, status: 'closed' });
    const finished = await addJob(w, { headline: word, status: 'finished' });
    const forRival = await addJob(w, { headline: word, personalizedCompanyId: w.rival.companyId ?? 0 });
    for (const search of ['træsbeskær', 'ÆBLETRÆ', 'æbletræsbeskæring']) {
      const found = await find(search);
      expect(found, search).toEqual([own]);
      for (const id of [outside, closed, finished, forRival]) expect(found).not.toContain(id);
    }
    expect(await find('æbletræ', `&kategorier=${w.cat.mekaniker}`)).toEqual([]);
  });
});
