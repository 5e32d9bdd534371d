// Rules of subscriptions per category (SPEC §4/§5/§8): basic → pro or pro-plus paid in full,
// pro → pro-plus paid less the credit for the unused period, pro-plus → pro downgrade, back to
// basic by unsubscribing; the terms checkbox; error2 when the balance cannot pay, changing nothing.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index.js';
import { createAccount, loggedIn, manyLogins, startTestApp, visitor } from '../../test/helpers.js';
import {
  addBalance,
  addCategory,
  balanceOf,
  createWorld,
  giveCategory,
  type World,
} from '../../test/fixtures.js';

let app: FastifyInstance;
let w: World;
let companyId: number;
const NOW = Math.floor(Date.now() / 1000);
const DAY = 86400;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  w = await createWorld(app);
  companyId = w.firmaAccount.companyId;
});
afterAll(() => app.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW * 1000);
});
afterEach(() => vi.useRealTimers());

/** A profile category of the company, optionally on a paid plan with `daysLeft` of 30 left. */
async function category(
  type: 'basic' | 'pro' | 'pro-plus' = 'basic',
  daysLeft = 30,
  name?: string,
): Promise<number> {
  const id = await addCategory(app, { name });
  await giveCategory(app, companyId, id);
  if (type !== 'basic') {
    await app.db
      .insert(subscriptions)
      .values({
        companyId,
        categoryId: id,
        type,
        periodStartsAt: NOW - (30 - daysLeft) * DAY,
        periodEndsAt: NOW + daysLeft * DAY,
      })
      .run();
  }
  return id;
}
const plan = (categoryId: number) =>
  app.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.categoryId, categoryId)))
    .get();
/** terms null leaves the checkbox out of the body. */
const change = (categoryId: number, to: string, terms: string | boolean | null = '1') =>
  w.firma.post('/ajax/firma/changes_subscriptions', {
    category_id: categoryId,
    change_subscription_type: to,
    ...(terms === null ? {} : { terms }),
  });

describe('POST /ajax/firma/changes_subscriptions', () => {
  it('basic → pro: pays the full 499 kr. from the balance for a new 30-day period', async () => {
    const id = await category();
    await addBalance(app, companyId, 100_000);
    const before = await balanceOf(app, companyId);
    const response = await change(id, 'pro');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'success',
      change_subscription_type: 'pro',
      message: 'Dit abonnement er nu Pro. Der er trukket 499,00 kr. fra din saldo.',
      price: { full_price_ore: 49_900, credit_ore: 0, to_pay_ore: 49_900 },
    });
    expect(await balanceOf(app, companyId)).toBe(before - 49_900);
    expect(await plan(id)).toMatchObject({ type: 'pro', periodStartsAt: NOW, periodEndsAt: NOW + 30 * DAY });
  });

  it('basic → pro-plus by a form post with the checkbox value "on"', async () => {
    const id = await category();
    await addBalance(app, companyId, 100_000);
    const response = await w.firma.post(
      '/ajax/firma/changes_subscriptions',
      { category_id: String(id), change_subscription_type: 'pro-plus', terms: 'on' },
      { form: true },
    );
    expect(response.json()).toMatchObject({ type: 'success', change_subscription_type: 'pro-plus' });
  });

  it("subscription needs the terms checkbox ticked: 'Accepter venligst handelsbetingelser', nothing paid", async () => {
    const id = await category();
    await addBalance(app, companyId, 100_000);
    const before = await balanceOf(app, companyId);
    for (const terms of [null, '', '0', false]) {
      const response = await change(id, 'pro', terms);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ type: 'error', message: 'Accepter venligst handelsbetingelser' });
    }
    expect(await balanceOf(app, companyId)).toBe(before);
    expect(await plan(id)).toBeUndefined();
  });

  it('pro → pro-plus: full price minus the credit for the unused period is what is paid', async () => {
    const id = await category('pro', 15);
    await addBalance(app, companyId, 100_000);
    const before = await balanceOf(app, companyId);
    const response = await change(id, 'pro-plus');
    expect(response.json()).toMatchObject({
      type: 'success',
      change_subscription_type: 'pro-plus',
      price: { full_price_ore: 89_900, credit_ore: 24_950, to_pay_ore: 64_950 },
    });
    expect(await balanceOf(app, companyId)).toBe(before - 64_950);
    expect(await plan(id)).toMatchObject({
      type: 'pro-plus',
      periodStartsAt: NOW,
      periodEndsAt: NOW + 30 * DAY,
    });
  });

  it('payment error of type error2 leaves the balance and the plan unchanged (402, the spec text)', async () => {
    const account = await createAccount(app, 'company');
    const agent = await loggedIn(app, account);
    const id = await addCategory(app);
    await giveCategory(app, account.companyId!, id);
    await addBalance(app, account.companyId!, 10_000);
    const response = await agent.post('/ajax/firma/changes_subscriptions', {
      category_id: id,
      change_subscription_type: 'pro',
      terms: '1',
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      type: 'error2',
      change_subscription_type: 'basic',
      message: 'Betalingen er ikke gennemført. Årsagen er manglende dækning på kontoen.',
      price: { full_price_ore: 49_900, credit_ore: 0, to_pay_ore: 49_900 },
    });
    expect(await balanceOf(app, account.companyId!)).toBe(10_000);
    agent.lang = 'en';
    const english = await agent.post('/ajax/firma/changes_subscriptions', {
      category_id: id,
      change_subscription_type: 'pro',
      terms: '1',
    });
    expect(english.json().message).toBe(
      'Payment has not been performed. The reason for insufficient funds in the account.',
    );
    expect(await balanceOf(app, account.companyId!)).toBe(10_000);
    expect(await plan(id)).toBeUndefined();
  });

  it('pro-plus → pro is a downgrade: no terms, nothing paid, the paid period kept', async () => {
    const id = await category('pro-plus', 10);
    const before = await balanceOf(app, companyId);
    const response = await change(id, 'pro', null);
    expect(response.json()).toMatchObject({
      type: 'success',
      change_subscription_type: 'pro',
      message: 'Dit abonnement er nu Pro.',
    });
    expect(await balanceOf(app, companyId)).toBe(before);
    expect(await plan(id)).toMatchObject({ type: 'pro', periodEndsAt: NOW + 10 * DAY });
  });

  it('refuses a change the state machine does not have (same plan) with 409, unchanged', async () => {
    await addBalance(app, companyId, 500_000);
    for (const [from, to] of [
      ['pro', 'pro'],
      ['pro-plus', 'pro-plus'],
    ] as const) {
      const id = await category(from);
      const before = await balanceOf(app, companyId);
      const response = await change(id, to);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Denne ændring af abonnementet er ikke mulig');
      expect(await balanceOf(app, companyId)).toBe(before);
    }
    expect((await change(await category(), 'basic')).statusCode).toBe(400);
  });

  it("refuses a category that is not on the company's own profile (404), nothing paid", async () => {
    const foreign = await addCategory(app);
    await giveCategory(app, w.otherAccount.companyId, foreign);
    await addBalance(app, companyId, 100_000);
    const before = await balanceOf(app, companyId);
    expect((await change(foreign, 'pro')).statusCode).toBe(404);
    expect(await balanceOf(app, companyId)).toBe(before);
  });

  it('answers 401 without a login, 403 to a customer, 400 for an unknown field', async () => {
    const body = { category_id: 1, change_subscription_type: 'pro', terms: '1' };
    expect((await (await visitor(app)).post('/ajax/firma/changes_subscriptions', body)).statusCode).toBe(401);
    expect((await w.bruger.post('/ajax/firma/changes_subscriptions', body)).statusCode).toBe(403);
    expect((await w.firma.post('/ajax/firma/changes_subscriptions', { ...body, price: 0 })).statusCode).toBe(
      400,
    );
  });
});

describe('POST /firma/unsubscribe_subscription', () => {
  it('sets a paid category back to basic without a refund', async () => {
    const id = await category('pro-plus', 20, 'Tømrer');
    const before = await balanceOf(app, companyId);
    const response = await w.firma.post('/firma/unsubscribe_subscription', { category_id: id });
    expect(response.json()).toEqual({
      success: true,
      type: 'success',
      message: 'Abonnementet for Tømrer er skiftet til Basic.',
    });
    expect((await plan(id))?.type).toBe('basic');
    expect(await balanceOf(app, companyId)).toBe(before);
  });

  it("refuses a category that is already basic (409) and another company's category (404)", async () => {
    expect(
      (await w.firma.post('/firma/unsubscribe_subscription', { category_id: await category() })).statusCode,
    ).toBe(409);
    const foreign = await addCategory(app);
    await giveCategory(app, w.otherAccount.companyId, foreign);
    await app.db
      .insert(subscriptions)
      .values({
        companyId: w.otherAccount.companyId,
        categoryId: foreign,
        type: 'pro',
        periodStartsAt: NOW,
        periodEndsAt: NOW + DAY,
      })
      .run();
    expect((await w.firma.post('/firma/unsubscribe_subscription', { category_id: foreign })).statusCode).toBe(
      404,
    );
    expect(
      (await app.db.select().from(subscriptions).where(eq(subscriptions.categoryId, foreign)).get())?.type,
    ).toBe('pro');
  });

  it('answers 401 and 403', async () => {
    expect(
      (await (await visitor(app)).post('/firma/unsubscribe_subscription', { category_id: 1 })).statusCode,
    ).toBe(401);
    expect((await w.bruger.post('/firma/unsubscribe_subscription', { category_id: 1 })).statusCode).toBe(403);
  });
});
