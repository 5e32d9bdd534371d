// The customer controls her job (issue 32): she edits its text and answers while it has no offer and is refused
// after the first; then a dated addition reaches the companies with an offer (in the description
// they see, and by e-mail); she withdraws it with a reason (the bidders are told, it leaves the open
// lists) and opens it again within 30 days, not later; the page says where the job stands.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CompanyOpenJobsReply, JobControlReply } from '@opgavetorvet/contracts';
import { jobAttributes, jobs, noticeSettings } from '../../db/schema/index.js';
import { DAY } from '../../lib/reminders/once.js';
import { addContact, addJob, now, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { companyWorldOfFile, jobDescription as description } from '../../test/company-world-file.js';
import { buildTestApp } from '../../test/helpers.js';
import { queuedTo } from '../../test/outbox.js';
import { sqlRun } from '../../test/sql.js';

const w = companyWorldOfFile(() => buildTestApp());

const jobRow = async (id: number) => (await w.app.db.select().from(jobs).where(eq(jobs.id, id)).get())!;
const control = async (jobId: number) =>
  (await w.customerAgent.get(`/api/bruger/opgaver/${jobId}/styring`)).json<JobControlReply>();
const mailsTo = (email: string) => queuedTo(w.app, 'email', email);
const openJobIds = async (agent: CompanyWorld['agent']) =>
  (await agent.get('/api/firma/opgaver')).json<CompanyOpenJobsReply>().jobs.map((job) => job.job_id);

describe('editing a job', () => {
  it('changes headline and description while the job has no offer', async () => {
    const jobId = await addJob(w, { headline: 'Ny terrasse', description: 'Lærketræ' });
    expect((await control(jobId)).can_edit).toBe(true);
    const response = await w.customerAgent.post(`/api/bruger/opgaver/${jobId}/rediger`, {
      headline: 'Ny terrasse i eg',
      description: 'Egetræ, ca. 30 m²',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ type: 'success', message: 'Opgaven er ændret' });
    expect(await jobRow(jobId)).toMatchObject({
      headline: 'Ny terrasse i eg',
      description: 'Egetræ, ca. 30 m²',
    });
  });

  it('replaces its answers when they are given, checked against its category; answers that do not fit change nothing', async () => {
    const jobId = await addJob(w, { headline: 'Gulv' });
    await sqlRun(
      w.app.db,
      'insert into job_attributes (job_id, attribute_id, number_value) values (?, ?, 20)',
      jobId,
      w.cat.areaAttr,
    );
    const answers = async () =>
      (await w.app.db.select().from(jobAttributes).where(eq(jobAttributes.jobId, jobId)).all())
        .map((a) => [a.attributeId, a.optionId, a.numberValue])
        .sort();
    const edited = await w.customerAgent.post(`/api/bruger/opgaver/${jobId}/rediger`, {
      headline: 'Gulv i eg',
      description: 'Større gulv',
      attributes: [
        { attribute_id: w.cat.areaAttr, number_value: 45 },
        { attribute_id: w.cat.woodAttr, option_id: w.cat.oak },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await answers()).toEqual(
      [
        [w.cat.areaAttr, null, 45],
        [w.cat.woodAttr, w.cat.oak, null],
      ].sort(),
    );
    const unfit = await w.customerAgent.post(`/api/bruger/opgaver/${jobId}/rediger`, {
      headline: 'Gulv i fyr',
      description: 'Større gulv',
      attributes: [{ attribute_id: w.cat.woodAttr, number_value: 3 }],
    });
    expect(unfit.statusCode).toBe(400);
    expect((await jobRow(jobId)).headline).toBe('Gulv i eg');
    expect((await answers()).length).toBe(2);
  });

  it('is refused with a Danish text after the first offer, and the text stays as it was', async () => {
    const jobId = await addJob(w, { headline: 'Nyt tag', description: 'Tegltag' });
    await addContact(w, jobId, w.firma.companyId!);
    const response = await w.customerAgent.post(`/api/bruger/opgaver/${jobId}/rediger`, {
      headline: 'Nyt tag i stål',
      description: 'Ståltag',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^Opgaven har fået tilbud, så teksten kan ikke længere ændres/);
    expect(await jobRow(jobId)).toMatchObject({ headline: 'Nyt tag', description: 'Tegltag' });
    expect(await control(jobId)).toMatchObject({ can_edit: false, can_add: true });
  });

  it("is not possible on another customer's job (404)", async () => {
    const jobId = await addJob(w);
    const response = await w.agent.post(`/api/bruger/opgaver/${jobId}/rediger`, {
      headline: 'x',
      description: 'y',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    const mine = await w.customerAgent.post('/api/bruger/opgaver/999999/rediger', {
      headline: 'x',
      description: 'y',
    });
    expect(mine.statusCode).toBe(404);
  });
});

describe('an addition after the first offer', () => {
  it('is refused before any offer: the text itself can still be edited', async () => {
    const jobId = await addJob(w);
    const response = await w.customerAgent.post(`/api/bruger/opgaver/${jobId}/tilfoejelse`, { text: 'Mere' });
    expect(response.statusCode).toBe(409);
  });

  it('reaches the bidders: dated in the description they see, and by e-mail to each of them', async () => {
    const jobId = await addJob(w, { headline: 'Carport', description: 'Carport til to biler' });
    await addContact(w, jobId, w.firma.companyId!);
    await addContact(w, jobId, w.rival.companyId!);
    const before = {
      firma: (await mailsTo(w.firma.email)).length,
      rival: (await mailsTo(w.rival.email)).length,
    };
    const response = await w.customerAgent.post(`/api/bruger/opgaver/${jobId}/tilfoejelse`, {
      text: 'Taget skal være fladt.',
    });
    expect(response.statusCode, response.body).toBe(200);

    const html = (await description(w.agent, jobId)).json<{ html: string }>().html;
    expect(html).toContain('Carport til to biler');
    expect(html).toMatch(/Tilføjelse fra kunden \d+\. \w+ \d{4}/);
    expect(html).toContain('Taget skal være fladt.');
    for (const [who, email] of [
      ['firma', w.firma.email],
      ['rival', w.rival.email],
    ] as const) {
      const mails = (await mailsTo(email)).slice(before[who]);
      expect(mails.map((m) => m.subject)).toEqual(['Tilføjelse til opgaven »Carport«']);
      expect(mails[0]!.body).toContain('Taget skal være fladt.');
    }
    expect(await jobRow(jobId)).toMatchObject({ headline: 'Carport', description: 'Carport til to biler' });
    const additions = (await control(jobId)).additions;
    expect(additions).toEqual([expect.objectContaining({ text: 'Taget skal være fladt.' })]);
  });
});

describe('withdrawing a job', () => {
  it('takes it out of the open lists and tells the companies with an offer', async () => {
    const jobId = await addJob(w, { headline: 'Hegn' });
    await addContact(w, jobId, w.firma.companyId!);
    expect(await openJobIds(w.rivalAgent)).toContain(jobId);
    const before = (await mailsTo(w.firma.email)).length;
    const rivalBefore = (await mailsTo(w.rival.email)).length;

    const response = await w.customerAgent.post(`/api/bruger/opgaver/${jobId}/traek-tilbage`, {
      reason: 'too_expensive',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Opgaven er trukket tilbage');
    expect(await jobRow(jobId)).toMatchObject({ status: 'cancelled', withdrawReason: 'too_expensive' });
    expect(await openJobIds(w.rivalAgent)).not.toContain(jobId);
    expect((await description(w.rivalAgent, jobId)).statusCode).toBe(404);
    const told = (await mailsTo(w.firma.email)).slice(before);
    expect(told.map((m) => m.subject)).toEqual(['Opgaven »Hegn« er trukket tilbage']);
    expect((await mailsTo(w.rival.email)).length).toBe(rivalBefore);

    const state = await control(jobId);
    expect(state.withdrawal).toMatchObject({ reason: 'too_expensive' });
    expect(state.progress.next).toBe('withdrawn');
    expect(state.reopen_until).toBe(state.withdrawal!.at + 30 * DAY);
    const page = (await w.customerAgent.get(`/api/bruger/opgaver/${jobId}`)).json();
    expect(page.state.can_reopen).toBe(true);
  });

  it("needs her own words for 'other', and is refused once a company is chosen", async () => {
    const open = await addJob(w);
    const bare = await w.customerAgent.post(`/api/bruger/opgaver/${open}/traek-tilbage`, { reason: 'other' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe('Skriv kort, hvorfor du trækker opgaven tilbage.');
    const other = await w.customerAgent.post(`/api/bruger/opgaver/${open}/traek-tilbage`, {
      reason: 'other',
      text: 'Vi flytter',
    });
    expect(other.statusCode).toBe(200);
    expect(await jobRow(open)).toMatchObject({ withdrawReason: 'other', withdrawText: 'Vi flytter' });

    const assigned = await addJob(w);
    await addContact(w, assigned, w.firma.companyId!, { winner: true });
    const refused = await w.customerAgent.post(`/api/bruger/opgaver/${assigned}/traek-tilbage`, {
      reason: 'no_longer_needed',
    });
    expect(refused.statusCode).toBe(409);
    expect((await jobRow(assigned)).status).toBe('assigned');
  });
});

describe('opening a withdrawn job again', () => {
  it('opens it for offers within 30 days, and its offers stand again', async () => {
    const jobId = await addJob(w, { headline: 'Skur' });
    await addContact(w, jobId, w.firma.companyId!);
    await w.customerAgent.post(`/api/bruger/opgaver/${jobId}/traek-tilbage`, { reason: 'no_longer_needed' });
    const response = await w.customerAgent.post(`/api/bruger/opgaver/${jobId}/genaabn`, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(await jobRow(jobId)).toMatchObject({ status: 'open', withdrawnAt: null, closedAt: null });
    expect(await openJobIds(w.rivalAgent)).toContain(jobId);
    expect((await control(jobId)).progress.next).toBe('choose');
  });

  it('is refused after 30 days, and the job stays withdrawn', async () => {
    const jobId = await addJob(w);
    await w.customerAgent.post(`/api/bruger/opgaver/${jobId}/traek-tilbage`, { reason: 'solved_otherwise' });
    await sqlRun(w.app.db, 'update jobs set withdrawn_at = ? where id = ?', now() - 31 * DAY, jobId);
    const response = await w.customerAgent.post(`/api/bruger/opgaver/${jobId}/genaabn`, {});
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^Opgaven kan ikke åbnes igen/);
    expect((await jobRow(jobId)).status).toBe('cancelled');
    expect((await control(jobId)).reopen_until).toBeNull();
    const page = (await w.customerAgent.get(`/api/bruger/opgaver/${jobId}`)).json();
    expect(page.state.can_reopen).toBe(false);
  });
});

describe('where the job stands', () => {
  it('says what happens next and by when: offers until the expiry, then the choice, then the confirmation', async () => {
    const created = now() - 2 * DAY;
    const jobId = await addJob(w, { createdAt: created });
    const fresh = (await control(jobId)).progress;
    expect(fresh).toMatchObject({ current: 'created', next: 'await_offers', by: created + 30 * DAY });
    expect(fresh.reminder_at).toBe(created + 27 * DAY);

    await addContact(w, jobId, w.firma.companyId!);
    expect((await control(jobId)).progress).toMatchObject({ current: 'offers', next: 'choose' });

    await addContact(w, jobId, w.rival.companyId!, { winner: true });
    const chosen = (await control(jobId)).progress;
    expect(chosen).toMatchObject({
      current: 'chosen',
      next: 'await_confirmation',
      company: expect.stringMatching(/^Testfirma/),
    });
    expect(chosen.steps.map((s) => [s.step, s.reached])).toEqual([
      ['created', true],
      ['offers', true],
      ['chosen', true],
      ['confirmed', false],
      ['done', false],
      ['reviewed', false],
    ]);
  });
});

describe("a company's notice settings", () => {
  it("leave out the e-mail about a bid-on job to a company that switched 'Tilbud' by e-mail off", async () => {
    const jobId = await addJob(w, { headline: 'Skur' });
    await addContact(w, jobId, w.firma.companyId!);
    await addContact(w, jobId, w.rival.companyId!);
    await w.app.db
      .insert(noticeSettings)
      .values({ userId: w.firma.id, kind: 'offers', channel: 'email', enabled: false })
      .run();
    try {
      const before = {
        firma: (await mailsTo(w.firma.email)).length,
        rival: (await mailsTo(w.rival.email)).length,
      };
      const response = await w.customerAgent.post(`/api/bruger/opgaver/${jobId}/traek-tilbage`, {
        reason: 'no_longer_needed',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await mailsTo(w.firma.email)).length).toBe(before.firma);
      expect((await mailsTo(w.rival.email)).slice(before.rival).map((m) => m.subject)).toEqual([
        'Opgaven »Skur« er trukket tilbage',
      ]);
    } finally {
      await w.app.db.delete(noticeSettings).where(eq(noticeSettings.userId, w.firma.id)).run();
    }
  });
});
