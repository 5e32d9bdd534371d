// Rules of the ledger (lib/ledger.ts): the balance is the sum of the rows; a debit never takes the
// balance below zero, also when many plan payments race for the same money; a credit with an
// external payment id that was seen before changes nothing (the unique index decides).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAccount, loggedIn } from '../test/helpers.js';
import { addCategory, balanceOf, giveCategory } from '../test/fixtures.js';
import { balanceOre, credit, debit, history, immediately } from './ledger.js';

let app: FastifyInstance;
let companyId: number;

beforeAll(async () => {
  app = await buildTestApp();
  companyId = (await createAccount(app, 'company')).companyId!;
});
afterAll(() => app.close());

const now = Math.floor(Date.now() / 1000);

describe('lib/ledger', () => {
  it('the balance is the sum of the rows, in øre', async () => {
    await credit(app.db, {
      companyId,
      amountOre: 30_000,
      kind: 'card_topup',
      reason: 'Indbetaling via kort',
      createdAt: now,
    });
    await credit(app.db, {
      companyId,
      amountOre: 5_050,
      kind: 'manual_credit',
      reason: 'Indbetaling via bankoverførsel',
      createdAt: now,
    });
    await immediately(app.db, () =>
      debit(app.db, {
        companyId,
        amountOre: 10_000,
        kind: 'plan_payment',
        reason: 'Abonnement Pro',
        createdAt: now,
      }),
    );
    expect(await balanceOre(app.db, companyId)).toBe(25_050);
    expect(await balanceOre(app.db, companyId)).toBe(await balanceOf(app, companyId));
  });

  it('a debit the balance cannot cover writes nothing and says so', async () => {
    const before = await balanceOre(app.db, companyId);
    const rows = (await history(app.db, companyId)).length;
    expect(
      await immediately(app.db, () =>
        debit(app.db, {
          companyId,
          amountOre: before + 1,
          kind: 'renewal',
          reason: 'Fornyelse',
          createdAt: now,
        }),
      ),
    ).toBe(false);
    expect(await balanceOre(app.db, companyId)).toBe(before);
    expect(await history(app.db, companyId)).toHaveLength(rows);
  });

  it('the same external payment id credits once', async () => {
    const before = await balanceOre(app.db, companyId);
    const entry = {
      companyId,
      amountOre: 1_000,
      kind: 'card_topup' as const,
      reason: 'Indbetaling via kort',
      externalId: 'stripe:cs_once',
      createdAt: now,
    };
    expect(await credit(app.db, entry)).not.toBeNull();
    expect(await credit(app.db, entry)).toBeNull();
    expect(await balanceOre(app.db, companyId)).toBe(before + 1_000);
  });

  it('history lists newest first with the balance after each row', async () => {
    const lines = await history(app.db, companyId);
    expect(lines[0].balance_ore).toBe(await balanceOre(app.db, companyId));
    for (let i = 0; i < lines.length - 1; i += 1)
      expect(lines[i].balance_ore - lines[i].amount_ore).toBe(lines[i + 1].balance_ore);
  });
});

describe('no negative balance from a plan payment', () => {
  it('of many parallel plan purchases only those the balance covers are paid; the balance stays at or above zero', async () => {
    const company = await createAccount(app, 'company');
    const agent = await loggedIn(app, company);
    const categories: number[] = [];
    for (let i = 0; i < 6; i += 1) categories.push(await addCategory(app));
    for (const id of categories) await giveCategory(app, company.companyId!, id);
    // 1 000 kr.: two Pro plans (499 kr. each) fit, the third does not.
    await credit(app.db, {
      companyId: company.companyId!,
      amountOre: 100_000,
      kind: 'card_topup',
      reason: 'Indbetaling via kort',
      createdAt: now,
    });
    const replies = await Promise.all(
      categories.map((id) =>
        agent.post('/ajax/firma/changes_subscriptions', {
          category_id: id,
          change_subscription_type: 'pro',
          terms: '1',
        }),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(replies.filter((r) => r.statusCode === 402).map((r) => r.json().type)).toEqual(
      Array(4).fill('error2'),
    );
    expect(await balanceOf(app, company.companyId!)).toBe(100_000 - 2 * 49_900);
    expect((await history(app.db, company.companyId!)).every((line) => line.balance_ore >= 0)).toBe(true);
  });
});
