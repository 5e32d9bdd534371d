// 'Fortryd' (/ajax/firma/delete_cancel_message): the customer was told by mail and SMS that the
// company asked to cancel; she is told the same way that it withdrew the request and the job goes on
// with that company. A refused undo tells nobody, and the withdrawal and its notice are one
// transaction: without the notice nothing is withdrawn.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
import { queuedTo } from '../../test/outbox.js';

let app: FastifyInstance;
let w: CompanyWorld;
let companyName: string;
const CUSTOMER_PHONE = '20304050';

/** A confirmed won job of the company whose cancellation it has asked for (the customer was told). */
async function requestedCancel(headline: string) {
  const job = await addJob(w, { headline });
  const { contactId } = await addContact(w, job, w.firma.companyId ?? 0, { state: 'confirmed' });
  const asked = await w.agent.post('/ajax/firma/refused_to_work', {
    job_id: job,
    text: 'Kunden svarer ikke',
    optionselect: '4',
  });
  expect(asked.json()).toMatchObject({ success: true });
  return { job, contactId };
}

const undo = (contactId: number, agent = w.agent) =>
  agent.post('/ajax/firma/delete_cancel_message', { contact_contact_id: contactId });

beforeAll(async () => {
  app = await startTestApp();
  w = await buildCompanyWorld(app);
  companyName = (
    await row<{ name: string }>(app, 'select name from companies where id = ?', w.firma.companyId)
  ).name;
});
afterAll(() => app.close());

describe('the customer hears of a withdrawn cancellation as she heard of the request', () => {
  it('mails and texts her that the company withdrew its request and the job goes on with it', async () => {
    const mailsBefore = (await queuedTo(app, 'email', w.customer.email)).length;
    const smsBefore = (await queuedTo(app, 'sms', CUSTOMER_PHONE)).length;
    const { job, contactId } = await requestedCancel('Ny tagrende til garagen');
    const requestMails = (await queuedTo(app, 'email', w.customer.email)).slice(mailsBefore);
    const requestSms = (await queuedTo(app, 'sms', CUSTOMER_PHONE)).slice(smsBefore);
    expect(requestMails.map((mail) => mail.subject)).toEqual(['Firmaet har bedt om at annullere']);
    expect(requestSms).toHaveLength(1);

    const publish = vi.spyOn(app.liveEvents, 'publish');
    const reply = await undo(contactId);
    expect(reply.json()).toEqual({ success: true, link_name: 'Afslut opgave' });
    expect(publish).toHaveBeenCalledWith(w.customer.id, { type: 'cancel_withdrawn', job_id: job });
    publish.mockRestore();

    const mails = (await queuedTo(app, 'email', w.customer.email)).slice(mailsBefore + 1);
    const texts = (await queuedTo(app, 'sms', CUSTOMER_PHONE)).slice(smsBefore + 1);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Firmaet har trukket annulleringen tilbage');
    expect(mails[0].body).toContain(
      `${companyName} har trukket sin anmodning om at annullere opgaven "Ny tagrende til garagen" tilbage. Opgaven fortsætter med ${companyName}.`,
    );
    expect(mails[0].body).toContain(`Se opgaven: http://localhost:3000/bruger/opgave/${job}`);
    expect(texts.map((sms) => sms.body)).toEqual([
      `${companyName} har trukket annulleringen af "Ny tagrende til garagen" tilbage. Opgaven fortsætter.`,
    ]);
    expect(await row(app, 'select state from contacts where id = ?', contactId)).toEqual({
      state: 'confirmed',
    });
  });

  it("tells nobody when the undo is refused (another company's contact, nothing pending)", async () => {
    const { contactId } = await requestedCancel('Nyt skur');
    const before = await outboxCount(app, w.customer.email);
    expect((await undo(contactId, w.rivalAgent)).statusCode).toBe(404);
    expect((await undo(contactId)).statusCode).toBe(200);
    expect((await undo(contactId)).statusCode).toBe(409);
    expect(await outboxCount(app, w.customer.email)).toBe(before + 1);
  });

  it('withdraws nothing when the notice cannot be queued (one transaction)', async () => {
    const { contactId } = await requestedCancel('Nye vinduer');
    const before = await outboxCount(app, w.customer.email);
    const sms = vi.spyOn(app.sms, 'send').mockRejectedValueOnce(new Error('queue down'));
    const reply = await undo(contactId);
    sms.mockRestore();
    expect(reply.statusCode).toBe(500);
    expect(await row(app, 'select state from contacts where id = ?', contactId)).toEqual({
      state: 'cancel_pending',
    });
    expect(
      await row(app, 'select status from cancellations where contact_id = ? order by id desc', contactId),
    ).toEqual({ status: 'pending' });
    expect(await outboxCount(app, w.customer.email)).toBe(before);
  });
});
