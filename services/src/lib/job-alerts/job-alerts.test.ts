// Rules of new jobs reaching companies: when a job is posted, every company whose categories (or
// top-level category) and regions cover it, and every matching search agent, is told once — Pro and
// Pro+ at once by mail and SMS with a link that opens the job in /firma/opgaver, Basic in the daily
// digest at 07:00 Danish time — never the job's own poster, never for a job addressed to one company.
import { Cron } from 'croner';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyCategories,
  companyRegions,
  jobAlerts,
  jobs,
  mailAgents,
  noticeOptOuts,
  subscriptions,
} from '../../db/schema/index.js';
import { buildTestApp, createAccount, type TestAccount } from '../../test/helpers.js';
import { queuedTo } from '../../test/outbox.js';
import { buildCompanyWorld, now, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { sqlRun } from '../../test/sql.js';

let app: FastifyInstance;
let world: CompanyWorld;
/** The next 07:00 in Copenhagen after the test starts (the scheduler's first look is at the real now). */
const SEVEN_AM = Math.floor(
  new Cron('0 7 * * *', { timezone: 'Europe/Copenhagen', paused: true }).nextRun()!.getTime() / 1000,
);

beforeAll(async () => {
  app = await buildTestApp({ publicUrl: 'https://opgavetorvet.example' });
  world = await buildCompanyWorld(app);
});
afterAll(() => app.close());

type Plan = 'basic' | 'pro' | 'pro-plus';
async function company(
  fields: { categories?: number[]; regions?: number[]; plan?: Plan; phone?: string | null } = {},
): Promise<TestAccount> {
  const account = await createAccount(app, 'company', {
    phone: fields.phone === undefined ? '40506070' : fields.phone,
  });
  const companyId = account.companyId!;
  for (const categoryId of fields.categories ?? [world.cat.toemrer])
    await app.db.insert(companyCategories).values({ companyId, categoryId }).run();
  for (const regionId of fields.regions ?? [])
    await app.db.insert(companyRegions).values({ companyId, regionId }).run();
  if (fields.plan) {
    const categoryId = (fields.categories ?? [world.cat.toemrer])[0];
    await app.db
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
async function post(
  fields: {
    categoryId?: number;
    zip?: string;
    headline?: string;
    attributes?: { attribute_id: number; option_id: number }[];
  } = {},
): Promise<number> {
  const response = await world.customerAgent.post('/api/opgaver', {
    category_id: fields.categoryId ?? world.cat.toemrer,
    headline: fields.headline ?? 'Ny terrasse i lærk',
    description: 'Ca. 25 m² terrasse bag huset.',
    zip: fields.zip ?? '2100',
    ...(fields.attributes ? { attributes: fields.attributes } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  await app.delivery.drain();
  return response.json().job_id as number;
}

const mailsTo = (email: string) => queuedTo(app, 'email', email);
const smsTo = (phone: string) => queuedTo(app, 'sms', phone);
const alertsOf = (jobId: number) =>
  app.db
    .select({ companyId: jobAlerts.companyId, delivery: jobAlerts.delivery })
    .from(jobAlerts)
    .where(eq(jobAlerts.jobId, jobId))
    .all();

describe('a posted job', () => {
  it('reaches a Pro company in its trade and region at once, by mail and SMS, with a link that opens the job', async () => {
    const pro = await company({ regions: [world.region.hovedstaden], plan: 'pro', phone: '31313131' });
    const jobId = await post();
    const [mail] = await mailsTo(pro.email);
    expect(mail.subject).toBe('Ny opgave: Ny terrasse i lærk');
    expect(mail.body).toContain('En ny opgave i Tømrer i 2100 København Ø passer til jer');
    expect(mail.body).toContain(
      `Se opgaven og giv tilbud: https://opgavetorvet.example/firma/opgaver?jobid=${jobId}`,
    );
    expect(mail.html).toContain(`href="https://opgavetorvet.example/firma/opgaver?jobid=${jobId}"`);
    expect(mail.kind).toBe('job_alert');
    expect(mail.unsubscribeUrl).toContain('/afmeld?');
    expect(await smsTo('31313131')).toMatchObject([
      { body: expect.stringContaining(`https://opgavetorvet.example/firma/opgaver?jobid=${jobId}`) },
    ]);
    expect(await alertsOf(jobId)).toContainEqual({ companyId: pro.companyId, delivery: 'instant' });
  });

  it('tells a Pro+ company at once and puts a Basic one in the digest, not mailing it now', async () => {
    const plus = await company({ plan: 'pro-plus' });
    const basic = await company();
    const jobId = await post();
    expect(await mailsTo(plus.email)).toHaveLength(1);
    expect(await mailsTo(basic.email)).toEqual([]);
    expect(await alertsOf(jobId)).toEqual(
      expect.arrayContaining([
        { companyId: plus.companyId, delivery: 'instant' },
        { companyId: basic.companyId, delivery: 'digest' },
      ]),
    );
  });

  it('matches by top-level category and by search agent (all its words), and not outside the regions, zip or words chosen', async () => {
    const byParent = await company({ categories: [world.cat.byg], plan: 'pro' });
    const elsewhere = await company({ regions: [world.region.syddanmark], plan: 'pro' });
    const otherTrade = await company({ categories: [world.cat.mekaniker], plan: 'pro' });
    const agentOnly = await company({ categories: [world.cat.mekaniker], plan: 'pro' });
    await app.db
      .insert(subscriptions)
      .values({
        companyId: agentOnly.companyId!,
        categoryId: world.cat.toemrer,
        type: 'pro',
        periodStartsAt: now() - 10,
        periodEndsAt: now() + 86400,
      })
      .run();
    await app.db
      .insert(mailAgents)
      .values({
        companyId: agentOnly.companyId!,
        categoryId: world.cat.toemrer,
        regionId: world.region.hovedstaden,
      })
      .run();
    const agentOtherZip = await company({ categories: [world.cat.mekaniker], plan: 'pro' });
    await app.db
      .insert(mailAgents)
      .values({
        companyId: agentOtherZip.companyId!,
        categoryId: world.cat.toemrer,
        regionId: null,
        zip: '5000',
      })
      .run();
    const agentWords = await company({ categories: [world.cat.mekaniker], plan: 'pro' });
    await app.db
      .insert(mailAgents)
      .values({ companyId: agentWords.companyId!, categoryId: world.cat.toemrer, words: 'LÆRK  terrasse' })
      .run();
    const agentOtherWords = await company({ categories: [world.cat.mekaniker], plan: 'pro' });
    await app.db
      .insert(mailAgents)
      .values({
        companyId: agentOtherWords.companyId!,
        categoryId: world.cat.toemrer,
        words: 'terrasse carport',
      })
      .run();
    const jobId = await post();
    const told = (await alertsOf(jobId)).map((alert) => alert.companyId);
    expect(told).toEqual(
      expect.arrayContaining([byParent.companyId, agentOnly.companyId, agentWords.companyId]),
    );
    for (const account of [elsewhere, otherTrade, agentOtherZip, agentOtherWords])
      expect(told).not.toContain(account.companyId);
    expect(await mailsTo(agentOnly.email)).toHaveLength(1);
  });

  it('tells no blocked company, by its profile or by an agent', async () => {
    const blocked = await company({ plan: 'pro' });
    await app.db
      .insert(mailAgents)
      .values({ companyId: blocked.companyId!, categoryId: world.cat.toemrer })
      .run();
    await sqlRun(
      app.db,
      "update companies set blocked_at = unixepoch(), blocked_reason = 'Svindel' where id = ?",
      blocked.companyId,
    );
    const jobId = await post();
    expect((await alertsOf(jobId)).map((alert) => alert.companyId)).not.toContain(blocked.companyId);
    expect(await mailsTo(blocked.email)).toEqual([]);
  });

  it('matches an agent with an answer only when the job has that answer (Træsort: Eg)', async () => {
    const agentFor = async (optionId: number) => {
      const account = await company({ categories: [world.cat.mekaniker], plan: 'pro' });
      await app.db
        .insert(subscriptions)
        .values({
          companyId: account.companyId!,
          categoryId: world.cat.toemrer,
          type: 'pro',
          periodStartsAt: now() - 10,
          periodEndsAt: now() + 86400,
        })
        .run();
      await app.db
        .insert(mailAgents)
        .values({ companyId: account.companyId!, categoryId: world.cat.toemrer, optionId })
        .run();
      return account.companyId!;
    };
    const oak = await agentFor(world.cat.oak);
    const pine = await agentFor(world.cat.pine);
    const withOak = await post({
      attributes: [{ attribute_id: world.cat.woodAttr, option_id: world.cat.oak }],
    });
    expect((await alertsOf(withOak)).map((alert) => alert.companyId)).toContain(oak);
    expect((await alertsOf(withOak)).map((alert) => alert.companyId)).not.toContain(pine);
    const noAnswer = await post();
    for (const id of [oak, pine])
      expect((await alertsOf(noAnswer)).map((alert) => alert.companyId)).not.toContain(id);
  });

  it('tells a company once per job, also when both its profile and an agent match and when the job is announced again', async () => {
    const both = await company({ plan: 'pro' });
    await app.db
      .insert(mailAgents)
      .values({
        companyId: both.companyId!,
        categoryId: world.cat.toemrer,
        regionId: world.region.hovedstaden,
      })
      .run();
    const jobId = await post();
    expect(await mailsTo(both.email)).toHaveLength(1);
    await app.db.update(jobs).set({ announcedAt: null }).where(eq(jobs.id, jobId)).run();
    await app.delivery.drain();
    expect(await mailsTo(both.email)).toHaveLength(1);
  });

  it("never tells the job's own poster, nor anyone of a job addressed to one company", async () => {
    const owner = await company({ plan: 'pro' });
    const other = await company({ plan: 'pro' });
    const own = (
      await app.db
        .insert(jobs)
        .values({
          userId: owner.id,
          categoryId: world.cat.toemrer,
          headline: 'Eget projekt',
          description: 'x',
          zip: '2100',
          createdAt: now(),
        })
        .returning({ id: jobs.id })
        .get()
    ).id;
    const addressed = (
      await app.db
        .insert(jobs)
        .values({
          userId: world.customer.id,
          categoryId: world.cat.toemrer,
          headline: 'Kun til ét firma',
          description: 'x',
          zip: '2100',
          createdAt: now(),
          personalizedCompanyId: other.companyId,
        })
        .returning({ id: jobs.id })
        .get()
    ).id;
    await app.delivery.drain();
    expect((await alertsOf(own)).map((a) => a.companyId)).not.toContain(owner.companyId);
    expect(await alertsOf(addressed)).toEqual([]);
    expect(
      (await app.db.select({ at: jobs.announcedAt }).from(jobs).where(eq(jobs.id, addressed)).get())?.at,
    ).not.toBeNull();
  });

  it('sends no alert to a company that turned alerts off, by mail or SMS', async () => {
    const quiet = await company({ plan: 'pro', phone: '32323232' });
    await app.db.insert(noticeOptOuts).values({ userId: quiet.id, kind: 'job_alert' }).run();
    const jobId = await post();
    expect(await alertsOf(jobId)).toContainEqual({ companyId: quiet.companyId, delivery: 'instant' });
    expect(await mailsTo(quiet.email)).toEqual([]);
    expect(await smsTo('32323232')).toEqual([]);
  });
});

describe('the daily digest of Basic companies', () => {
  it('mails each Basic company once at 07:00 Danish time with its open jobs since the last digest, newest first', async () => {
    const basic = await company({ regions: [world.region.hovedstaden] });
    const first = await post({ headline: 'Nyt gulv i stuen' });
    const second = await post({ headline: 'Nye vinduer' });
    await app.db
      .update(jobs)
      .set({ status: 'closed' })
      .where(eq(jobs.id, await post({ headline: 'Lukket igen' })))
      .run();

    const digestRuns = async (now: number) =>
      (await app.scheduler.runDue(now)).filter((task) => task === 'job-digest');
    expect(await digestRuns(SEVEN_AM - 60)).toEqual([]);
    expect(await digestRuns(SEVEN_AM)).toEqual(['job-digest']);
    const [digest] = await mailsTo(basic.email);
    expect(digest.subject).toMatch(/^\d+ nye opgaver til jer på Opgavetorvet$/);
    expect(digest.kind).toBe('job_digest');
    expect(digest.body.indexOf('»Nye vinduer«')).toBeLessThan(digest.body.indexOf('»Nyt gulv i stuen«'));
    expect(digest.body).toContain(`https://opgavetorvet.example/firma/opgaver?jobid=${second}`);
    expect(digest.body).toContain(`https://opgavetorvet.example/firma/opgaver?jobid=${first}`);
    expect(digest.body).not.toContain('Lukket igen');

    expect(await digestRuns(SEVEN_AM + 300)).toEqual([]);
    expect(await digestRuns(SEVEN_AM + 86400)).toEqual(['job-digest']);
    expect(await mailsTo(basic.email)).toHaveLength(1);
  });
});
