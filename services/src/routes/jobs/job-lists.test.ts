// The portals' job lists on the demo data: a customer sees only her own jobs with live bid and
// unread counts; a company sees open jobs in its categories, 20 a page, never another's prices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { demoEmails } from '../../db/seed/index.js';
import { type Agent, createAccount, demoLogin, loggedIn, startDemoApp, visitor } from '../../test/helpers.js';
import { sqlAll, sqlOne, sqlRun } from '../../test/sql.js';

let app: FastifyInstance;
let bruger: Agent;
let firma: Agent;
let demoCompanyId: number;

const one = <T>(sql: string, ...params: unknown[]): Promise<T> => sqlOne<T>(app.db, sql, ...params);
const ids = <T extends { job_id: number }>(jobs: T[]): number[] => jobs.map((j) => j.job_id);

beforeAll(async () => {
  app = await startDemoApp();
  bruger = await demoLogin(app, demoEmails.user);
  firma = await demoLogin(app, demoEmails.company);
  demoCompanyId = (await one<{ id: number }>('select id from companies where email = ?', demoEmails.company))
    .id;
});
afterAll(() => app.close());

describe('GET /api/bruger/opgaver', () => {
  it("lists exactly the customer's own jobs, newest first, in several states", async () => {
    const response = await bruger.get('/api/bruger/opgaver');
    expect(response.statusCode).toBe(200);
    const { jobs } = response.json();
    const own = await sqlAll<{ id: number }>(
      app.db,
      'select j.id from jobs j join users u on u.id = j.user_id where u.email = ? order by j.created_at desc, j.id desc',
      demoEmails.user,
    );
    expect(ids(jobs)).toEqual(own.map((j) => j.id));
    expect(new Set(jobs.map((j: { status: string }) => j.status)).size).toBeGreaterThanOrEqual(4);
    expect(jobs[0]).toEqual({
      job_id: expect.any(Number),
      headline: expect.any(String),
      category_name: expect.any(String),
      status: expect.any(String),
      zip: '2100',
      city: 'København Ø',
      created_at: expect.any(Number),
      bids_count: expect.any(Number),
      unread_count: expect.any(Number),
    });
  });

  it('counts the bids that still stand and the unread company messages of each job', async () => {
    const { jobs } = (await bruger.get('/api/bruger/opgaver')).json();
    const terrasse = jobs.find((j: { headline: string }) => j.headline.startsWith('Ny terrasse i lærketræ'));
    expect(terrasse).toMatchObject({ status: 'open', bids_count: 4, unread_count: 4 });
    const maling = jobs.find(
      (j: { category_name: string; status: string }) => j.status === 'open' && j.category_name === 'Maler',
    );
    // Four standing bids; one declined and one withdrawn do not count.
    expect(maling.bids_count).toBe(4);
  });

  it('shows another customer none of these jobs', async () => {
    const other = await loggedIn(app, await createAccount(app, 'user'));
    expect((await other.get('/api/bruger/opgaver')).json()).toEqual({ jobs: [] });
  });

  it('answers 401 without a login and 403 to a company or the administrator', async () => {
    const anonymous = await (await visitor(app)).get('/api/bruger/opgaver');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ type: 'error', message: 'Log venligst ind for at fortsætte' });
    expect((await firma.get('/api/bruger/opgaver')).statusCode).toBe(403);
    expect((await (await demoLogin(app, demoEmails.admin)).get('/api/bruger/opgaver')).json()).toEqual({
      type: 'error',
      message: 'Du har ikke adgang til dette',
    });
  });
});

describe('GET /api/firma/opgaver', () => {
  const inCategories = async (jobId: number, companyId: number): Promise<boolean> =>
    (
      await one<{ n: number }>(
        `select count(*) n from jobs j join categories c on c.id = j.category_id where j.id = ? and j.status = 'open'
      and (c.id in (select category_id from company_categories where company_id = ?)
        or c.parent_id in (select category_id from company_categories where company_id = ?))`,
        jobId,
        companyId,
        companyId,
      )
    ).n === 1;

  // Paging needs more than a page of jobs: all of Denmark's (the default is the company's regions).
  const everywhere = 'omraade=alle';

  it('pages the open jobs of its categories, 20 at a time, newest first', async () => {
    const first = (await firma.get(`/api/firma/opgaver?${everywhere}`)).json();
    expect(first).toMatchObject({ page: 1, page_size: 20 });
    expect(first.total).toBeGreaterThan(20);
    expect(first.jobs).toHaveLength(20);
    const second = (await firma.get(`/api/firma/opgaver?${everywhere}&page=2`)).json();
    expect(second.jobs).toHaveLength(first.total - 20);
    const all = [...first.jobs, ...second.jobs];
    for (const job of all) expect(await inCategories(job.job_id, demoCompanyId)).toBe(true);
    const created = all.map((j: { created_at: number }) => j.created_at);
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('answers the page that holds ?jobid= when no page is asked for (SPEC §2)', async () => {
    const second = (await firma.get(`/api/firma/opgaver?${everywhere}&page=2`)).json();
    const onSecond = second.jobs.at(-1).job_id;
    const held = (await firma.get(`/api/firma/opgaver?${everywhere}&jobid=${onSecond}`)).json();
    expect(held.page).toBe(2);
    expect(ids(held.jobs)).toEqual(ids(second.jobs));
    const firstId = (await firma.get(`/api/firma/opgaver?${everywhere}`)).json().jobs[0].job_id;
    expect((await firma.get(`/api/firma/opgaver?${everywhere}&jobid=${firstId}`)).json().page).toBe(1);
    // An asked page wins; a job the list does not hold (or no such job) gives page 1.
    expect((await firma.get(`/api/firma/opgaver?${everywhere}&jobid=${onSecond}&page=1`)).json().page).toBe(
      1,
    );
    const closed = await one<{ id: number }>("select id from jobs where status <> 'open' limit 1");
    expect((await firma.get(`/api/firma/opgaver?${everywhere}&jobid=${closed.id}`)).json().page).toBe(1);
    expect((await firma.get(`/api/firma/opgaver?${everywhere}&jobid=2147483647`)).json().page).toBe(1);
    expect((await firma.get(`/api/firma/opgaver?${everywhere}&jobid=0`)).statusCode).toBe(400);
  });

  it("says which jobs it has bid on, and shows no price of anyone's bid", async () => {
    const { jobs } = (await firma.get('/api/firma/opgaver')).json();
    const withBid = jobs.filter((j: { has_bid: boolean }) => j.has_bid);
    expect(withBid.length).toBeGreaterThan(0);
    for (const job of jobs) {
      const own = (
        await one<{ n: number }>(
          'select count(*) n from contacts c join bids b on b.contact_id = c.id where c.job_id = ? and c.company_id = ? and b.withdrawn_at is null',
          job.job_id,
          demoCompanyId,
        )
      ).n;
      expect(job.has_bid).toBe(own > 0);
      expect(Object.keys(job).sort()).toEqual([
        'bids_count',
        'category_name',
        'city',
        'created_at',
        'description',
        'has_bid',
        'headline',
        'hidden',
        'job_id',
        'photos',
        'zip',
      ]);
    }
  });

  it('searches headline and description, ignoring the case of Danish letters', async () => {
    for (const typed of ['lærketræ', 'LÆRKETRÆ']) {
      const { jobs, total } = (
        await firma.get(`/api/firma/opgaver?search=${encodeURIComponent(typed)}`)
      ).json();
      expect(total).toBeGreaterThan(0);
      for (const job of jobs)
        expect(`${job.headline} ${job.description}`.toLocaleLowerCase('da-DK')).toContain('lærketræ');
    }
    expect((await firma.get('/api/firma/opgaver?search=xyzzy')).json()).toMatchObject({ jobs: [], total: 0 });
  });

  it('includes the subcategories of a top-level category the company chose', async () => {
    const account = await createAccount(app, 'company');
    await sqlRun(
      app.db,
      "insert into company_categories (company_id, category_id) select ?, id from categories where slug = 'flytning'",
      account.companyId,
    );
    const { jobs, total } = (await (await loggedIn(app, account)).get('/api/firma/opgaver')).json();
    expect(total).toBeGreaterThan(0);
    for (const job of jobs)
      expect(['Flyttefirma', 'Kontorflytning', 'Magasinering', 'Pianoflytning', 'Affaldskørsel']).toContain(
        job.category_name,
      );
  });

  it('never shows a personalised order addressed to another company', async () => {
    const job = await one<{ id: number }>(
      `select j.id from jobs j join company_categories cc on cc.category_id = j.category_id
      where cc.company_id = ? and j.status = 'open' order by j.created_at desc limit 1`,
      demoCompanyId,
    );
    const other = await one<{ id: number }>('select id from companies where id <> ? limit 1', demoCompanyId);
    await sqlRun(app.db, 'update jobs set personalized_company_id = ? where id = ?', other.id, job.id);
    const { jobs } = (await firma.get('/api/firma/opgaver')).json();
    expect(ids(jobs)).not.toContain(job.id);
    await sqlRun(app.db, 'update jobs set personalized_company_id = null where id = ?', job.id);
  });

  it('shows a company without categories no jobs', async () => {
    const lone = await loggedIn(app, await createAccount(app, 'company'));
    expect((await lone.get('/api/firma/opgaver')).json()).toEqual({
      jobs: [],
      page: 1,
      page_size: 20,
      total: 0,
      hidden_total: 0,
      show_all: false,
      area: 'all',
      region: null,
      has_regions: false,
    });
  });

  it('refuses a bad page or search with a clear 400', async () => {
    for (const query of ['page=0', 'page=abc', 'page=1.5', `search=${'a'.repeat(101)}`, 'sort=price']) {
      const response = await firma.get(`/api/firma/opgaver?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().type).toBe('validation_errors');
    }
  });

  it('answers 401 without a login and 403 to a customer', async () => {
    expect((await (await visitor(app)).get('/api/firma/opgaver')).statusCode).toBe(401);
    expect((await bruger.get('/api/firma/opgaver')).statusCode).toBe(403);
  });
});
