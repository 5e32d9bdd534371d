// A company's typical reply time (issue 31): the median time from a job's alert to the company's
// offer over its newest 20 offers, none before it has made 5. One offer's reply time runs from the
// alert (an instant one when written, a digest one when the digest went), or from the job's posting
// when the company had no alert before it answered. Runs on PostgreSQL too with TEST_DB=postgres.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLY_TIME_MIN_OFFERS, REPLY_TIME_OFFERS } from '@opgavetorvet/contracts';
import { buildCompanyWorld, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { createAccount, startTestApp } from '../../test/helpers.js';
import { DAY, HOUR, MINUTE, addOffer } from '../../test/offer-fixtures.js';
import { statementsOf } from '../../test/statement-count.js';
import { medianMinutes, replyMinutes, replySeconds } from './reply-time.js';

let app: FastifyInstance;
let w: CompanyWorld;
const T0 = 1_750_000_000;

beforeAll(async () => {
  app = await startTestApp();
  w = await buildCompanyWorld(app);
});
afterAll(() => app?.close());

const newCompany = async () => (await createAccount(app, 'company')).companyId!;

/** `count` offers, each answered `minutes` after an instant alert, the newest last. */
async function offers(companyId: number, minutes: number[], from = T0) {
  let at = from;
  for (const reply of minutes) {
    at += DAY;
    await addOffer(w, companyId, {
      postedAt: at - HOUR,
      alert: { delivery: 'instant', at },
      offeredAt: at + reply * MINUTE,
    });
  }
}

describe('one offer’s reply time', () => {
  it('runs from the alert, or from the posting when there was no alert before the offer', () => {
    expect(replySeconds({ postedAt: 100, alertedAt: 400, offeredAt: 1000 })).toBe(600);
    expect(replySeconds({ postedAt: 100, alertedAt: null, offeredAt: 1000 })).toBe(900);
    expect(replySeconds({ postedAt: 100, alertedAt: 2000, offeredAt: 1000 })).toBe(900);
    expect(replySeconds({ postedAt: 2000, alertedAt: null, offeredAt: 1000 })).toBe(0);
  });

  it('has a median in whole minutes: the middle one, or the mean of the middle two', () => {
    expect(medianMinutes([])).toBeNull();
    expect(medianMinutes([600, 60, 6000])).toBe(10);
    expect(medianMinutes([60, 120, 180, 300])).toBe(3 /* (120 + 180) / 2 s = 2.5 min, rounded */);
    expect(medianMinutes([89])).toBe(1);
  });
});

describe('replyMinutes', () => {
  it(`is null before ${REPLY_TIME_MIN_OFFERS} offers and the median from then on`, async () => {
    const company = await newCompany();
    await offers(company, [30, 10, 50, 20]);
    expect((await replyMinutes(app.db, [company])).get(company)).toBeNull();
    await offers(company, [40], T0 + 30 * DAY);
    expect((await replyMinutes(app.db, [company])).get(company)).toBe(30);
  });

  it(`takes only the newest ${REPLY_TIME_OFFERS} offers`, async () => {
    const company = await newCompany();
    // Five old, slow offers, then twenty quick ones: the slow ones no longer count.
    await offers(company, [900, 900, 900, 900, 900]);
    await offers(
      company,
      Array.from({ length: REPLY_TIME_OFFERS }, (_, i) => (i < 10 ? 5 : 15)),
      T0 + 10 * DAY,
    );
    expect((await replyMinutes(app.db, [company])).get(company)).toBe(10);
  });

  it('counts from a digest alert when its digest went, and from the posting without an alert', async () => {
    const company = await newCompany();
    const at = T0 + 100 * DAY;
    for (let i = 0; i < 5; i += 1) {
      const day = at + i * DAY;
      // A digest alert written at the posting, mailed at 07:00 the next day; the offer an hour later.
      await addOffer(w, company, {
        postedAt: day,
        alert: { delivery: 'digest', at: day, digestedAt: day + 10 * HOUR },
        offeredAt: day + 11 * HOUR,
      });
    }
    expect((await replyMinutes(app.db, [company])).get(company)).toBe(60);

    const finder = await newCompany();
    for (let i = 0; i < 5; i += 1)
      await addOffer(w, finder, { postedAt: at + i * DAY, offeredAt: at + i * DAY + 2 * HOUR });
    expect((await replyMinutes(app.db, [finder])).get(finder)).toBe(120);
  });

  it('answers many companies in one statement, every id asked for in the map', async () => {
    const quick = await newCompany();
    const slow = await newCompany();
    const silent = await newCompany();
    await offers(quick, [1, 2, 3, 4, 5]);
    await offers(slow, [100, 200, 300, 400, 500, 600]);
    let minutes = new Map<number, number | null>();
    const statements = await statementsOf(app.db, async () => {
      minutes = await replyMinutes(app.db, [quick, slow, silent]);
    });
    expect(statements).toHaveLength(1);
    expect(Object.fromEntries(minutes)).toEqual({ [quick]: 3, [slow]: 350, [silent]: null });
    expect((await replyMinutes(app.db, [])).size).toBe(0);
  });
});
