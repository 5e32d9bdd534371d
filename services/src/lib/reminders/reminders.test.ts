// Rules of reminders (a controllable clock: each run is given its `now`; expiry of open jobs is
// domain/jobs/expiry.test.ts): a chosen company is reminded after 48 hours without its
// confirmation and the customer told after 96, when she may choose another; a finished job's
// customer is asked for a review after two days; an overdue won job gets its ticket. Each once.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, noticeSettings, outbox, tickets } from '../../db/schema/index.js';
import { addContact, addJob, addReview, now, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { buildReminderWorld, companyEmail, mailsTo as queuedMails } from '../../test/reminder-world.js';
import { DAY, HOUR } from './once.js';
import { openOverdueTickets, remindUnconfirmed, requestReviews } from './won-job-reminders.js';

let app: FastifyInstance;
let world: CompanyWorld;

beforeAll(async () => {
  ({ app, world } = await buildReminderWorld());
});
afterAll(() => app.close());

const mailsTo = (email: string) => queuedMails(app, email);
const customer = () => world.customer.email;
const firmaEmail = () => companyEmail(app, world.firma.companyId);

describe('a chosen company that does not confirm', () => {
  it('is reminded once by mail and SMS after 48 hours; after 96 the customer is told once and may choose another', async () => {
    const t = now();
    const jobId = await addJob(world, { headline: 'Carport i træ' });
    const { contactId } = await addContact(world, jobId, world.firma.companyId!, { winner: true });
    const { contactId: other } = await addContact(world, jobId, world.rival.companyId!);
    await app.db
      .update(contacts)
      .set({ selectedAt: t - 47 * HOUR })
      .where(eq(contacts.id, contactId))
      .run();
    const firmaMails = (await mailsTo(await firmaEmail())).length;
    await remindUnconfirmed(app, t);
    expect(await mailsTo(await firmaEmail())).toHaveLength(firmaMails);

    const choose = () =>
      world.customerAgent.post('/ajax/bruger/changejobstatus', { job_id: jobId, contact_id: other });
    expect((await choose()).statusCode).toBe(409);

    await remindUnconfirmed(app, t + 2 * HOUR);
    await remindUnconfirmed(app, t + 3 * HOUR);
    const reminders = (await mailsTo(await firmaEmail())).slice(firmaMails);
    expect(reminders.map((m) => m.subject)).toEqual(['Husk at bekræfte opgaven »Carport i træ«']);
    expect(reminders[0].body).toContain(
      `https://opgavetorvet.example/firma/opgaver/dine-vundne-opgaver/bookings/${contactId}`,
    );
    expect(
      await app.db
        .select()
        .from(outbox)
        .where(
          and(
            eq(outbox.channel, 'sms'),
            eq(
              outbox.body,
              'Husk at bekræfte »Carport i træ« på Opgavetorvet – kunden venter på jeres svar.',
            ),
          ),
        )
        .all(),
    ).toHaveLength(1);

    const before = (await mailsTo(customer())).length;
    await remindUnconfirmed(app, t + 50 * HOUR);
    await remindUnconfirmed(app, t + 51 * HOUR);
    expect((await mailsTo(customer())).slice(before).map((m) => m.subject)).toEqual([
      expect.stringMatching(/har ikke bekræftet din opgave$/),
    ]);

    await app.db
      .update(contacts)
      .set({ selectedAt: t - 97 * HOUR })
      .where(eq(contacts.id, contactId))
      .run();
    const chosen = await choose();
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(
      await app.db
        .select({ state: contacts.state, isWinner: contacts.isWinner })
        .from(contacts)
        .where(eq(contacts.id, contactId))
        .get(),
    ).toEqual({
      state: 'refused',
      isWinner: false,
    });
  });
});

describe('after a job', () => {
  it('asks the customer for a review once, two days after it was finished, unless she has reviewed', async () => {
    const t = now();
    const jobId = await addJob(world, { headline: 'Ny terrassedør', status: 'finished' });
    const { contactId } = await addContact(world, jobId, world.firma.companyId!, { state: 'finished' });
    const reviewed = await addJob(world, { headline: 'Allerede anmeldt', status: 'finished' });
    const { contactId: reviewedContact } = await addContact(world, reviewed, world.firma.companyId!, {
      state: 'finished',
    });
    await addReview(world, reviewedContact, world.firma.companyId!, 5);
    await app.db
      .update(contacts)
      .set({ finishedAt: t - 2 * DAY - 60 })
      .where(eq(contacts.id, contactId))
      .run();
    await app.db
      .update(contacts)
      .set({ finishedAt: t - 3 * DAY })
      .where(eq(contacts.id, reviewedContact))
      .run();
    const before = (await mailsTo(customer())).length;
    await requestReviews(app, t);
    await requestReviews(app, t + DAY);
    const asked = (await mailsTo(customer())).slice(before);
    expect(asked.map((m) => m.subject)).toEqual(['Hvordan gik det med »Ny terrassedør«?']);
    expect(asked[0]).toMatchObject({ kind: 'review_request' });
    expect(asked[0].body).toContain(`https://opgavetorvet.example/bruger/opgave/${jobId}`);
  });

  it('opens the ticket of an overdue won job once and tells the company', async () => {
    const t = now();
    const jobId = await addJob(world, { headline: 'Nyt køkken' });
    const { contactId } = await addContact(world, jobId, world.firma.companyId!, { state: 'confirmed' });
    await app.db
      .update(contacts)
      .set({ expectedEndAt: t - HOUR })
      .where(eq(contacts.id, contactId))
      .run();
    const before = (await mailsTo(await firmaEmail())).length;
    await openOverdueTickets(app, t);
    await openOverdueTickets(app, t + DAY);
    expect(await app.db.select().from(tickets).where(eq(tickets.contactId, contactId)).all()).toMatchObject([
      { sender: 'staff', text: expect.stringContaining('Opgaven er overskredet') },
    ]);
    expect((await mailsTo(await firmaEmail())).slice(before).map((m) => m.subject)).toEqual([
      'Opgaven »Nyt køkken« er overskredet',
    ]);
    const won = (await world.agent.get('/api/firma/vundne')).json() as {
      jobs: { contact_id: number; tickets: { text: string }[] }[];
    };
    expect(won.jobs.find((job) => job.contact_id === contactId)?.tickets[0]?.text).toContain(
      'Opgaven er overskredet',
    );
  });
});

describe('the scheduler', () => {
  it('runs the reminders every quarter of an hour', async () => {
    const future = Math.floor(Date.UTC(2031, 0, 14, 9, 0, 0) / 1000);
    expect(await app.scheduler.runDue(future)).toContain('reminders');
    expect(await app.scheduler.runDue(future + 60)).not.toContain('reminders');
    expect(await app.scheduler.runDue(future + 15 * 60)).toContain('reminders');
  });
});

describe('the notice settings (issue 32)', () => {
  it('a company that switched reminders by SMS off is reminded by mail only', async () => {
    const t = now();
    const jobId = await addJob(world, { headline: 'Stille carport' });
    const { contactId } = await addContact(world, jobId, world.rival.companyId!, { winner: true });
    await app.db
      .update(contacts)
      .set({ selectedAt: t - 49 * HOUR })
      .where(eq(contacts.id, contactId))
      .run();
    await app.db
      .insert(noticeSettings)
      .values({ userId: world.rival.id, kind: 'reminders', channel: 'sms', enabled: false })
      .run();
    await remindUnconfirmed(app, t);
    const rivalEmail = await companyEmail(app, world.rival.companyId);
    expect((await mailsTo(rivalEmail)).map((m) => m.subject)).toContain(
      'Husk at bekræfte opgaven »Stille carport«',
    );
    const texts = (await app.db.select().from(outbox).where(eq(outbox.channel, 'sms')).all()).map(
      (m) => m.body,
    );
    expect(texts.filter((body) => body?.includes('Stille carport'))).toEqual([]);
  });
});
