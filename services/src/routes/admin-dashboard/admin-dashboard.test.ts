// Rules of the administrator's dashboard (/admin, issue 33): only an administrator who has given the
// second factor reads it (a visitor 401, a customer or company 403, an administrator held to the
// second factor before the code 401); the period is whole Copenhagen days, at most 366, the end not
// before the start, real dates; each figure is what the test's rows say: jobs counted on their
// Copenhagen day across the end of summer time (25 October 2025), their offers (also those written
// after the period), the ones that hired, offers per job, the wait for the first offer and its
// median, the companies that made an offer in the period per category (a subcategory under its
// parent) and region, the revenue from plans (not top-ups) and the notices that failed.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboardReply } from '@opgavetorvet/contracts';
import { addJob, buildCompanyWorld, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { adminAgent, afterPassword, heldAdmin } from '../../test/admin-login.js';
import { type Agent, manyLogins, startTestApp, visitor } from '../../test/helpers.js';
import { sqlRun } from '../../test/sql.js';

let app: FastifyInstance;
let w: CompanyWorld;
let admin: Agent;

/** Unix seconds of a UTC time in 2025 ('10-24T22:30' is 24 October 22:30 UTC). */
const utc = (text: string) => Date.parse(`2025-${text}:00Z`) / 1000;
const MINUTE = 60;
const HOUR = 3600;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  w = await buildCompanyWorld(app);
  admin = await adminAgent(app);
  await seedRows();
});
afterAll(() => app.close());

async function offer(jobId: number, companyId: number, createdAt: number, chosen = false) {
  await sqlRun(
    app.db,
    `insert into contacts (job_id, company_id, state, is_winner, selected_at, created_at) values (?, ?, ?, ?, ?, ?)`,
    jobId,
    companyId,
    chosen ? 'awaiting_confirmation' : 'bid',
    chosen ? 1 : 0,
    chosen ? createdAt + HOUR : null,
    createdAt,
  );
}

const ledger = (companyId: number, amountOre: number, kind: string, createdAt: number) =>
  sqlRun(
    app.db,
    'insert into balance_ledger (company_id, amount_ore, kind, reason, created_at) values (?, ?, ?, ?, ?)',
    companyId,
    amountOre,
    kind,
    'Test',
    createdAt,
  );

const notice = (channel: string, status: string, createdAt: number) =>
  sqlRun(
    app.db,
    'insert into outbox (channel, recipient, status, created_at) values (?, ?, ?, ?)',
    channel,
    'x@test.dk',
    status,
    createdAt,
  );

/** The period 25–27 October 2025: summer time ends 26 October at 01:00 UTC (that day has 25 hours). */
async function seedRows() {
  const a = w.firma.companyId!;
  const b = w.rival.companyId!;
  // 25 October 00:30 in Copenhagen (summer time): the period's first day.
  const j1 = await addJob(w, { createdAt: utc('10-24T22:30'), categoryId: w.cat.toemrer, zip: '2100' });
  await offer(j1, a, utc('10-24T22:30') + 30 * MINUTE, true);
  await offer(j1, b, utc('10-24T22:30') + 2 * HOUR);
  // 26 October 23:30 in Copenhagen (winter time): still the 26th.
  const j2 = await addJob(w, { createdAt: utc('10-26T22:30'), categoryId: w.cat.mekaniker, zip: '5000' });
  await offer(j2, a, utc('10-26T22:30') + 5 * HOUR);
  // 27 October: one job without offers, one whose only offer comes four days later.
  await addJob(w, { createdAt: utc('10-27T11:00') });
  await addJob(w, { createdAt: utc('10-27T09:00') }).then((j4) =>
    offer(j4, b, utc('10-27T09:00') + 96 * HOUR),
  );
  // Outside: 24 October 23:30 and 28 October 00:30 in Copenhagen.
  await addJob(w, { createdAt: utc('10-24T21:30') });
  await addJob(w, { createdAt: utc('10-27T23:30') });

  await ledger(a, -29_900, 'plan_payment', utc('10-25T10:00'));
  await ledger(b, -19_900, 'renewal', utc('10-27T10:00'));
  await ledger(a, 50_000, 'card_topup', utc('10-26T10:00'));
  await ledger(a, -10_000, 'plan_payment', utc('10-27T23:30'));

  await notice('email', 'failed', utc('10-26T12:00'));
  await notice('sms', 'failed', utc('10-26T13:00'));
  await notice('email', 'sent', utc('10-26T12:00'));
  await notice('email', 'failed', utc('10-24T21:30'));
}

const dashboard = async (fra: string, til: string) => {
  const response = await admin.get(`/api/admin/oversigt?fra=${fra}&til=${til}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminDashboardReply>();
};

describe('who may read the dashboard', () => {
  const url = '/api/admin/oversigt?fra=2025-10-25&til=2025-10-27';

  it('a visitor gets 401, a customer or a company 403', async () => {
    expect((await (await visitor(app)).get(url)).statusCode).toBe(401);
    expect((await w.customerAgent.get(url)).statusCode).toBe(403);
    expect((await w.agent.get(url)).statusCode).toBe(403);
  });

  it('an administrator held to the second factor reaches nothing before the code', async () => {
    const pending = await afterPassword(app, await heldAdmin(app));
    const reply = await pending.get(url);
    expect(reply.statusCode).toBe(401);
    expect(reply.json().message).toBe('Bekræft først dit login med koden fra din godkendelses-app.');
  });
});

describe('the period', () => {
  const refused = async (query: string) => {
    const reply = await admin.get(`/api/admin/oversigt?${query}`);
    expect(reply.statusCode).toBe(400);
    return reply.body;
  };

  it('is refused when the end is before the start', async () => {
    expect(await refused('fra=2025-10-27&til=2025-10-26')).toContain(
      'Til-datoen må ikke ligge før fra-datoen.',
    );
  });

  it('is at most 366 days, both ends counted', async () => {
    expect(await refused('fra=2025-01-01&til=2026-01-02')).toContain('Vælg en periode på højst 366 dage.');
    expect((await dashboard('2025-01-01', '2026-01-01')).days).toHaveLength(366);
  });

  it('needs both days, written as real dates', async () => {
    expect(await refused('fra=2025-02-30&til=2025-03-01')).toContain('Skriv datoen som ÅÅÅÅ-MM-DD.');
    expect(await refused('fra=25-10-2025&til=2025-10-27')).toContain('Skriv datoen som ÅÅÅÅ-MM-DD.');
    await refused('fra=2025-10-25');
  });
});

describe('the figures', () => {
  it('counts each day of the period on its Copenhagen day, zeros included', async () => {
    const reply = await dashboard('2025-10-25', '2025-10-27');
    expect(reply.days).toEqual([
      { day: '2025-10-25', jobs: 1, offers: 2, hired: 1, revenue_ore: 29_900, failed_notices: 0 },
      { day: '2025-10-26', jobs: 1, offers: 1, hired: 0, revenue_ore: 0, failed_notices: 2 },
      { day: '2025-10-27', jobs: 2, offers: 1, hired: 0, revenue_ore: 19_900, failed_notices: 0 },
    ]);
  });

  it('adds the totals up: offers of the period’s jobs, the median wait, active companies, revenue, failed notices', async () => {
    const { totals } = await dashboard('2025-10-25', '2025-10-27');
    expect(totals).toEqual({
      jobs: 4,
      offers: 4,
      jobs_with_offer: 3,
      hired: 1,
      // Waits of 30 minutes, 5 hours and 4 days: the middle one.
      first_offer_minutes_median: 300,
      revenue_ore: 49_800,
      // The offer written four days after its job falls after the period.
      active_companies: 2,
      failed_notices: 2,
      failed_emails: 1,
      failed_sms: 1,
    });
  });

  it('counts jobs per number of offers and per step of the wait for the first offer', async () => {
    const reply = await dashboard('2025-10-25', '2025-10-27');
    expect(reply.offers_per_job).toEqual([
      { offers: 0, jobs: 1 },
      { offers: 1, jobs: 2 },
      { offers: 2, jobs: 1 },
      { offers: 3, jobs: 0 },
      { offers: 4, jobs: 0 },
      { offers: 5, jobs: 0 },
    ]);
    expect(reply.first_offer).toEqual([
      { step: 'under_1h', jobs: 1 },
      { step: 'under_4h', jobs: 0 },
      { step: 'under_24h', jobs: 1 },
      { step: 'under_3d', jobs: 0 },
      { step: 'later', jobs: 1 },
    ]);
  });

  it('counts the companies with an offer in the period per main category and per region, most active first', async () => {
    const reply = await dashboard('2025-10-25', '2025-10-27');
    expect(reply.categories).toEqual([
      { id: w.cat.byg, name: 'Byg', companies: 2, offers: 2 },
      { id: w.cat.auto, name: 'Auto', companies: 1, offers: 1 },
    ]);
    expect(reply.regions).toEqual([
      { id: w.region.hovedstaden, name: 'Region Hovedstaden', companies: 2, offers: 2 },
      { id: w.region.syddanmark, name: 'Region Syddanmark', companies: 1, offers: 1 },
    ]);
  });

  it('shows an empty period as zeros', async () => {
    const reply = await dashboard('2024-01-01', '2024-01-02');
    expect(reply.totals).toMatchObject({
      jobs: 0,
      offers: 0,
      first_offer_minutes_median: null,
      revenue_ore: 0,
    });
    expect(reply.days.map((day) => day.jobs)).toEqual([0, 0]);
    expect(reply.categories).toEqual([]);
  });
});
