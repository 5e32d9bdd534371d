// Rules of monthly renewal (a controllable clock: the scheduler is run with its `now`): a Pro or
// Pro+ category whose period has ended is paid again from the balance for the next 30 days; when
// the balance cannot pay it falls back to Basic and the company gets an e-mail with SPEC §8's
// error2 text; nothing is charged twice for one period, and a blocked company is left alone.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, subscriptions } from '../../db/schema/index.js';
import { createAccount, startTestApp } from '../../test/helpers.js';
import { addBalance, addCategory, balanceOf, giveCategory } from '../../test/fixtures.js';
import { queuedTo } from '../../test/outbox.js';
import { history } from '../ledger.js';
import { PERIOD_SECONDS } from './renew.js';

let app: FastifyInstance;
const T0 = Math.floor(Date.now() / 1000);
const HOUR = 3600;

beforeAll(async () => {
  app = await startTestApp({ publicUrl: 'https://opgavetorvet.example' });
});
afterAll(() => app.close());

async function companyOnPlan(type: 'pro' | 'pro-plus', endsAt: number, balanceOre: number) {
  const account = await createAccount(app, 'company');
  const companyId = account.companyId!;
  const categoryId = await addCategory(app, { name: `Murer ${companyId}` });
  await giveCategory(app, companyId, categoryId);
  await app.db
    .insert(subscriptions)
    .values({ companyId, categoryId, type, periodStartsAt: endsAt - PERIOD_SECONDS, periodEndsAt: endsAt })
    .run();
  if (balanceOre > 0) await addBalance(app, companyId, balanceOre);
  const email = (await app.db
    .select({ email: companies.email })
    .from(companies)
    .where(eq(companies.id, companyId))
    .get())!.email;
  const plan = async () =>
    (await app.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.categoryId, categoryId)))
      .get())!;
  return { companyId, email, plan };
}

describe('renewal by the scheduler', () => {
  it('renews an ended Pro+ period from the balance for 30 more days, once', async () => {
    const endsAt = T0 + 2 * HOUR;
    const c = await companyOnPlan('pro-plus', endsAt, 100_000);
    // Before the period ends nothing happens.
    await app.scheduler.runDue(T0 + HOUR);
    expect(await c.plan()).toMatchObject({ type: 'pro-plus', periodEndsAt: endsAt });

    const ran = await app.scheduler.runDue(endsAt + HOUR);
    expect(ran).toContain('renewals');
    expect(await c.plan()).toMatchObject({
      type: 'pro-plus',
      periodStartsAt: endsAt,
      periodEndsAt: endsAt + PERIOD_SECONDS,
    });
    expect(await balanceOf(app, c.companyId)).toBe(100_000 - 89_900);
    expect((await history(app.db, c.companyId))[0]).toMatchObject({
      kind: 'renewal',
      amount_ore: -89_900,
      text: expect.stringMatching(/^Fornyelse Pro\+ – Murer/),
    });

    await app.scheduler.runDue(endsAt + 2 * HOUR);
    expect(await balanceOf(app, c.companyId)).toBe(100_000 - 89_900);
  });

  it('falls back to Basic when the balance cannot pay, and tells the company with the error2 text', async () => {
    const endsAt = T0 + 3 * HOUR;
    const c = await companyOnPlan('pro', endsAt, 20_000);
    await app.scheduler.runDue(endsAt + 2 * HOUR);
    expect((await c.plan()).type).toBe('basic');
    expect(await balanceOf(app, c.companyId)).toBe(20_000);
    const mail = (await queuedTo(app, 'email', c.email)).at(-1)!;
    expect(mail.subject).toMatch(/^Jeres abonnement Pro i Murer \d+ er skiftet til Basic$/);
    expect(mail.body).toContain('Betalingen er ikke gennemført. Årsagen er manglende dækning på kontoen.');
    expect(mail.body).toContain('https://opgavetorvet.example/firma/konto');
  });

  it('leaves a blocked company as it is', async () => {
    const endsAt = T0 + 4 * HOUR;
    const c = await companyOnPlan('pro', endsAt, 100_000);
    await app.db
      .update(companies)
      .set({ blockedAt: T0, blockedReason: 'Test' })
      .where(eq(companies.id, c.companyId))
      .run();
    await app.scheduler.runDue(endsAt + 3 * HOUR);
    expect(await c.plan()).toMatchObject({ type: 'pro', periodEndsAt: endsAt });
    expect(await balanceOf(app, c.companyId)).toBe(100_000);
  });
});
