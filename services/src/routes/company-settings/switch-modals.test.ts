// Rules of the subscription switch modals: the overview's buttons read Current, Switch to Basic,
// Switch to Pro or Upgrade to Pro+ (SPEC §4); _2 upgrades basic, _3 shows pro → pro-plus's full
// price, minus credit and amount to pay, _4 confirms the downgrade; a modal that does not fit → 409.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { subscriptions } from '../../db/schema/index.js';
import { manyLogins, startTestApp, visitor } from '../../test/helpers.js';
import { addBalance, addCategory, createWorld, giveCategory, type World } from '../../test/fixtures.js';

let app: FastifyInstance;
let w: World;
let companyId: number;
const NOW = Math.floor(Date.now() / 1000);
const DAY = 86400;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  w = await createWorld(app);
  companyId = w.firmaAccount.companyId;
  await addBalance(app, companyId, 123_456);
});
afterAll(() => app.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW * 1000);
});
afterEach(() => vi.useRealTimers());

async function category(type: 'basic' | 'pro' | 'pro-plus', name = 'Maler'): Promise<number> {
  const id = await addCategory(app, { name });
  await giveCategory(app, companyId, id);
  if (type !== 'basic')
    await app.db
      .insert(subscriptions)
      .values({
        companyId,
        categoryId: id,
        type,
        periodStartsAt: NOW - 20 * DAY,
        periodEndsAt: NOW + 10 * DAY,
      })
      .run();
  return id;
}
const buttons = (html: string): string[] =>
  [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);

describe('subscription switch modals', () => {
  it('/ajax/bruger/show_switch_modal: three plans, buttons as SPEC §4 names them, and the terms checkbox', async () => {
    const response = await w.firma.post('/ajax/bruger/show_switch_modal', {
      category_id: await category('pro'),
    });
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply).toMatchObject({ current_type: 'pro', change_subscription_type: '', price: null });
    expect(buttons(reply.html)).toEqual(['Skift til Basic', 'Nuværende', 'Opgrader til Pro+']);
    expect(reply.html).toContain('499,00 kr. pr. 30 dage');
    expect(reply.html).toContain('name="terms"');

    w.firma.lang = 'en';
    const english = (
      await w.firma.post('/ajax/bruger/show_switch_modal', { category_id: await category('basic') })
    ).json();
    const plusHtml = (
      await w.firma.post('/ajax/bruger/show_switch_modal', { category_id: await category('pro-plus') })
    ).json().html;
    w.firma.lang = null;
    expect(buttons(english.html)).toEqual(['Current', 'Switch to Pro', 'Upgrade to Pro+']);
    expect(buttons(plusHtml)).toEqual(['Switch to Basic', 'Switch to Pro', 'Current']);
  });

  it('_2 offers basic → pro with its price and the balance', async () => {
    const reply = (
      await w.firma.post('/ajax/bruger2/show_switch_modal_2', { category_id: await category('basic') })
    ).json();
    expect(reply).toMatchObject({
      current_type: 'basic',
      change_subscription_type: 'pro',
      price: { to_pay_ore: 49_900 },
    });
    expect(reply.html).toContain('499,00 kr.');
    expect(reply.html).toContain('Din saldo: 1.234,56 kr.');
    // The confirming button says what the plan's own button said.
    expect(buttons(reply.html)).toContain('Skift til Pro');
    const plus = (
      await w.firma.post('/ajax/bruger2/show_switch_modal_2', {
        category_id: await category('basic'),
        change_subscription_type: 'pro-plus',
      })
    ).json();
    expect(plus).toMatchObject({ change_subscription_type: 'pro-plus', price: { to_pay_ore: 89_900 } });
    expect(buttons(plus.html)).toContain('Opgrader til Pro+');
  });

  it('_3 shows the pro → pro-plus breakdown: full price, minus credit, amount to pay', async () => {
    const reply = (
      await w.firma.post('/ajax/bruger2/show_switch_modal_3', { category_id: await category('pro') })
    ).json();
    expect(reply.price).toEqual({ full_price_ore: 89_900, credit_ore: 16_633, to_pay_ore: 73_267 });
    expect(reply.html).toContain('899,00 kr.');
    expect(reply.html).toContain('−166,33 kr.');
    expect(reply.html).toContain('732,67 kr.');
    expect(reply.html).toContain('10 dage tilbage');
  });

  it('_4 confirms the pro-plus → pro downgrade', async () => {
    const reply = (
      await w.firma.post('/ajax/bruger2/show_switch_modal_4', { category_id: await category('pro-plus') })
    ).json();
    expect(reply).toMatchObject({ current_type: 'pro-plus', change_subscription_type: 'pro' });
    expect(buttons(reply.html)).toEqual(['Annuller', 'Skift til Pro']);
  });

  it('refuses a modal that does not fit the plan in force with 409', async () => {
    for (const [url, type] of [
      ['_2', 'pro'],
      ['_3', 'basic'],
      ['_3', 'pro-plus'],
      ['_4', 'pro'],
    ] as const) {
      const response = await w.firma.post(`/ajax/bruger2/show_switch_modal${url}`, {
        category_id: await category(type),
      });
      expect(response.statusCode).toBe(409);
    }
  });

  it("escapes the category name and refuses another company's category (404)", async () => {
    const html = (
      await w.firma.post('/ajax/bruger/show_switch_modal', {
        category_id: await category('basic', '<b>Maler</b>'),
      })
    ).json().html;
    expect(html).toContain('&lt;b&gt;Maler&lt;/b&gt;');
    const foreign = await addCategory(app);
    await giveCategory(app, w.otherAccount.companyId, foreign);
    expect((await w.firma.post('/ajax/bruger/show_switch_modal', { category_id: foreign })).statusCode).toBe(
      404,
    );
  });

  it('answers 401 without a login, 403 to a customer, 400 for bad input', async () => {
    const anonymous = await visitor(app);
    for (const url of [
      '/ajax/bruger/show_switch_modal',
      '/ajax/bruger2/show_switch_modal_2',
      '/ajax/bruger2/show_switch_modal_3',
      '/ajax/bruger2/show_switch_modal_4',
    ]) {
      expect((await anonymous.post(url, { category_id: 1 })).statusCode).toBe(401);
      expect((await w.bruger.post(url, { category_id: 1 })).statusCode).toBe(403);
      expect((await w.firma.post(url, { category_id: 'x' })).statusCode).toBe(400);
    }
  });
});
