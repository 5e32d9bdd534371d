// SPEC §4 cancel by the chosen company: a reason is needed (which text for which case), the request
// waits for the administrator, undo restores the state before; another company's job is refused.
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
const contactState = async (id: number) =>
  (await row<{ state: string }>(app, 'select state from contacts where id = ?', id)).state;
const wonJob = async (
  state: 'confirmed' | 'awaiting_confirmation' | 'changes_proposed' | 'finished' = 'confirmed',
) => {
  const job = await addJob(w, { headline: 'Ny tagrende' });
  return { job, ...(await addContact(w, job, w.firma.companyId ?? 0, { state, winner: true })) };
};

beforeAll(async () => {
  app = await startTestApp();
  w = await buildCompanyWorld(app);
});
afterAll(() => app.close());

describe('/ajax/firma/refused_to_work (cancel) and /ajax/firma/delete_cancel_message (undo)', () => {
  it('records a pending cancellation, awaits the administrator and tells the customer', async () => {
    const { job, contactId } = await wonJob();
    const mails = await outboxCount(app, w.customer.email);
    const body = {
      job_id: job,
      text: 'Kunden svarer ikke',
      optionselect: '4',
      optionnewone: '1',
      company_appointment_date: '1767225600',
    };
    const reply = (await w.agent.post('/ajax/firma/refused_to_work', body, { form: true })).json();
    expect(reply).toEqual({
      success: true,
      error_message: '',
      contact_contact: contactId,
      link_name: 'annulleret (afventer admin)',
    });
    expect(await contactState(contactId)).toBe('cancel_pending');
    expect(
      await row(
        app,
        "select text, option_select, option_new_one, appointment_at, previous_state from cancellations where contact_id = ? and status = 'pending'",
        contactId,
      ),
    ).toEqual({
      text: 'Kunden svarer ikke',
      option_select: 4,
      option_new_one: 1,
      appointment_at: 1767225600,
      previous_state: 'confirmed',
    });
    expect(await outboxCount(app, w.customer.email)).toBe(mails + 1);
    const again = await w.agent.post('/ajax/firma/refused_to_work', body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      error_message: 'Der er allerede en annullering, som afventer administratoren.',
    });
    expect(
      (await row<{ n: number }>(app, 'select count(*) n from cancellations where contact_id = ?', contactId))
        .n,
    ).toBe(1);
  });

  it("needs a reason: empty text → 'Please describe why the job was cancelled', no option → 'Please fill out all fields before submitting'", async () => {
    const { job, contactId } = await wonJob();
    w.agent.lang = 'en';
    const noText = await w.agent.post('/ajax/firma/refused_to_work', {
      job_id: job,
      text: '  ',
      optionselect: '1',
    });
    const noOption = await w.agent.post('/ajax/firma/refused_to_work', {
      job_id: job,
      text: 'Syg',
      optionselect: '',
    });
    const finishOption = await w.agent.post('/ajax/firma/refused_to_work', {
      job_id: job,
      text: 'Syg',
      optionselect: '2',
    });
    w.agent.lang = null;
    expect(noText.statusCode).toBe(400);
    expect(noText.json()).toMatchObject({
      success: false,
      error_message: 'Please describe why the job was cancelled',
    });
    expect(noOption.json()).toMatchObject({
      success: false,
      error_message: 'Please fill out all fields before submitting',
    });
    expect(finishOption.json().error_message).toBe('Please fill out all fields before submitting');
    expect(await contactState(contactId)).toBe('confirmed');
  });

  it("refuses another company's job and a finished one, changing nothing", async () => {
    const { job, contactId } = await wonJob();
    expect(
      (await w.rivalAgent.post('/ajax/firma/refused_to_work', { job_id: job, text: 'x', optionselect: '1' }))
        .statusCode,
    ).toBe(404);
    const done = await wonJob('finished');
    expect(
      (await w.agent.post('/ajax/firma/refused_to_work', { job_id: done.job, text: 'x', optionselect: '1' }))
        .statusCode,
    ).toBe(409);
    expect(await contactState(contactId)).toBe('confirmed');
    expect(await contactState(done.contactId)).toBe('finished');
  });

  it('undo withdraws the request and restores the state before (confirmed or awaiting confirmation)', async () => {
    for (const state of ['confirmed', 'awaiting_confirmation'] as const) {
      const { job, contactId } = await wonJob(state);
      await w.agent.post('/ajax/firma/refused_to_work', {
        job_id: job,
        text: 'Fejlbestilling',
        optionselect: '1',
      });
      expect(
        (await w.rivalAgent.post('/ajax/firma/delete_cancel_message', { contact_contact_id: contactId }))
          .statusCode,
      ).toBe(404);
      expect(await contactState(contactId)).toBe('cancel_pending');
      const reply = (
        await w.agent.post('/ajax/firma/delete_cancel_message', { contact_contact_id: contactId })
      ).json();
      expect(reply).toEqual({ success: true, link_name: 'Afslut opgave' });
      expect(await contactState(contactId)).toBe(state);
      expect(await row(app, 'select status from cancellations where contact_id = ?', contactId)).toEqual({
        status: 'withdrawn',
      });
      expect(
        (await w.agent.post('/ajax/firma/delete_cancel_message', { contact_contact_id: contactId }))
          .statusCode,
      ).toBe(409);
    }
  });

  it('shows the cancel message of its own contact with reason and status', async () => {
    const { job, contactId } = await wonJob();
    await w.agent.post('/ajax/firma/refused_to_work', {
      job_id: job,
      text: 'Kunden har fundet en anden',
      optionselect: '1',
    });
    const { html } = (
      await w.agent.post('/ajax/firma/show_cancel_message', { contact_contact_id: contactId, job_id: job })
    ).json();
    expect(html).toContain('Kunden har fundet en anden');
    expect(html).toContain('Kunden har aflyst opgaven');
    expect(html).toContain('Afventer administratorens afgørelse');
    expect(
      (
        await w.rivalAgent.post('/ajax/firma/show_cancel_message', {
          contact_contact_id: contactId,
          job_id: job,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await w.agent.post('/ajax/firma/show_cancel_message', {
          contact_contact_id: contactId,
          job_id: job + 1,
        })
      ).statusCode,
    ).toBe(404);
  });
});
