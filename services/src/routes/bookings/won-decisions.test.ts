// SPEC §4 "Won job (company)": awaiting confirmation → confirmed (yes), refused (no) or changes
// proposed (text to the customer). Only the chosen company, only before it confirmed; many parallel
// confirms leave one confirmation and one e-mail; another company's contact is refused unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  addContact,
  addJob,
  buildCompanyWorld,
  outboxCount,
  row,
  type CompanyWorld,
} from '../../test/company-job-fixtures.js';
import { startTestApp } from '../../test/helpers.js';

let app: FastifyInstance;
let w: CompanyWorld;
const state = (contactId: number) =>
  row<{ state: string; is_winner: number; company_seen_selection: number }>(
    app,
    'select state, is_winner, company_seen_selection from contacts where id = ?',
    contactId,
  );
const awaiting = async (headline = 'Nyt badeværelse') => {
  const job = await addJob(w, { headline });
  return { job, ...(await addContact(w, job, w.firma.companyId ?? 0, { winner: true, seen: false })) };
};
const mailsToCustomer = async () =>
  (
    await row<{ n: number }>(
      app,
      "select count(*) n from outbox where channel = 'email' and recipient = ?",
      w.customer.email,
    )
  ).n;

beforeAll(async () => {
  app = await startTestApp();
  w = await buildCompanyWorld(app);
});
afterAll(() => app.close());

describe('/firma/confirm_job', () => {
  it('confirms, marks the selection seen and tells the customer', async () => {
    const { contactId } = await awaiting();
    const [mails, texts] = [await outboxCount(app, w.customer.email), await outboxCount(app, '20304050')];
    const reply = (await w.agent.post('/firma/confirm_job', { contact_id: contactId })).json();
    expect(reply).toEqual({
      success: true,
      response: 'confirmed',
      message: 'Opgaven er bekræftet. Kunden har fået besked.',
    });
    expect(await state(contactId)).toEqual({ state: 'confirmed', is_winner: 1, company_seen_selection: 1 });
    expect([await outboxCount(app, w.customer.email), await outboxCount(app, '20304050')]).toEqual([
      mails + 1,
      texts + 1,
    ]);
    expect(
      (
        await row<{ subject: string }>(
          app,
          "select subject from outbox where recipient = ? and channel = 'email' order by id desc limit 1",
          w.customer.email,
        )
      ).subject,
    ).toBe('Firmaet har bekræftet din opgave');
  });

  it('leaves one confirmation and one e-mail when confirmed many times at once', async () => {
    const { contactId } = await awaiting();
    const mails = await mailsToCustomer();
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => w.agent.post('/firma/confirm_job', { contact_id: contactId })),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of replies.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual({
        success: false,
        response: 'error',
        message: 'Opgaven er allerede bekræftet.',
      });
    }
    expect(await mailsToCustomer()).toBe(mails + 1);
  });

  it("refuses another company's contact (404) and a company not chosen (409), changing nothing", async () => {
    const { contactId } = await awaiting();
    const other = await w.rivalAgent.post('/firma/confirm_job', { contact_id: contactId });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ success: false, response: 'error' });
    const { contactId: bidOnly } = await addContact(w, await addJob(w), w.firma.companyId ?? 0);
    expect((await w.agent.post('/firma/confirm_job', { contact_id: bidOnly })).json().message).toBe(
      'Kunden har ikke valgt jer til denne opgave.',
    );
    expect((await state(contactId)).state).toBe('awaiting_confirmation');
    expect((await state(bidOnly)).state).toBe('bid');
  });
});

describe('/firma/refuse_job', () => {
  it('refuses: the contact is no longer the winner, the job is open again, the customer is told', async () => {
    const { job, contactId } = await awaiting('Ny hoveddør');
    const mails = await mailsToCustomer();
    const reply = (await w.agent.post('/firma/refuse_job', { contact_id: contactId })).json();
    expect(reply).toEqual({ success: true, message: 'Opgaven er afvist. Kunden har fået besked.' });
    expect(await state(contactId)).toMatchObject({ state: 'refused', is_winner: 0 });
    expect(await row(app, 'select status from jobs where id = ?', job)).toEqual({ status: 'open' });
    expect(await mailsToCustomer()).toBe(mails + 1);
    const again = await w.agent.post('/firma/refuse_job', { contact_id: contactId });
    expect(again.statusCode).toBe(409);
  });

  it('only before confirmation', async () => {
    const job = await addJob(w);
    const { contactId } = await addContact(w, job, w.firma.companyId ?? 0, {
      state: 'confirmed',
      winner: true,
    });
    const response = await w.agent.post('/firma/refuse_job', { contact_id: contactId });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: 'Opgaven er allerede bekræftet.' });
    expect((await state(contactId)).state).toBe('confirmed');
  });
});

describe('/firma/save_contract_changes', () => {
  it('sends the proposed changes to the customer; the contact becomes changes_proposed', async () => {
    const { contactId } = await awaiting('Ny carport');
    const reply = (
      await w.agent.post(
        '/firma/save_contract_changes',
        { contactid: contactId, message: 'Start en uge senere.' },
        { form: true },
      )
    ).json();
    expect(reply).toEqual({ success: true, type: 'success', message: 'Dine ændringer er sendt til kunden.' });
    expect((await state(contactId)).state).toBe('changes_proposed');
    expect(await row(app, 'select message from contract_changes where contact_id = ?', contactId)).toEqual({
      message: 'Start en uge senere.',
    });
    expect(
      (
        await row<{ body: string }>(
          app,
          "select body from outbox where recipient = ? and channel = 'email' order by id desc limit 1",
          w.customer.email,
        )
      ).body,
    ).toContain('Start en uge senere.');
  });

  it("answers 'Please enter text' for an empty text, as a notification of type error", async () => {
    const { contactId } = await awaiting();
    w.agent.lang = 'en';
    const response = await w.agent.post('/firma/save_contract_changes', {
      contactid: contactId,
      message: '  ',
    });
    w.agent.lang = null;
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, type: 'error', message: 'Please enter text' });
    expect((await state(contactId)).state).toBe('awaiting_confirmation');
  });

  it("refuses another company's contact and a confirmed job", async () => {
    const { contactId } = await awaiting();
    expect(
      (await w.rivalAgent.post('/firma/save_contract_changes', { contactid: contactId, message: 'x' }))
        .statusCode,
    ).toBe(404);
    const { contactId: confirmed } = await addContact(w, await addJob(w), w.firma.companyId ?? 0, {
      state: 'confirmed',
      winner: true,
    });
    expect(
      (await w.agent.post('/firma/save_contract_changes', { contactid: confirmed, message: 'x' })).statusCode,
    ).toBe(409);
    expect((await state(contactId)).state).toBe('awaiting_confirmation');
  });
});
