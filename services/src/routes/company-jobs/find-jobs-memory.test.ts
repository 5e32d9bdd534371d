// A search of the open-jobs filter is remembered until the open jobs change (open_jobs_generation,
// migration 0004): every kind of change shows on the next search, pages of a remembered search
// stay consistent, and a job hidden after the search is left out at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addJob, buildCompanyWorld, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { startTestApp } from '../../test/helpers.js';
import { searchMemory } from '../../db/queries/open-jobs/memory.js';
import { sqlOne, sqlRun } from '../../test/sql.js';

let app: FastifyInstance;
let w: CompanyWorld;
const jobIds = (html: string): number[] =>
  [...html.matchAll(/class="job-item" data-job-id="(\d+)"/g)].map((m) => Number(m[1]));
const find = async (words: string, extra = '', cookie = ''): Promise<number[]> =>
  jobIds(
    (
      await w.agent.get(
        `/ajax/firma/findopgaver?job_to_find=${encodeURIComponent(words)}${extra}`,
        cookie ? { cookie: `${w.agent.cookieHeader()}; ${cookie}` } : {},
      )
    ).json().html,
  );
/** The hidden-jobs cookie a reply sets, as a request cookie. */
const hiddenCookie = (response: { cookies: unknown[] }): string => {
  const [cookie] = response.cookies as { name: string; value: string }[];
  return `${cookie.name}=${encodeURIComponent(cookie.value)}`;
};
const sql = (statement: string, ...args: unknown[]) => sqlRun(app.db, statement, ...args);

beforeAll(async () => {
  app = await startTestApp();
  w = await buildCompanyWorld(app);
});
afterAll(() => app.close());

describe('remembered searches', () => {
  it('a job posted, moved or deleted after a search shows on the next search', async () => {
    const first = await addJob(w, { headline: 'Rensning af solceller', createdAt: 1_800_000_000 });
    expect(await find('solceller')).toEqual([first]);
    const second = await addJob(w, { headline: 'Solceller på carport', createdAt: 1_800_000_100 });
    expect(await find('solceller')).toEqual([second, first]);
    await sql('update jobs set created_at = ? where id = ?', 1_800_000_200, first);
    expect(await find('solceller')).toEqual([first, second]);
    await sql('update jobs set category_id = ? where id = ?', w.cat.mekaniker, second);
    expect(await find('solceller')).toEqual([first]);
    await sql(
      'update jobs set category_id = ?, personalized_company_id = ? where id = ?',
      w.cat.toemrer,
      w.rival.companyId,
      second,
    );
    expect(await find('solceller')).toEqual([first]);
    await sql('delete from jobs where id = ?', first);
    expect(await find('solceller')).toEqual([]);
  });

  it('a renamed category or a zip moved to another region shows on the next search', async () => {
    const job = await addJob(w, { headline: 'Lille opgave', zip: '5000' });
    expect(await find('bådebyg')).not.toContain(job);
    await sql('update categories set name = ? where id = ?', 'Tømrer og bådebygger', w.cat.toemrer);
    expect(await find('bådebyg')).toContain(job);
    await sql('update categories set name = ? where id = ?', 'Tømrer', w.cat.toemrer);
    const regionOf = async (zip: string) =>
      (await sqlOne<{ region_id: number }>(app.db, 'select region_id from zip_codes where zip = ?', zip))
        .region_id;
    const syddanmark = await regionOf('5000');
    const hovedstaden = await regionOf('2100');
    expect(await find('lille opgave', `&regioner=${syddanmark}`)).toContain(job);
    await sql(`update zip_codes set region_id = ? where zip = '5000'`, hovedstaden);
    expect(await find('lille opgave', `&regioner=${syddanmark}`)).not.toContain(job);
    await sql(`update zip_codes set region_id = ? where zip = '5000'`, syddanmark);
  });

  it('a job hidden after a search is left out of the remembered search at once', async () => {
    const ids: number[] = [];
    for (const i of [0, 1, 2])
      ids.push(await addJob(w, { headline: `Vinduespudsning ${i}`, createdAt: 1_700_000_000 + i }));
    expect(await find('vinduespuds')).toEqual([...ids].reverse());
    const hide = await w.agent.post(`/api/firma/opgaver/${ids[1]}/skjul`);
    expect(hide.statusCode).toBe(200);
    expect(await find('vinduespuds', '', hiddenCookie(hide))).toEqual([ids[2], ids[0]]);
    const show = await w.agent.post(`/api/firma/opgaver/${ids[1]}/vis`);
    expect(await find('vinduespuds', '', hiddenCookie(show))).toEqual([...ids].reverse());
  });
});

describe('remembered lists without search words', () => {
  it('the plain list and its pages show a posted, closed or re-addressed job on the next load', async () => {
    const list = async (page = 1) =>
      jobIds((await w.agent.get(`/ajax/firma/findopgaver?page=${page}`)).json().html);
    const before = await list();
    const posted = await addJob(w, { headline: 'Nyt job øverst', createdAt: 2_000_000_000 });
    expect((await list())[0]).toBe(posted);
    expect(await list()).toEqual([posted, ...before].slice(0, 20));
    await sql('update jobs set status = ? where id = ?', 'assigned', posted);
    expect(await list()).toEqual(before);
    await sql(
      'update jobs set status = ?, personalized_company_id = ? where id = ?',
      'open',
      w.rival.companyId,
      posted,
    );
    expect(await list()).toEqual(before);
    await sql('update jobs set personalized_company_id = ? where id = ?', w.firma.companyId, posted);
    expect((await list())[0]).toBe(posted);
  });
});

describe('searchMemory', () => {
  it('forgets the least recently used filter beyond its capacity, and everything when the counter moves', async () => {
    const memory = searchMemory(app.db, 2);
    let scans = 0;
    const scan = (ids: number[]) => async () => {
      scans += 1;
      return ids;
    };
    await memory.ids('a', scan([1]));
    await memory.ids('b', scan([2]));
    expect(await memory.ids('a', scan([9]))).toEqual([1]);
    await memory.ids('c', scan([3]));
    expect(await memory.ids('a', scan([9]))).toEqual([1]);
    expect(await memory.ids('b', scan([4]))).toEqual([4]);
    expect(scans).toBe(4);
    await sql('update open_jobs_generation set n = n + 1');
    expect(await memory.ids('a', scan([5]))).toEqual([5]);
  });
});
