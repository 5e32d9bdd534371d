// The open-jobs filter (GET /ajax/firma/findopgaver) and its lookups: only open jobs in the
// company's categories, narrowed by categories, regions and words, 20 a page, hidden jobs left out
// unless show-all is on, never a price; city/category typeahead, category score, ticked answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addContact, addJob, buildCompanyWorld, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { sqlRun } from '../../test/sql.js';
import { startTestApp } from '../../test/helpers.js';

let app: FastifyInstance;
let w: CompanyWorld;
const jobIds = (html: string): number[] =>
  [...html.matchAll(/class="job-item" data-job-id="(\d+)"/g)].map((m) => Number(m[1]));

beforeAll(async () => {
  app = await startTestApp();
  w = await buildCompanyWorld(app);
});
afterAll(() => app.close());

describe('GET /ajax/firma/findopgaver', () => {
  let own: number[];
  let odense: number;
  let closed: number;
  let elsewhere: number;
  let forRival: number;
  beforeAll(async () => {
    own = [];
    for (let i = 0; i < 23; i += 1) own.push(await addJob(w));
    odense = await addJob(w, { zip: '5000', headline: 'Nyt køkken i Odense' });
    closed = await addJob(w, { status: 'finished' });
    elsewhere = await addJob(w, { categoryId: w.cat.mekaniker });
    forRival = await addJob(w, { personalizedCompanyId: w.rival.companyId ?? 0 });
    await addContact(w, own[0], w.rival.companyId ?? 0, { amount: 98765 });
  });

  it('lists open jobs of its categories newest first, 20 a page, with headline, category, place, date, bids and Byd', async () => {
    const response = await w.agent.get('/ajax/firma/findopgaver');
    expect(response.statusCode).toBe(200);
    const { html } = response.json();
    expect(jobIds(html)).toHaveLength(20);
    expect(jobIds(html)[0]).toBe(own[0]);
    expect(html).toContain('24 åbne opgaver');
    expect(html).toContain('Tømrer');
    expect(html).toContain('2100 København Ø');
    expect(html).toContain('1 tilbud');
    expect(html).toContain('>Byd</button>');
    expect(html).toContain('Side 1 af 2');
    const second = jobIds((await w.agent.get('/ajax/firma/findopgaver?page=2')).json().html);
    expect(second).toEqual([...own.slice(20), odense]);
    expect((await w.agent.get('/ajax/firma/findopgaver?currentpage=2')).json().html).toContain('Side 2 af 2');
  });

  it('never shows a closed job, another category, an order addressed to another company, or any price', async () => {
    const all = [
      ...jobIds((await w.agent.get('/ajax/firma/findopgaver')).json().html),
      ...jobIds((await w.agent.get('/ajax/firma/findopgaver?page=2')).json().html),
    ];
    for (const id of [closed, elsewhere, forRival]) expect(all).not.toContain(id);
    const html = (await w.agent.get('/ajax/firma/findopgaver')).json().html;
    expect(html).not.toMatch(/98[.]?765/);
  });

  it('filters by region, by category (a top-level one includes its subcategories) and by words', async () => {
    expect(
      jobIds((await w.agent.get(`/ajax/firma/findopgaver?regioner=${w.region.syddanmark}`)).json().html),
    ).toEqual([odense]);
    expect(
      jobIds(
        (await w.agent.get(`/ajax/firma/findopgaver?kategorier=${w.cat.byg}&job_to_find=K%C3%98KKEN`)).json()
          .html,
      ),
    ).toEqual([odense]);
    expect(
      jobIds((await w.agent.get(`/ajax/firma/findopgaver?kategorier=${w.cat.mekaniker}`)).json().html),
    ).toEqual([]);
    expect(
      (
        await w.agent.get(`/ajax/firma/findopgaver?kategorier=${w.cat.maler}&kategorier=${w.cat.mekaniker}`)
      ).json().html,
    ).toContain('Ingen åbne opgaver');
  });

  it('remembers the filter with remember_filter_options=1 and forgets it with 0', async () => {
    await w.agent.get(`/ajax/firma/findopgaver?regioner=${w.region.syddanmark}&remember_filter_options=1`);
    expect(jobIds((await w.agent.get('/ajax/firma/findopgaver')).json().html)).toEqual([odense]);
    await w.agent.get('/ajax/firma/findopgaver?remember_filter_options=0');
    expect(jobIds((await w.agent.get('/ajax/firma/findopgaver')).json().html)).toHaveLength(20);
  });

  it("leaves out the jobs of the company's hidden-jobs cookie unless showallwork is 1", async () => {
    const hidden = `hidden_jobs_${w.firma.companyId}=${own[0]},${own[1]}`;
    const cookie = (extra: string) => ({ cookie: `${w.agent.cookieHeader()}; ${extra}` });
    const without = jobIds((await w.agent.get('/ajax/firma/findopgaver', cookie(hidden))).json().html);
    expect(without).not.toContain(own[0]);
    expect(without).not.toContain(own[1]);
    const showAll = jobIds(
      (await w.agent.get('/ajax/firma/findopgaver', cookie(`${hidden}; showallwork=1`))).json().html,
    );
    expect(showAll.slice(0, 2)).toEqual([own[0], own[1]]);
  });

  it('refuses bad input with 400 and a message, never 500', async () => {
    for (const query of [
      'page=0',
      'page=abc',
      'kategorier=x',
      'remember_filter_options=2',
      'foo=1',
      `job_to_find=${'a'.repeat(101)}`,
    ]) {
      const response = await w.agent.get(`/ajax/firma/findopgaver?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().type).toBe('validation_errors');
    }
  });

  it('answers in English with lang=en', async () => {
    w.agent.lang = 'en';
    const { html } = (await w.agent.get('/ajax/firma/findopgaver')).json();
    w.agent.lang = null;
    expect(html).toContain('>Bid</button>');
    expect(html).toContain('24 open jobs');
  });
});

describe('/firma/search_city_category', () => {
  it('suggests cities by zip or name and categories by name, Danish letters folded', async () => {
    const { html } = (await w.agent.post('/firma/search_city_category', { find_text: 'KØB' })).json();
    expect(html).toContain('2100 København Ø');
    const categories = (
      await w.agent.post('/firma/search_city_category', { find_text: 'tØm', categoty_name: 'byg' })
    ).json().html;
    expect(categories).toContain(`data-category-id="${w.cat.toemrer}"`);
    expect(categories).toContain('Tømrer (Byg)');
    expect(
      (await w.agent.post('/firma/search_city_category', { find_text: 'tøm', categoty_name: 'Auto' })).json()
        .html,
    ).toContain('Ingen resultater fundet');
  });

  it('needs the typed text', async () => {
    expect((await w.agent.post('/firma/search_city_category', { find_text: '' })).statusCode).toBe(400);
    expect((await w.agent.post('/firma/search_city_category', {})).statusCode).toBe(400);
  });
});

describe('/ajax/firma/infocategoryscore', () => {
  it("gives the category's name as title and the company's own figures as html", async () => {
    const response = await w.agent.post('/ajax/firma/infocategoryscore', { categories_id: w.cat.toemrer });
    expect(response.statusCode).toBe(200);
    expect(response.json().title).toBe('Din score i Tømrer');
    expect(response.json().html).toContain('Åbne opgaver nu');
    expect((await w.agent.post('/ajax/firma/infocategoryscore', { categories_id: 999999 })).statusCode).toBe(
      404,
    );
  });
});

describe('/firma/find_checked', () => {
  it('lists open jobs of a category whose answers include every ticked option and reach every number', async () => {
    const oak = await addJob(w, { headline: 'Egetræsterrasse' });
    const pine = await addJob(w, { headline: 'Fyrretræsterrasse' });
    const answer = (...params: unknown[]) =>
      sqlRun(
        app.db,
        'insert into job_attributes (job_id, attribute_id, option_id, number_value) values (?, ?, ?, ?)',
        ...params,
      );
    await answer(oak, w.cat.woodAttr, w.cat.oak, null);
    await answer(oak, w.cat.areaAttr, null, 40);
    await answer(pine, w.cat.woodAttr, w.cat.pine, null);
    await answer(pine, w.cat.areaAttr, null, 10);
    const find = async (body: Record<string, unknown>) =>
      jobIds((await w.agent.post('/firma/find_checked', { category: w.cat.toemrer, ...body })).json().html);
    expect(await find({ string_attributes: `${w.cat.oak}` })).toEqual([oak]);
    expect(await find({ only_numbers_input: `${w.cat.areaAttr}:20` })).toEqual([oak]);
    expect(
      await find({ string_attributes: `${w.cat.pine}`, only_numbers_input: `${w.cat.areaAttr}:20` }),
    ).toEqual([]);
    expect(await find({ string_attributes: `${w.cat.pine}`, value_checked: 0 })).toContain(oak);
  });

  it("refuses a category outside the company's own (403) and malformed filters (400)", async () => {
    expect((await w.agent.post('/firma/find_checked', { category: w.cat.mekaniker })).statusCode).toBe(403);
    expect(
      (await w.agent.post('/firma/find_checked', { category: w.cat.toemrer, string_attributes: 'a,b' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await w.agent.post('/firma/find_checked', { category: w.cat.toemrer, only_numbers_input: '3-4' }))
        .statusCode,
    ).toBe(400);
  });
});
