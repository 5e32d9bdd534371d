// SPEC §4 "Won job (company)" after 'changes proposed (text sent to the customer)': the text reaches
// the customer's conversation on the job page, and the job moves on — the chosen company confirms
// once the customer agreed by message (then finishes it), refuses before confirmation, or proposes
// again; a confirmed job can no longer be refused or changed.
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

let app: FastifyInstance;
let w: CompanyWorld;
const stateOf = async (contactId: number) =>
  (await row<{ state: string }>(app, 'select state from contacts where id = ?', contactId)).state;

/** A job the company won and answered with proposed changes (through the call itself). */
async function changesProposed(text = 'Vi starter en uge senere, prisen er den samme.') {
  const job = await addJob(w, { headline: 'Ny tagterrasse' });
  const { contactId } = await addContact(w, job, w.firma.companyId ?? 0, { winner: true });
  const reply = await w.agent.post(
    '/firma/save_contract_changes',
    { contactid: contactId, message: text },
    { form: true },
  );
  expect(reply.json()).toMatchObject({ success: true, type: 'success' });
  return { job, contactId, text };
}

beforeAll(async () => {
  app = await startTestApp();
  w = await buildCompanyWorld(app);
});
afterAll(() => app.close());

describe('changes proposed: the text sent to the customer', () => {
  it("is written into the conversation as the company's message the customer sees on the job page", async () => {
    const { job, contactId, text } = await changesProposed();
    const page = await w.customerAgent.get(`/api/bruger/opgaver/${job}`);
    expect(page.statusCode).toBe(200);
    const contact = page.json().contacts.find((c: { contact_id: number }) => c.contact_id === contactId);
    expect(contact.state).toBe('changes_proposed');
    expect(contact.messages).toEqual([
      expect.objectContaining({ sender: 'company', body: text, is_new: true }),
    ]);
  });
});

describe('a won job with proposed changes moves on', () => {
  it('the chosen company confirms it once the customer agreed by message, and can then finish it', async () => {
    const { job, contactId } = await changesProposed();
    const confirm = await w.agent.post('/firma/confirm_job', { contact_id: contactId });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ success: true, response: 'confirmed' });
    expect(await stateOf(contactId)).toBe('confirmed');
    const finish = await w.agent.post('/ajax/firma/update_balans_company', { job_id: job, price: '9000' });
    expect(finish.statusCode).toBe(200);
    expect(await stateOf(contactId)).toBe('finished');
  });

  it('is not finished before it is confirmed, and the refusal says to confirm first', async () => {
    const { job, contactId } = await changesProposed();
    const finish = await w.agent.post('/ajax/firma/update_balans_company', { job_id: job, price: '9000' });
    expect(finish.statusCode).toBe(409);
    expect(finish.json().message).toContain('Bekræft opgaven');
    expect(await stateOf(contactId)).toBe('changes_proposed');
  });

  it('may be refused before confirmation: the job is open again', async () => {
    const { job, contactId } = await changesProposed();
    const refuse = await w.agent.post('/firma/refuse_job', { contact_id: contactId });
    expect(refuse.json()).toMatchObject({ success: true });
    expect(await stateOf(contactId)).toBe('refused');
    expect(await row(app, 'select status from jobs where id = ?', job)).toEqual({ status: 'open' });
  });

  it('may get new changes proposed after a previous proposal, but none once confirmed', async () => {
    const { contactId } = await changesProposed();
    const again = await w.agent.post('/firma/save_contract_changes', {
      contactid: contactId,
      message: 'Og vi tager det gamle tag med.',
    });
    expect(again.statusCode).toBe(200);
    expect(await stateOf(contactId)).toBe('changes_proposed');
    await w.agent.post('/firma/confirm_job', { contact_id: contactId });
    for (const [url, body] of [
      ['/firma/save_contract_changes', { contactid: contactId, message: 'Endnu en ændring.' }],
      ['/firma/refuse_job', { contact_id: contactId }],
      ['/firma/confirm_job', { contact_id: contactId }],
    ] as const) {
      const response = await w.agent.post(url, body);
      expect(response.statusCode, url).toBe(409);
      expect(response.json().message, url).toBe('Opgaven er allerede bekræftet.');
    }
    expect(await stateOf(contactId)).toBe('confirmed');
  });

  it("offers the won-job modal's answers in the won tab while changes are proposed", async () => {
    const { contactId } = await changesProposed();
    const html: string = (await w.agent.post('/firma/vundne_tab2', { page: 1 })).json().html;
    const item = html.slice(
      html.indexOf(`<li class="won-job" data-state="changes_proposed" data-contact-id="${contactId}"`),
    );
    const ownRow = item.slice(0, item.indexOf('</li>'));
    expect(ownRow).toContain('data-action="confirm"');
    expect(ownRow).toContain('data-action="refuse"');
    expect(ownRow).toContain('data-action="changes"');
  });
});
