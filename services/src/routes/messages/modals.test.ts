// The customer's thread modal with one company, the messages modal of one customer's
// conversations (the customer's own, or a company's with that customer), and the red dot's
// unread count for either side. Opening a conversation marks the other side's messages read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.js';
import {
  type Agent,
  createAccount,
  loggedIn,
  manyLogins,
  startTestApp,
  visitor,
} from '../../test/helpers.js';
import { addMessage, marketplace, type Marketplace } from '../../test/job-fixtures.js';
import { sqlOne, sqlRun } from '../../test/sql.js';

let app: FastifyInstance;
let m: Marketplace;
let customer: Agent;
let company: Agent;

const redDot = async (agent: Agent): Promise<number> =>
  (await agent.post('/bruger2/update_number_red_dot', {})).json().get_unread_messages;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  m = await marketplace(app, 2);
  customer = await loggedIn(app, m.customer);
  company = await loggedIn(app, m.companies[0]);
  await addMessage(app, {
    contactId: m.contacts[0].contactId,
    sender: 'company',
    body: 'Vi har sendt et tilbud.',
  });
  await addMessage(app, {
    contactId: m.contacts[1].contactId,
    sender: 'company',
    body: 'Vi kan starte mandag.',
  });
  await addMessage(app, {
    contactId: m.contacts[0].contactId,
    sender: 'user',
    body: 'Hvornår kan I starte?',
  });
});
afterAll(() => app.close());

describe('the red dot', () => {
  it("counts the other side's unread messages for the customer and the company", async () => {
    expect(await redDot(customer)).toBe(2);
    expect(await redDot(company)).toBe(1);
    const empty = await app.inject({
      method: 'POST',
      url: '/bruger2/update_number_red_dot',
      headers: { cookie: `sid=${customer.sid}`, 'x-csrf-token': customer.csrfToken },
    });
    expect(empty.json()).toEqual({ get_unread_messages: 2 });
  });

  it('answers 401 to a visitor and 403 to the administrator, and refuses fields', async () => {
    expect((await (await visitor(app)).post('/bruger2/update_number_red_dot', {})).statusCode).toBe(401);
    const admin = await loggedIn(app, await createAccount(app, 'admin'));
    expect((await admin.post('/bruger2/update_number_red_dot', {})).statusCode).toBe(403);
    expect((await customer.post('/bruger2/update_number_red_dot', { user_id: 1 })).statusCode).toBe(400);
  });
});

describe('/ajax/bruger2/message_modal', () => {
  it('shows the conversation with the spec fields, offers the decline answers, and marks it read', async () => {
    await app.db
      .update(companies)
      .set({ project: 'haandvaerker' })
      .where(eq(companies.id, m.companies[0].companyId as number))
      .run();
    const response = await customer.post('/ajax/bruger2/message_modal', {
      contact_id: m.contacts[0].contactId,
      job_id: m.jobId,
    });
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply).toMatchObject({
      company_name: expect.stringMatching(/^Testfirma/),
      company_slug: expect.stringMatching(/^testfirma-/),
      company_id: m.companies[0].companyId,
      contact_id: m.contacts[0].contactId,
      job_id: m.jobId,
      project: 'opgavetorvet',
      user_t: 'bruger',
      company_project: 'haandvaerker',
      btn_type: 'offer',
    });
    expect(reply.html).toContain('Vi har sendt et tilbud.');
    expect(reply.html).toContain('Prisen er for høj');
    // The decline answer says before it is sent that it cannot be undone.
    expect(reply.html).toContain('Når du sender svaret, er tilbuddet afvist. Det kan ikke fortrydes.');
    expect(reply.html).toContain(`name="bidid" value="${m.contacts[0].bidId}"`);
    expect(await redDot(customer)).toBe(1);
  });

  it("refuses another customer's contact, a contact of another job and a company", async () => {
    const other = await loggedIn(app, m.otherCustomer);
    expect(
      (
        await other.post('/ajax/bruger2/message_modal', {
          contact_id: m.contacts[1].contactId,
          job_id: m.jobId,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await customer.post('/ajax/bruger2/message_modal', {
          contact_id: m.contacts[1].contactId,
          job_id: m.jobId + 1,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await company.post('/ajax/bruger2/message_modal', {
          contact_id: m.contacts[0].contactId,
          job_id: m.jobId,
        })
      ).statusCode,
    ).toBe(403);
    expect(await redDot(customer)).toBe(1);
    expect(
      (await customer.post('/ajax/bruger2/message_modal', { contact_id: m.contacts[0].contactId })).json(),
    ).toEqual({ type: 'validation_errors', messages: ['Feltet opgave skal udfyldes'] });
  });
});

describe('/bruger2/show_message_modal', () => {
  it("gives a company only its own conversations with the customer, and marks the customer's messages read", async () => {
    const response = await company.post('/bruger2/show_message_modal', { user_id: m.customer.id });
    expect(response.statusCode).toBe(200);
    const { type, html } = response.json();
    expect(type).toBe('success');
    expect(html).toContain('Hvornår kan I starte?');
    expect(html).not.toContain('Vi kan starte mandag.');
    expect(await redDot(company)).toBe(0);
  });

  it('gives the customer all their conversations, in English with lang=en', async () => {
    customer.lang = 'en';
    const { html } = (await customer.post('/bruger2/show_message_modal', { user_id: m.customer.id })).json();
    customer.lang = null;
    expect(html).toContain('Vi kan starte mandag.');
    expect(html).toContain('You');
    expect(await redDot(customer)).toBe(0);
  });

  it("gives the customer a 'Svar' button per conversation naming its thread, and the company none", async () => {
    const { html } = (await customer.post('/bruger2/show_message_modal', { user_id: m.customer.id })).json();
    const contact = m.contacts[0];
    const name = await sqlOne<{ name: string }>(
      app.db,
      'select co.name from contacts c join companies co on co.id = c.company_id where c.id = ?',
      contact.contactId,
    );
    expect(html).toContain(`data-action="reply" data-contact-id="${contact.contactId}"`);
    expect(html).toContain(`>Svar ${name.name}</button>`);
    const own = (await company.post('/bruger2/show_message_modal', { user_id: m.customer.id })).json().html;
    expect(own).not.toContain('data-action="reply"');
  });

  it("refuses another customer's list, a company without conversations with them, and a visitor", async () => {
    const other = await loggedIn(app, m.otherCustomer);
    expect((await other.post('/bruger2/show_message_modal', { user_id: m.customer.id })).statusCode).toBe(
      403,
    );
    const stranger = await loggedIn(app, m.companies[1]);
    const none = await stranger.post('/bruger2/show_message_modal', { user_id: m.otherCustomer.id });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Der er ingen beskeder med denne kunde');
    expect(
      (await (await visitor(app)).post('/bruger2/show_message_modal', { user_id: m.customer.id })).statusCode,
    ).toBe(401);
  });
});

describe('the messages page of a company shows where its won job stands (SPEC §4)', () => {
  const setContact = (
    state: 'confirmed' | 'cancel_pending' | 'finished',
    finishedPriceOre: number | null = null,
  ) =>
    sqlRun(
      app.db,
      'update contacts set state = ?, is_winner = 1, finished_price_ore = ? where id = ?',
      state,
      finishedPriceOre,
      m.contacts[0].contactId,
    );
  const htmlOf = async (): Promise<string> =>
    (await company.post('/bruger2/show_message_modal', { user_id: m.customer.id })).json().html;

  it("a cancel awaiting the administrator reads 'Afventer' with the undo link 'Fortryd'", async () => {
    await setContact('cancel_pending');
    const html = await htmlOf();
    expect(html).toContain('<span class="cancel-pending">Afventer</span>');
    expect(html).toContain(`data-contact-contact-id="${m.contacts[0].contactId}"`);
    expect(html).toContain('>Fortryd</button>');
    expect(html).not.toContain('Afslut opgave');
  });

  it("a confirmed job offers 'Afslut opgave'; a finished one reads 'Opgave afsluttet' with the price", async () => {
    await setContact('confirmed');
    expect(await htmlOf()).toContain('>Afslut opgave</button>');
    await setContact('finished', 1_250_050);
    const html = await htmlOf();
    expect(html).toContain('Opgave afsluttet – 12.500,50 kr.');
    expect(html).not.toContain('Afslut opgave');
  });

  it('shows the customer no such buttons', async () => {
    await setContact('cancel_pending');
    const { html } = (await customer.post('/bruger2/show_message_modal', { user_id: m.customer.id })).json();
    expect(html).not.toContain('Fortryd');
    expect(html).not.toContain('Afventer');
  });
});
