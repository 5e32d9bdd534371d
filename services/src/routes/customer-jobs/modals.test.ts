// The modals of the customer's side: a company's public info, a contact's sealed offer (customer
// and the bidding company only), the list of a company's offers with 'call me' once chosen, the
// booking confirmation of a chosen company, and the idea icon's job block. HTML escapes user text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { bids, companies } from '../../db/schema/index.js';
import { type Agent, loggedIn, manyLogins, startTestApp, visitor } from '../../test/helpers.js';
import { addContact, createJob, marketplace, type Marketplace } from '../../test/job-fixtures.js';
import { sqlRun } from '../../test/sql.js';

let app: FastifyInstance;
let m: Marketplace;
let customer: Agent;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  m = await marketplace(app, 2);
  customer = await loggedIn(app, m.customer);
  await app.db
    .update(companies)
    .set({
      description: 'Vi bygger <b>terrasser</b>',
      city: 'Aarhus',
      phone: '30303030',
      notifyPhone: '50505050',
    })
    .where(eq(companies.id, m.companies[0].companyId as number))
    .run();
});
afterAll(() => app.close());

describe('/ajax/bruger/modalopenjob', () => {
  it("shows the company's public profile, escaped, with a link that starts a job for it", async () => {
    const response = await (
      await visitor(app)
    ).post('/ajax/bruger/modalopenjob', { company_id: m.companies[0].companyId });
    expect(response.statusCode).toBe(200);
    const { html } = response.json();
    expect(html).toContain('Vi bygger &lt;b&gt;terrasser&lt;/b&gt;');
    expect(html).toContain(`/createjob?sendcompany=${m.companies[0].companyId}`);
    expect(html).toContain('Ingen anmeldelser endnu');
    expect(html).not.toContain(m.companies[0].email);
  });

  it('answers 404 for an unknown company and 400 for bad input', async () => {
    const agent = await visitor(app);
    expect((await agent.post('/ajax/bruger/modalopenjob', { company_id: 999999 })).json()).toEqual({
      type: 'error',
      message: 'Firmaet blev ikke fundet',
    });
    expect((await agent.post('/ajax/bruger/modalopenjob', {})).statusCode).toBe(400);
    expect((await agent.post('/ajax/bruger/modalopenjob', { company_id: 1, x: 1 })).statusCode).toBe(400);
  });
});

describe('/ajax/opgave/modal_info_mobil', () => {
  it("shows the offer to the job's customer and to the bidding company, never to another company", async () => {
    const own = await customer.post('/ajax/opgave/modal_info_mobil', { contact_id: m.contacts[0].contactId });
    expect(own.statusCode).toBe(200);
    expect(own.json().html).toContain('10.000 kr.');
    const bidder = await loggedIn(app, m.companies[0]);
    expect(
      (await bidder.post('/ajax/opgave/modal_info_mobil', { contact_id: m.contacts[0].contactId })).json()
        .html,
    ).toContain('10.000 kr.');
    const competitor = await loggedIn(app, m.companies[1]);
    const sealed = await competitor.post('/ajax/opgave/modal_info_mobil', {
      contact_id: m.contacts[0].contactId,
    });
    expect(sealed.statusCode).toBe(404);
    expect(sealed.body).not.toContain('10.000');
    const other = await loggedIn(app, m.otherCustomer);
    expect(
      (await other.post('/ajax/opgave/modal_info_mobil', { contact_id: m.contacts[0].contactId })).statusCode,
    ).toBe(404);
    expect(
      (
        await (
          await visitor(app)
        ).post('/ajax/opgave/modal_info_mobil', { contact_id: m.contacts[0].contactId })
      ).statusCode,
    ).toBe(401);
  });
});

describe('the after-choice hint of the offer modal', () => {
  it('tells the customer the company gets the phone once chosen, only while it can still be chosen', async () => {
    const hint = 'Når du har valgt firmaet, får det dit telefonnummer';
    const jobId = await createJob(app, {
      userId: m.customer.id,
      categoryId: m.category.subId,
      status: 'assigned',
    });
    const standing = (await addContact(app, { jobId, companyId: m.companies[1].companyId as number }))
      .contactId;
    const chosen = (
      await addContact(app, {
        jobId,
        companyId: m.companies[0].companyId as number,
        state: 'confirmed',
        isWinner: true,
      })
    ).contactId;
    const html = async (contact: number) =>
      (await customer.post('/ajax/opgave/modal_info_mobil', { contact_id: contact })).json().html as string;
    expect(await html(standing)).toContain(hint);
    expect(await html(chosen)).not.toContain(hint);
  });
});

describe('/ajax/bruger/modal_list', () => {
  it("lists the company's offers with its numbers; 'call me' only once it is chosen", async () => {
    const jobId = await createJob(app, { userId: m.customer.id, categoryId: m.category.subId });
    const contact = await addContact(app, {
      jobId,
      companyId: m.companies[0].companyId as number,
      state: 'withdrawn',
      amount: 9_000,
    });
    await app.db.insert(bids).values({ contactId: contact.contactId, amount: 8_500 }).run();
    const body = { contactid: contact.contactId, jobid: jobId, list: 1 };
    const before = (await customer.post('/ajax/bruger/modal_list', body)).json();
    expect(before).toMatchObject({
      company_name: expect.stringMatching(/^Testfirma/),
      logsphone: false,
      company_mob: '50505050',
      company_phone: '30303030',
      companyid: m.companies[0].companyId,
      contactid: contact.contactId,
    });
    expect(before.html).toContain('8.500 kr.');
    expect(before.html).toContain('9.000 kr.');
    expect(before.html).not.toContain('Ring mig op');
    const standing = (await customer.post('/ajax/bruger/modal_list', { ...body, list: 0 })).json();
    expect(standing.html).not.toContain('9.000 kr.');
    await sqlRun(
      app.db,
      "update contacts set state = 'awaiting_confirmation', is_winner = 1 where id = ?",
      contact.contactId,
    );
    const after = (await customer.post('/ajax/bruger/modal_list', body)).json();
    expect(after.logsphone).toBe(true);
    expect(after.html).toContain('Ring mig op');
  });

  it('refuses another job, another customer, a company, and bad input', async () => {
    const body = { contactid: m.contacts[0].contactId, jobid: m.jobId };
    expect((await customer.post('/ajax/bruger/modal_list', { ...body, jobid: 999999 })).statusCode).toBe(404);
    expect(
      (await (await loggedIn(app, m.otherCustomer)).post('/ajax/bruger/modal_list', body)).statusCode,
    ).toBe(404);
    expect(
      (await (await loggedIn(app, m.companies[0])).post('/ajax/bruger/modal_list', body)).statusCode,
    ).toBe(403);
    const outOfRange = await customer.post('/ajax/bruger/modal_list', { ...body, list: 2 });
    expect(outOfRange.json()).toEqual({
      type: 'validation_errors',
      messages: ['Feltet liste må højst være 1'],
    });
  });
});

describe('/ajax/bruger/show_check', () => {
  it("is refused before the company is chosen, then shows both parties' details and the price", async () => {
    const jobId = await createJob(app, { userId: m.customer.id, categoryId: m.category.subId });
    const contact = await addContact(app, {
      jobId,
      companyId: m.companies[0].companyId as number,
      amount: 23_456,
    });
    const early = await customer.post('/ajax/bruger/show_check', { contactid: contact.contactId });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/er ikke valgt til opgaven, så der er ingen booking$/);
    await customer.post('/ajax/bruger/changejobstatus', { job_id: jobId, contact_id: contact.contactId });
    const check = await customer.post('/ajax/bruger/show_check', { contactid: contact.contactId });
    expect(check.statusCode).toBe(200);
    const { html } = check.json();
    expect(html).toContain(`Bekræftelse af booking – Job-ID ${jobId}`);
    expect(html).toContain('23.456 kr.');
    expect(html).toContain('20202020');
    expect(html).toContain(m.companies[0].email);
    customer.lang = 'en';
    expect(
      (await customer.post('/ajax/bruger/show_check', { contactid: contact.contactId })).json().html,
    ).toContain(`Booking confirmation – Job ID ${jobId}`);
    customer.lang = null;
    expect(
      (
        await (
          await loggedIn(app, m.otherCustomer)
        ).post('/ajax/bruger/show_check', { contactid: contact.contactId })
      ).statusCode,
    ).toBe(404);
  });
});

describe('/bruger/update_icon_idea', () => {
  it("toggles the job's block open (with its summary) and closed, kept in the session", async () => {
    const open = (await customer.post('/bruger/update_icon_idea', { job_id: m.jobId })).json();
    expect(open).toMatchObject({ open: true, job_id: m.jobId });
    expect(open.html).toContain(`/bruger/opgave/${m.jobId}`);
    expect(open.html).toContain('2 tilbud');
    expect((await customer.post('/bruger/update_icon_idea', { job_id: m.jobId })).json()).toEqual({
      html: '',
      open: false,
      job_id: m.jobId,
    });
  });

  it("does not find another customer's job and refuses a company", async () => {
    expect(
      (await (await loggedIn(app, m.otherCustomer)).post('/bruger/update_icon_idea', { job_id: m.jobId }))
        .statusCode,
    ).toBe(404);
    expect(
      (await (await loggedIn(app, m.companies[0])).post('/bruger/update_icon_idea', { job_id: m.jobId }))
        .statusCode,
    ).toBe(403);
    expect((await customer.post('/bruger/update_icon_idea', { job_id: -1 })).statusCode).toBe(400);
  });
});
