// Expiry of open jobs (a controllable clock: each run is given its `now`): an open job with no
// chosen company closes as 'expired' after 30 days, the customer warned 3 days before with a link
// that keeps it open 30 more days (lib/reminders/expiry.ts warns, expireJobs closes); the link of a
// job that closed meanwhile changes nothing.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.js';
import { warnBeforeExpiry } from '../../lib/reminders/expiry.js';
import { DAY, HOUR } from '../../lib/reminders/once.js';
import { addContact, addJob, now, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { visitor } from '../../test/helpers.js';
import { buildReminderWorld, keepOpenLink, mailsTo as queuedMails } from '../../test/reminder-world.js';
import { expireJobs } from './expiry.js';

let app: FastifyInstance;
let world: CompanyWorld;

beforeAll(async () => {
  ({ app, world } = await buildReminderWorld());
});
afterAll(() => app.close());

const mailsTo = (email: string) => queuedMails(app, email);
const lastMailTo = async (email: string) => (await mailsTo(email)).at(-1);
const jobRow = async (id: number) => (await app.db.select().from(jobs).where(eq(jobs.id, id)).get())!;
const customer = () => world.customer.email;

describe('expiry of open jobs', () => {
  it('warns the customer 3 days before an open job closes, once, with a link that keeps it open', async () => {
    const t = now();
    const jobId = await addJob(world, { headline: 'Fliser på badeværelset', createdAt: t - 27 * DAY - HOUR });
    const young = await addJob(world, { headline: 'Ny hæk', createdAt: t - 10 * DAY });
    const before = (await mailsTo(customer())).length;
    await warnBeforeExpiry(app, t);
    await warnBeforeExpiry(app, t + HOUR);
    const mails = (await mailsTo(customer())).slice(before);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Din opgave lukker \d+\. \w+ \d{4}$/),
    ]);
    expect(mails[0].body).toContain('»Fliser på badeværelset«');
    expect(mails[0].kind).toBe('job_expiry');
    const link = keepOpenLink(mails[0].body);

    const page = await (await visitor(app)).get(link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Din opgave er stadig åben');
    const openUntil = (await jobRow(jobId)).openUntil!;
    expect(openUntil).toBeGreaterThanOrEqual(t - 27 * DAY - HOUR + 60 * DAY - 5);
    expect((await (await visitor(app)).get(link.replace(/j=\d+/, `j=${young}`))).statusCode).toBe(400);
    expect((await jobRow(young)).openUntil).toBeNull();

    await expireJobs(app, t + 3 * DAY);
    expect((await jobRow(jobId)).status).toBe('open');
  });

  it("closes a job after its open days as 'expired', tells the customer, and shows the state in her list", async () => {
    const t = now();
    const jobId = await addJob(world, { headline: 'Gammelt tag', createdAt: t - 31 * DAY });
    const chosen = await addJob(world, { headline: 'Valgt firma', createdAt: t - 40 * DAY });
    await addContact(world, chosen, world.firma.companyId!, { winner: true });
    await expireJobs(app, t);
    expect(await jobRow(jobId)).toMatchObject({ status: 'expired', closedAt: t });
    expect((await jobRow(chosen)).status).toBe('assigned');
    expect(await lastMailTo(customer())).toMatchObject({ subject: 'Din opgave er lukket' });
    const list = (await world.customerAgent.get('/api/bruger/opgaver')).json() as {
      jobs: { job_id: number; status: string }[];
    };
    expect(list.jobs.find((job) => job.job_id === jobId)?.status).toBe('expired');
    const page = await (await visitor(app)).get(`/opgave/hold-aaben?j=${jobId}&e=1&s=x`);
    expect(page.statusCode).toBe(400);
  });
});

describe('the keep-open link after the job closed', () => {
  it('answers 409 with a Danish page and changes nothing', async () => {
    const t = now();
    const jobId = await addJob(world, { headline: 'Nyt skur', createdAt: t - 27 * DAY - HOUR });
    const before = (await mailsTo(customer())).length;
    await warnBeforeExpiry(app, t);
    const warning = (await mailsTo(customer())).slice(before)[0]!;
    const link = keepOpenLink(warning.body);
    await expireJobs(app, t + 4 * DAY);
    expect((await jobRow(jobId)).status).toBe('expired');

    const page = await (await visitor(app)).get(link);
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('Opgaven er ikke længere åben');
    expect(await jobRow(jobId)).toMatchObject({ status: 'expired', openUntil: null });
  });
});
