// The daily digest of Basic companies: once at 07:00 Danish time, the open jobs since the last
// digest, newest first, each with a link that opens it in /firma/opgaver.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.js';
import { SEVEN_AM, company, ctx, mailsTo, post, setUpAlertsWorld } from './alerts-world.js';

setUpAlertsWorld();

describe('the daily digest of Basic companies', () => {
  it('mails each Basic company once at 07:00 Danish time with its open jobs since the last digest, newest first', async () => {
    const basic = await company({ regions: [ctx.world.region.hovedstaden] });
    const first = await post({ headline: 'Nyt gulv i stuen' });
    const second = await post({ headline: 'Nye vinduer' });
    await ctx.app.db
      .update(jobs)
      .set({ status: 'closed' })
      .where(eq(jobs.id, await post({ headline: 'Lukket igen' })))
      .run();

    const digestRuns = async (now: number) =>
      (await ctx.app.scheduler.runDue(now)).filter((task) => task === 'job-digest');
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
