// What the customer reads about an offer (issue 10): the final price the company reported when it
// finished (#4), and only the messages written to the customer — Opgavetorvet's notes to the
// company ('…har valgt jer som leverandør…', the administrator's decision) stay out of the job
// page, the thread modal and the message list (#11).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { companies, contacts } from '../../db/schema/index.js';
import { type Agent, loggedIn, manyLogins, startTestApp } from '../../test/helpers.js';
import { addMessage, marketplace, type Marketplace } from '../../test/job-fixtures.js';

let app: FastifyInstance;
let m: Marketplace;
let customer: Agent;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  m = await marketplace(app, 2);
  customer = await loggedIn(app, m.customer);
  const chosen = m.contacts[0].contactId;
  await addMessage(app, { contactId: chosen, sender: 'company', body: 'Vi kommer mandag.' });
  await addMessage(app, {
    contactId: chosen,
    sender: 'system',
    body: 'Mette Hansen har valgt jer som leverandør på opgaven.',
  });
  await addMessage(app, {
    contactId: chosen,
    sender: 'system',
    body: 'Opgavetorvet har afvist jeres annullering: arbejdet er udført.',
  });
  await app.db
    .update(contacts)
    .set({
      state: 'finished',
      isWinner: true,
      selectedAt: 1_700_000_000,
      finishedPriceOre: 1_512_550,
      finishedAt: 1_700_100_000,
    })
    .where(eq(contacts.id, chosen))
    .run();
});
afterAll(() => app.close());

describe("the customer's job page", () => {
  it('shows the final price the company reported on the finished offer, and none on the others', async () => {
    const page = (await customer.get(`/api/bruger/opgaver/${m.jobId}`)).json();
    const byId = new Map(page.contacts.map((c: { contact_id: number }) => [c.contact_id, c]));
    expect(byId.get(m.contacts[0].contactId)).toMatchObject({
      state: 'finished',
      finished_price_ore: 1_512_550,
    });
    expect(byId.get(m.contacts[1].contactId)).toMatchObject({ finished_price_ore: null });
  });

  it("leaves out Opgavetorvet's notes to the company", async () => {
    const page = (await customer.get(`/api/bruger/opgaver/${m.jobId}`)).json();
    const chosen = page.contacts.find(
      (c: { contact_id: number }) => c.contact_id === m.contacts[0].contactId,
    );
    expect(chosen.messages.map((msg: { body: string }) => msg.body)).toEqual(['Vi kommer mandag.']);
  });
});

describe("the customer's messages", () => {
  it('the thread modal and the message list leave out the texts written to the company', async () => {
    const modal = await customer.post('/ajax/bruger2/message_modal', {
      contact_id: m.contacts[0].contactId,
      job_id: m.jobId,
    });
    expect(modal.statusCode).toBe(200);
    expect(modal.json().html).toContain('Vi kommer mandag.');
    expect(modal.json().html).not.toContain('har valgt jer som leverandør');
    expect(modal.json().html).not.toContain('afvist jeres annullering');
    const list = await customer.post('/bruger2/show_message_modal', { user_id: m.customer.id });
    expect(list.statusCode).toBe(200);
    expect(list.json().html).toContain('Vi kommer mandag.');
    expect(list.json().html).not.toContain('har valgt jer som leverandør');
    expect(list.json().html).not.toContain('afvist jeres annullering');
  });

  it('the company still reads them in its list of that customer', async () => {
    const company = await loggedIn(app, m.companies[0]);
    const list = await company.post('/bruger2/show_message_modal', { user_id: m.customer.id });
    expect(list.json().html).toContain('har valgt jer som leverandør');
  });
});

describe("the customer's booking confirmation", () => {
  it("links the chosen company's phone (tel:) and e-mail (mailto:), so it can be contacted from it", async () => {
    await app.db
      .update(companies)
      .set({ phone: '30 30 30 30' })
      .where(eq(companies.id, m.companies[0].companyId as number))
      .run();
    const reply = await customer.post('/ajax/bruger/show_check', { contactid: m.contacts[0].contactId });
    expect(reply.statusCode).toBe(200);
    const { html } = reply.json();
    expect(html).toContain('<a href="tel:30303030">30 30 30 30</a>');
    expect(html).toContain(`href="mailto:${m.companies[0].email}"`);
  });
});
