// Rules of new jobs reaching companies: when a job is posted, every company whose categories (or
// top-level category) and regions cover it, and every matching search agent, is told once — Pro and
// Pro+ at once by mail and SMS with a link that opens the job in /firma/opgaver, Basic in the daily
// digest at 07:00 Danish time — never the job's own poster, never for a job addressed to one company.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, mailAgents, noticeSettings, subscriptions } from '../../db/schema/index.js';
import { now } from '../../test/company-job-fixtures.js';
import { sqlRun } from '../../test/sql.js';
import { alertsOf, company, ctx, mailsTo, post, setUpAlertsWorld, smsTo } from './alerts-world.js';

setUpAlertsWorld();

describe('a posted job', () => {
  it('reaches a Pro company in its trade and region at once, by mail and SMS, with a link that opens the job', async () => {
    const pro = await company({ regions: [ctx.world.region.hovedstaden], plan: 'pro', phone: '31313131' });
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
    const byParent = await company({ categories: [ctx.world.cat.byg], plan: 'pro' });
    const elsewhere = await company({ regions: [ctx.world.region.syddanmark], plan: 'pro' });
    const otherTrade = await company({ categories: [ctx.world.cat.mekaniker], plan: 'pro' });
    const agentOnly = await company({ categories: [ctx.world.cat.mekaniker], plan: 'pro' });
    await ctx.app.db
      .insert(subscriptions)
      .values({
        companyId: agentOnly.companyId!,
        categoryId: ctx.world.cat.toemrer,
        type: 'pro',
        periodStartsAt: now() - 10,
        periodEndsAt: now() + 86400,
      })
      .run();
    await ctx.app.db
      .insert(mailAgents)
      .values({
        companyId: agentOnly.companyId!,
        categoryId: ctx.world.cat.toemrer,
        regionId: ctx.world.region.hovedstaden,
      })
      .run();
    const agentOtherZip = await company({ categories: [ctx.world.cat.mekaniker], plan: 'pro' });
    await ctx.app.db
      .insert(mailAgents)
      .values({
        companyId: agentOtherZip.companyId!,
        categoryId: ctx.world.cat.toemrer,
        regionId: null,
        zip: '5000',
      })
      .run();
    const agentWords = await company({ categories: [ctx.world.cat.mekaniker], plan: 'pro' });
    await ctx.app.db
      .insert(mailAgents)
      .values({
        companyId: agentWords.companyId!,
        categoryId: ctx.world.cat.toemrer,
        words: 'LÆRK  terrasse',
      })
      .run();
    const agentOtherWords = await company({ categories: [ctx.world.cat.mekaniker], plan: 'pro' });
    await ctx.app.db
      .insert(mailAgents)
      .values({
        companyId: agentOtherWords.companyId!,
        categoryId: ctx.world.cat.toemrer,
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
    await ctx.app.db
      .insert(mailAgents)
      .values({ companyId: blocked.companyId!, categoryId: ctx.world.cat.toemrer })
      .run();
    await sqlRun(
      ctx.app.db,
      "update companies set blocked_at = unixepoch(), blocked_reason = 'Svindel' where id = ?",
      blocked.companyId,
    );
    const jobId = await post();
    expect((await alertsOf(jobId)).map((alert) => alert.companyId)).not.toContain(blocked.companyId);
    expect(await mailsTo(blocked.email)).toEqual([]);
  });

  it('matches an agent with an answer only when the job has that answer (Træsort: Eg)', async () => {
    const agentFor = async (optionId: number) => {
      const account = await company({ categories: [ctx.world.cat.mekaniker], plan: 'pro' });
      await ctx.app.db
        .insert(subscriptions)
        .values({
          companyId: account.companyId!,
          categoryId: ctx.world.cat.toemrer,
          type: 'pro',
          periodStartsAt: now() - 10,
          periodEndsAt: now() + 86400,
        })
        .run();
      await ctx.app.db
        .insert(mailAgents)
        .values({ companyId: account.companyId!, categoryId: ctx.world.cat.toemrer, optionId })
        .run();
      return account.companyId!;
    };
    const oak = await agentFor(ctx.world.cat.oak);
    const pine = await agentFor(ctx.world.cat.pine);
    const withOak = await post({
      attributes: [{ attribute_id: ctx.world.cat.woodAttr, option_id: ctx.world.cat.oak }],
    });
    expect((await alertsOf(withOak)).map((alert) => alert.companyId)).toContain(oak);
    expect((await alertsOf(withOak)).map((alert) => alert.companyId)).not.toContain(pine);
    const noAnswer = await post();
    for (const id of [oak, pine])
      expect((await alertsOf(noAnswer)).map((alert) => alert.companyId)).not.toContain(id);
  });

  it('tells a company once per job, also when both its profile and an agent match and when the job is announced again', async () => {
    const both = await company({ plan: 'pro' });
    await ctx.app.db
      .insert(mailAgents)
      .values({
        companyId: both.companyId!,
        categoryId: ctx.world.cat.toemrer,
        regionId: ctx.world.region.hovedstaden,
      })
      .run();
    const jobId = await post();
    expect(await mailsTo(both.email)).toHaveLength(1);
    await ctx.app.db.update(jobs).set({ announcedAt: null }).where(eq(jobs.id, jobId)).run();
    await ctx.app.delivery.drain();
    expect(await mailsTo(both.email)).toHaveLength(1);
  });

  it("never tells the job's own poster, nor anyone of a job addressed to one company", async () => {
    const owner = await company({ plan: 'pro' });
    const other = await company({ plan: 'pro' });
    const own = (
      await ctx.app.db
        .insert(jobs)
        .values({
          userId: owner.id,
          categoryId: ctx.world.cat.toemrer,
          headline: 'Eget projekt',
          description: 'x',
          zip: '2100',
          createdAt: now(),
        })
        .returning({ id: jobs.id })
        .get()
    ).id;
    const addressed = (
      await ctx.app.db
        .insert(jobs)
        .values({
          userId: ctx.world.customer.id,
          categoryId: ctx.world.cat.toemrer,
          headline: 'Kun til ét firma',
          description: 'x',
          zip: '2100',
          createdAt: now(),
          personalizedCompanyId: other.companyId,
        })
        .returning({ id: jobs.id })
        .get()
    ).id;
    await ctx.app.delivery.drain();
    expect((await alertsOf(own)).map((a) => a.companyId)).not.toContain(owner.companyId);
    expect(await alertsOf(addressed)).toEqual([]);
    expect(
      (await ctx.app.db.select({ at: jobs.announcedAt }).from(jobs).where(eq(jobs.id, addressed)).get())?.at,
    ).not.toBeNull();
  });

  it('sends no alert to a company that turned alerts off, by mail or SMS', async () => {
    const quiet = await company({ plan: 'pro', phone: '32323232' });
    await ctx.app.db
      .insert(noticeSettings)
      .values([
        { userId: quiet.id, kind: 'offers', channel: 'email', enabled: false },
        { userId: quiet.id, kind: 'offers', channel: 'sms', enabled: false },
      ])
      .run();
    const jobId = await post();
    expect(await alertsOf(jobId)).toContainEqual({ companyId: quiet.companyId, delivery: 'instant' });
    expect(await mailsTo(quiet.email)).toEqual([]);
    expect(await smsTo('32323232')).toEqual([]);
  });
});
