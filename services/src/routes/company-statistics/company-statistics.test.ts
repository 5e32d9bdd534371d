// How the company is doing (issue 31, GET /api/firma/statistik), counted from rows the test writes:
// per Copenhagen month of the last 12 and per category, the offers sent (one per job, in the month
// of the first offer), the won ones among them (the customer chose the company), the revenue of the
// jobs it finished (the final price it reported, in the month it finished) and the median reply
// time from the job's alert to the offer; nothing from before the 12 months or of another company.
// A new company gets 12 empty months. Only a company may ask. Runs on PostgreSQL with TEST_DB=postgres.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copenhagenWallClockParts,
  fromCopenhagenWallClock,
  type CompanyStatisticsReply,
} from '@opgavetorvet/contracts';
import { buildCompanyWorld, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { createAccount, loggedIn, startTestApp, visitor } from '../../test/helpers.js';
import { DAY, HOUR, MINUTE, addOffer, type OfferFixture } from '../../test/offer-fixtures.js';

let app: FastifyInstance;
let w: CompanyWorld;

beforeAll(async () => {
  app = await startTestApp();
  w = await buildCompanyWorld(app);
});
afterAll(() => app?.close());

/** The Copenhagen month `back` months before this one: its key and its first second. */
function monthBack(back: number): { key: string; start: number } {
  const { year, month } = copenhagenWallClockParts(Date.now());
  const first = new Date(Date.UTC(year, month - 1 - back, 1));
  return {
    key: `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`,
    start: fromCopenhagenWallClock(year, month - back, 1),
  };
}

async function newCompany() {
  const account = await createAccount(app, 'company');
  return { id: account.companyId!, agent: await loggedIn(app, account) };
}

const statistics = async (agent: Awaited<ReturnType<typeof newCompany>>['agent']) => {
  const reply = await agent.get('/api/firma/statistik');
  expect(reply.statusCode).toBe(200);
  return reply.json<CompanyStatisticsReply>();
};

/** An offer sent `minutes` after an instant alert at `at`. */
const answered = (at: number, minutes: number, fields: Partial<OfferFixture> = {}): OfferFixture => ({
  postedAt: at - HOUR,
  alert: { delivery: 'instant', at },
  offeredAt: at + minutes * MINUTE,
  ...fields,
});

describe('GET /api/firma/statistik', () => {
  it('shows a new company its last 12 Copenhagen months, oldest first, all empty', async () => {
    const { agent } = await newCompany();
    const reply = await statistics(agent);
    expect(reply.months.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => monthBack(11 - i).key),
    );
    for (const month of reply.months)
      expect(month).toEqual({
        month: month.month,
        offers: 0,
        won: 0,
        revenue_ore: 0,
        reply_minutes_median: null,
      });
    expect(reply.categories).toEqual([]);
    expect(reply.totals).toEqual({ offers: 0, won: 0, revenue_ore: 0, reply_minutes_median: null });
  });

  it('counts offers, won jobs, revenue and the median reply time per month, per category and in all', async () => {
    const { id, agent } = await newCompany();
    const now = monthBack(0);
    const before = monthBack(3);
    const toemrer = w.cat.toemrer;
    const maler = w.cat.maler;

    // This month, Tømrer: a standing offer (10 min), a chosen one (30 min), a withdrawn one (50 min).
    // Sent at 00:30 on the 1st, Copenhagen time: still the day before in UTC, but this month.
    const early = now.start + 30 * MINUTE;
    await addOffer(w, id, answered(early - 10 * MINUTE, 10, { categoryId: toemrer }));
    await addOffer(w, id, answered(early - 30 * MINUTE, 30, { categoryId: toemrer, state: 'confirmed' }));
    await addOffer(w, id, answered(early - 50 * MINUTE, 50, { categoryId: toemrer, state: 'withdrawn' }));
    // Three months back, Maler: a job won and finished two months back at 12.345,67 kr., answered in
    // 2 hours; one declined by the customer, answered in 4 hours; one chosen and then refused by the
    // company (it was chosen: won), answered in 6 hours.
    const day = before.start + 2 * DAY;
    const finishedAt = monthBack(2).start + 5 * DAY;
    await addOffer(
      w,
      id,
      answered(day, 120, { categoryId: maler, finished: { at: finishedAt, priceOre: 1_234_567 } }),
    );
    await addOffer(w, id, answered(day, 240, { categoryId: maler, state: 'declined' }));
    await addOffer(w, id, answered(day, 360, { categoryId: maler, state: 'refused' }));
    // Before the 12 months: an offer sent a second before the first month, and a job won earlier but
    // finished within the months (its revenue counts, its offer does not).
    const first = monthBack(11).start;
    await addOffer(w, id, answered(first - 3 * HOUR, 1, { categoryId: toemrer, offeredAt: first - 1 }));
    await addOffer(
      w,
      id,
      answered(first - 40 * DAY, 5, { categoryId: toemrer, finished: { at: first, priceOre: 500_000 } }),
    );
    // Another company's offer this month.
    const rival = await newCompany();
    await addOffer(w, rival.id, answered(early, 5, { categoryId: toemrer, state: 'confirmed' }));

    const reply = await statistics(agent);
    const month = (key: string) => reply.months.find((m) => m.month === key);
    expect(month(now.key)).toEqual({
      month: now.key,
      offers: 3,
      won: 1,
      revenue_ore: 0,
      reply_minutes_median: 30,
    });
    expect(month(before.key)).toEqual({
      month: before.key,
      offers: 3,
      won: 2,
      revenue_ore: 0,
      reply_minutes_median: 240,
    });
    expect(month(monthBack(2).key)).toMatchObject({ offers: 0, won: 0, revenue_ore: 1_234_567 });
    expect(month(monthBack(11).key)).toEqual({
      month: monthBack(11).key,
      offers: 0,
      won: 0,
      revenue_ore: 500_000,
      reply_minutes_median: null,
    });
    expect(reply.months.filter((m) => m.offers > 0 || m.revenue_ore > 0)).toHaveLength(4);

    // Most offers first; of two with as many, the one with more revenue.
    expect(reply.categories).toEqual([
      { category_id: maler, name: 'Maler', offers: 3, won: 2, revenue_ore: 1_234_567 },
      { category_id: toemrer, name: 'Tømrer', offers: 3, won: 1, revenue_ore: 500_000 },
    ]);
    // Six offers answered in 10, 30, 50, 120, 240 and 360 minutes: the median is (50 + 120) / 2.
    expect(reply.totals).toEqual({ offers: 6, won: 3, revenue_ore: 1_734_567, reply_minutes_median: 85 });

    const rivalMonth = (await statistics(rival.agent)).months.find((m) => m.month === now.key);
    expect(rivalMonth).toMatchObject({ offers: 1, won: 1, reply_minutes_median: 5 });
  });

  it('takes the reply time from a digest alert when its digest went, and from the posting without an alert', async () => {
    const { id, agent } = await newCompany();
    const at = monthBack(1).start + 3 * DAY;
    await addOffer(w, id, {
      postedAt: at,
      alert: { delivery: 'digest', at, digestedAt: at + 10 * HOUR },
      offeredAt: at + 10 * HOUR + 20 * MINUTE,
    });
    await addOffer(w, id, { postedAt: at, offeredAt: at + 40 * MINUTE });
    const reply = await statistics(agent);
    expect(reply.months.find((m) => m.month === monthBack(1).key)?.reply_minutes_median).toBe(30);
  });

  it('answers only a company', async () => {
    expect((await (await visitor(app)).get('/api/firma/statistik')).statusCode).toBe(401);
    expect((await w.customerAgent.get('/api/firma/statistik')).statusCode).toBe(403);
  });
});
