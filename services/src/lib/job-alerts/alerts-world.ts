// The world the job-alert tests share: an app with the company world, companies made with a plan,
// categories and regions, jobs posted through the API and announced, and what was queued to whom.
import { Cron } from 'croner';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { companyCategories, companyRegions, jobAlerts, subscriptions } from '../../db/schema/index.js';
import { buildTestApp, createAccount, type TestAccount } from '../../test/helpers.js';
import { queuedTo } from '../../test/outbox.js';
import { buildCompanyWorld, now, type CompanyWorld } from '../../test/company-job-fixtures.js';

/** The app and its world, built before this file's tests (each test file has its own). */
export const ctx = {} as { app: FastifyInstance; world: CompanyWorld };
/** The next 07:00 in Copenhagen after the test starts (the scheduler's first look is at the real now). */
export const SEVEN_AM = Math.floor(
  new Cron('0 7 * * *', { timezone: 'Europe/Copenhagen', paused: true }).nextRun()!.getTime() / 1000,
);

/** Builds the app and the company world before the file's tests and closes it after them. */
export function setUpAlertsWorld(): void {
  beforeAll(async () => {
    ctx.app = await buildTestApp({ publicUrl: 'https://opgavetorvet.example' });
    ctx.world = await buildCompanyWorld(ctx.app);
  });
  afterAll(() => ctx.app.close());
}

export type Plan = 'basic' | 'pro' | 'pro-plus';
export async function company(
  fields: { categories?: number[]; regions?: number[]; plan?: Plan; phone?: string | null } = {},
): Promise<TestAccount> {
  const account = await createAccount(ctx.app, 'company', {
    phone: fields.phone === undefined ? '40506070' : fields.phone,
  });
  const companyId = account.companyId!;
  for (const categoryId of fields.categories ?? [ctx.world.cat.toemrer])
    await ctx.app.db.insert(companyCategories).values({ companyId, categoryId }).run();
  for (const regionId of fields.regions ?? [])
    await ctx.app.db.insert(companyRegions).values({ companyId, regionId }).run();
  if (fields.plan) {
    const categoryId = (fields.categories ?? [ctx.world.cat.toemrer])[0];
    await ctx.app.db
      .insert(subscriptions)
      .values({
        companyId,
        categoryId,
        type: fields.plan,
        periodStartsAt: now() - 86400,
        periodEndsAt: now() + 30 * 86400,
      })
      .run();
  }
  return account;
}

/** Posts a job as the customer through the API and lets the worker announce it. */
export async function post(
  fields: {
    categoryId?: number;
    zip?: string;
    headline?: string;
    attributes?: { attribute_id: number; option_id: number }[];
  } = {},
): Promise<number> {
  const response = await ctx.world.customerAgent.post('/api/opgaver', {
    category_id: fields.categoryId ?? ctx.world.cat.toemrer,
    headline: fields.headline ?? 'Ny terrasse i lærk',
    description: 'Ca. 25 m² terrasse bag huset.',
    zip: fields.zip ?? '2100',
    ...(fields.attributes ? { attributes: fields.attributes } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  await ctx.app.delivery.drain();
  return response.json().job_id as number;
}

export const mailsTo = (email: string) => queuedTo(ctx.app, 'email', email);
export const smsTo = (phone: string) => queuedTo(ctx.app, 'sms', phone);
export const alertsOf = (jobId: number) =>
  ctx.app.db
    .select({ companyId: jobAlerts.companyId, delivery: jobAlerts.delivery })
    .from(jobAlerts)
    .where(eq(jobAlerts.jobId, jobId))
    .all();
