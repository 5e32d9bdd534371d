// The company's job modals: the job description (customer contact details only once chosen; the
// booking marked seen), the message thread of its own contact (read marks, where its won job
// stands), and the pricelist popup's read flag. Another company's contact is never shown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  addContact,
  addJob,
  buildCompanyWorld,
  row,
  type CompanyWorld,
} from '../../test/company-job-fixtures.js';
import { startTestApp } from '../../test/helpers.js';
import { sqlRun } from '../../test/sql.js';

let app: FastifyInstance;
let w: CompanyWorld;

beforeAll(async () => {
  app = await startTestApp();
  w = await buildCompanyWorld(app);
});
afterAll(() => app.close());

describe('/firma/modal_discription_job', () => {
  it("describes an open job with its answers but without the customer's phone or e-mail", async () => {
    const job = await addJob(w, { headline: 'Hævet træterrasse', description: 'Ca. 30 m² med trappe.' });
    await sqlRun(
      app.db,
      'insert into job_attributes (job_id, attribute_id, number_value) values (?, ?, 30)',
      job,
      w.cat.areaAttr,
    );
    await addContact(w, job, w.rival.companyId ?? 0, { amount: 43210 });
    const { html } = (await w.agent.post('/firma/modal_discription_job', { job_id: job })).json();
    expect(html).toContain('Hævet træterrasse');
    expect(html).toContain('Ca. 30 m² med trappe.');
    expect(html).toContain('30 m²');
    expect(html).not.toContain(w.customer.email);
    expect(html).not.toContain('20304050');
    expect(html).not.toMatch(/43[.]?210/);
    expect(html).toContain('vises, når kunden har valgt jer');
  });

  it("shows the customer's contact details to the chosen company and marks the booking seen", async () => {
    const job = await addJob(w);
    const { contactId } = await addContact(w, job, w.firma.companyId ?? 0, { winner: true, seen: false });
    const { html } = (await w.agent.post('/firma/modal_discription_job', { job_id: job })).json();
    expect(html).toContain(w.customer.email);
    expect(html).toContain('20304050');
    expect(await row(app, 'select company_seen_selection s from contacts where id = ?', contactId)).toEqual({
      s: 1,
    });
  });

  it('does not show a job the company may not see (another company chosen, other category, unknown)', async () => {
    const taken = await addJob(w);
    await addContact(w, taken, w.rival.companyId ?? 0, { winner: true });
    for (const job of [taken, await addJob(w, { categoryId: w.cat.mekaniker }), 999999]) {
      const response = await w.agent.post('/firma/modal_discription_job', { job_id: job });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        type: 'error',
        message: 'Opgaven findes ikke, eller du har ikke adgang til den.',
      });
    }
    expect((await w.agent.post('/firma/modal_discription_job', { job_id: 'x' })).statusCode).toBe(400);
  });
});

describe('/firma/message_modal', () => {
  it("shows its own contact's thread oldest first and marks the customer's messages read", async () => {
    const job = await addJob(w, { headline: 'Nye vinduer' });
    const { contactId } = await addContact(w, job, w.firma.companyId ?? 0);
    const add = (...params: unknown[]) =>
      sqlRun(
        app.db,
        'insert into messages (contact_id, sender, body, created_at) values (?, ?, ?, ?)',
        ...params,
      );
    await add(contactId, 'user', 'Hvornår kan I komme?', 1000);
    await add(contactId, 'company', 'På tirsdag.', 2000);
    const { html } = (
      await w.agent.post('/firma/message_modal', {
        contact_id: contactId,
        link: `/firma/opgaver?jobid=${job}`,
      })
    ).json();
    expect(html.indexOf('Hvornår kan I komme?')).toBeLessThan(html.indexOf('På tirsdag.'));
    expect(html).toContain('new-message');
    expect(html).toContain(`href="/firma/opgaver?jobid=${job}"`);
    expect(
      await row(
        app,
        "select count(*) n from messages where contact_id = ? and sender = 'user' and read_at is null",
        contactId,
      ),
    ).toEqual({ n: 0 });
    expect((await w.agent.post('/firma/message_modal', { contact_id: contactId })).json().html).not.toContain(
      'new-message',
    );
  });

  it('shows where its won job stands as the messages modal does (SPEC §4 texts)', async () => {
    const modalOf = async (state: string, finishedPriceOre: number | null = null) => {
      const { contactId } = await addContact(w, await addJob(w), w.firma.companyId ?? 0, { winner: true });
      await sqlRun(
        app.db,
        'update contacts set state = ?, finished_price_ore = ? where id = ?',
        state,
        finishedPriceOre,
        contactId,
      );
      const { html } = (await w.agent.post('/firma/message_modal', { contact_id: contactId })).json();
      return { html: html as string, contactId };
    };
    expect((await modalOf('confirmed')).html).toContain('>Afslut opgave</button>');
    const pending = await modalOf('cancel_pending');
    expect(pending.html).toContain('<span class="cancel-pending">Afventer</span>');
    expect(pending.html).toContain(`data-contact-contact-id="${pending.contactId}"`);
    expect(pending.html).toContain('>Fortryd</button>');
    const finished = await modalOf('finished', 1_250_050);
    expect(finished.html).toContain('Opgave afsluttet – 12.500,50 kr.');
    expect(finished.html).not.toContain('Afslut opgave');
  });

  it("refuses another company's contact and a link to another site", async () => {
    const { contactId } = await addContact(w, await addJob(w), w.rival.companyId ?? 0);
    expect((await w.agent.post('/firma/message_modal', { contact_id: contactId })).statusCode).toBe(404);
    for (const link of ['https://evil.example/x', '//evil.example', 'javascript:alert(1)']) {
      expect((await w.agent.post('/firma/message_modal', { contact_id: contactId, link })).statusCode).toBe(
        400,
      );
    }
  });
});

describe('/firma/modal_prise_read', () => {
  it('keeps the read flag of the pricelist popup in a per-company cookie', async () => {
    const read = await w.agent.post('/firma/modal_prise_read', { popuppriselist: 1 });
    expect(read.json()).toEqual({ type: 'success', message: 'Prislisten er markeret som læst.' });
    expect(read.cookies.find((c) => c.name === `popuppriselist_${w.firma.companyId}`)).toMatchObject({
      value: '1',
      maxAge: 31536000,
    });
    const unread = await w.agent.post('/firma/modal_prise_read', { popuppriselist: '0' }, { form: true });
    expect(unread.cookies.find((c) => c.name === `popuppriselist_${w.firma.companyId}`)?.value).toBe('');
    expect((await w.agent.post('/firma/modal_prise_read', { popuppriselist: 3 })).statusCode).toBe(400);
  });
});
