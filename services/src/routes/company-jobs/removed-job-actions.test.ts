// Issue 33: on a job the administrator removed, a company can no longer bid, answer its won job
// (confirm, refuse, propose changes), finish it with the final price, text the customer the dates
// or write a message: each is refused with 409 and its own Danish text (transitions.ts'
// REMOVED_JOB_REFUSALS) and changes nothing, although the contact keeps its state. Once the job is
// opened again the company may act again.
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactState } from '../../db/schema/index.js';
import { bids, contacts, messages } from '../../db/schema/index.js';
import { adminAgent } from '../../test/admin-login.js';
import { type Agent, loggedIn, manyLogins, startTestApp } from '../../test/helpers.js';
import { addContact, createJob, marketplace, type Marketplace } from '../../test/job-fixtures.js';

let app: FastifyInstance;
let m: Marketplace;
let admin: Agent;
let firma: Agent;
let rival: Agent;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  m = await marketplace(app, 2);
  admin = await adminAgent(app);
  firma = await loggedIn(app, m.companies[0]!);
  rival = await loggedIn(app, m.companies[1]!);
});
afterAll(() => app.close());

const removeJob = async (jobId: number) => {
  const reply = await admin.post(`/api/admin/opgaver/${jobId}/fjern`, { reason: 'Ulovligt arbejde.' });
  expect(reply.statusCode, reply.body).toBe(200);
};
const restoreJob = async (jobId: number) => {
  const reply = await admin.post(`/api/admin/opgaver/${jobId}/genaabn`, { reason: 'Fjernet ved en fejl.' });
  expect(reply.statusCode, reply.body).toBe(200);
};

/** A removed job of the customer's on which the first company has a contact in `state`. */
async function removedJob(state: ContactState, isWinner = true) {
  const jobId = await createJob(app, {
    userId: m.customer.id,
    categoryId: m.category.subId,
    status: isWinner ? 'assigned' : 'open',
  });
  const contact = await addContact(app, { jobId, companyId: m.companies[0]!.companyId!, state, isWinner });
  await removeJob(jobId);
  return { jobId, ...contact };
}

const stateOf = async (contactId: number) =>
  (await app.db.select({ state: contacts.state }).from(contacts).where(eq(contacts.id, contactId)).get())
    ?.state;

const refusedWith = (reply: { statusCode: number; json: () => { message: string } }, text: string) => {
  expect(reply.statusCode).toBe(409);
  expect(reply.json().message).toBe(text);
};

describe('a company on a job the administrator removed', () => {
  it('cannot bid on it', async () => {
    const jobId = await createJob(app, { userId: m.customer.id, categoryId: m.category.subId });
    await removeJob(jobId);
    const reply = await rival.post('/api/firma/bud', { job_id: jobId, amount: 9000 });
    refusedWith(reply, 'Opgavetorvet har fjernet opgaven, så du kan ikke byde på den.');
    const rivalContacts = await app.db
      .select({ n: count() })
      .from(contacts)
      .where(and(eq(contacts.jobId, jobId), eq(contacts.companyId, m.companies[1]!.companyId!)))
      .get();
    expect(rivalContacts?.n).toBe(0);
  });

  it('cannot confirm, refuse or propose changes to its won job', async () => {
    const { contactId } = await removedJob('awaiting_confirmation');
    const text = 'Opgavetorvet har fjernet opgaven, så du kan ikke længere svare på den.';
    refusedWith(await firma.post('/firma/confirm_job', { contact_id: contactId }), text);
    refusedWith(await firma.post('/firma/refuse_job', { contact_id: contactId }), text);
    refusedWith(
      await firma.post('/firma/save_contract_changes', {
        contactid: contactId,
        message: 'Lidt senere start.',
      }),
      text,
    );
    expect(await stateOf(contactId)).toBe('awaiting_confirmation');
  });

  it('cannot finish it with the final price, until it is opened again', async () => {
    const { jobId, contactId } = await removedJob('confirmed');
    const finish = () =>
      firma.post(
        '/ajax/firma/update_balans_company',
        { job_id: jobId, price: '12000', amount_summ: '0' },
        { form: true },
      );
    refusedWith(await finish(), 'Opgavetorvet har fjernet opgaven, så den kan ikke afsluttes.');
    expect(await stateOf(contactId)).toBe('confirmed');
    await restoreJob(jobId);
    const finished = await finish();
    expect(finished.statusCode, finished.body).toBe(200);
    expect(await stateOf(contactId)).toBe('finished');
  });

  it('cannot text the customer the expected dates', async () => {
    const { contactId } = await removedJob('confirmed');
    const reply = await firma.post('/firma/send_sms_button', {
      contact_contract_id: contactId,
      start_date: Date.UTC(2030, 4, 5, 10) / 1000,
      end_date: Date.UTC(2030, 4, 9, 10) / 1000,
    });
    refusedWith(reply, 'Opgavetorvet har fjernet opgaven, så du kan ikke sende sms til kunden om den.');
    const contact = await app.db.select().from(contacts).where(eq(contacts.id, contactId)).get();
    expect(contact?.smsSentAt).toBeNull();
  });

  it('cannot write a message on its offer', async () => {
    const { contactId, bidId } = await removedJob('bid', false);
    expect(await app.db.select().from(bids).where(eq(bids.id, bidId)).get()).toBeDefined();
    const reply = await firma.post('/opgave/new_message', {
      bidid: bidId,
      userid: m.customer.id,
      companyid: m.companies[0]!.companyId,
      msg: 'Skal vi stadig gøre det?',
    });
    refusedWith(reply, 'Opgavetorvet har fjernet opgaven, så du kan ikke skrive til kunden om den.');
    expect(await app.db.select().from(messages).where(eq(messages.contactId, contactId)).all()).toEqual([]);
  });
});
