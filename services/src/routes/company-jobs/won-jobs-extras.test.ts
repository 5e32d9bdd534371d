// GET /api/firma/vundne carries what the won job's card needs for the company's own tools: the dates
// of the SMS it sent the customer, its note on the contact, whether the job is overdue (in progress,
// expected end passed) and the ticket thread on it, oldest first, never another company's.
import { describe, expect, it } from 'vitest';
import { addContact, addJob, now } from '../../test/company-job-fixtures.js';
import { companyWorldOfFile } from '../../test/company-world-file.js';
import { sqlRun } from '../../test/sql.js';

const w = companyWorldOfFile();

const item = async (contactId: number) =>
  (await w.agent.get('/api/firma/vundne'))
    .json()
    .jobs.find((j: { contact_id: number }) => j.contact_id === contactId);

const setEnd = (contactId: number, start: number, end: number) =>
  sqlRun(
    w.app.db,
    'update contacts set expected_start_at = ?, expected_end_at = ? where id = ?',
    start,
    end,
    contactId,
  );

const addTicket = (
  jobId: number,
  companyId: number,
  contactId: number,
  sender: string,
  text: string,
  at: number,
) =>
  sqlRun(
    w.app.db,
    'insert into tickets (job_id, company_id, contact_id, sender, text, created_at) values (?, ?, ?, ?, ?, ?)',
    jobId,
    companyId,
    contactId,
    sender,
    text,
    at,
  );

describe('GET /api/firma/vundne: SMS dates, note, overdue and tickets', () => {
  it('shows the sent dates and the saved note; a job with its end ahead is not overdue', async () => {
    const job = await addJob(w);
    const { contactId } = await addContact(w, job, w.firma.companyId ?? 0, { state: 'confirmed' });
    expect(await item(contactId)).toMatchObject({
      expected_start_at: null,
      expected_end_at: null,
      sms_sent_at: null,
      company_comment: '',
      overdue: false,
      tickets: [],
    });
    const start = now() + 86400;
    const sms = await w.agent.post('/firma/send_sms_button', {
      contact_contract_id: contactId,
      start_date: start,
      end_date: start + 3 * 86400,
    });
    expect(sms.statusCode).toBe(200);
    await w.agent.post('/ajax/firma/sendcoment', { contact_id: contactId, coment: 'Ring før besigtigelse' });
    const after = await item(contactId);
    expect(after).toMatchObject({
      expected_start_at: start,
      expected_end_at: start + 3 * 86400,
      company_comment: 'Ring før besigtigelse',
      overdue: false,
    });
    expect(after.sms_sent_at).toBeGreaterThan(0);
  });

  it('a job in progress past its expected end is overdue, with its tickets oldest first', async () => {
    const job = await addJob(w);
    const companyId = w.firma.companyId ?? 0;
    const { contactId } = await addContact(w, job, companyId, { state: 'confirmed' });
    await setEnd(contactId, now() - 9 * 86400, now() - 3 * 86400);
    await addTicket(job, companyId, contactId, 'company', 'Vi er næsten færdige.', now() - 86400);
    await addTicket(job, companyId, contactId, 'staff', 'Er opgaven afsluttet?', now() - 2 * 86400);
    expect(await item(contactId)).toMatchObject({
      overdue: true,
      tickets: [
        { sender: 'staff', text: 'Er opgaven afsluttet?' },
        { sender: 'company', text: 'Vi er næsten færdige.' },
      ],
    });
  });

  it('a finished job past its end is not overdue; another company never sees the tickets', async () => {
    const job = await addJob(w);
    const companyId = w.firma.companyId ?? 0;
    const { contactId } = await addContact(w, job, companyId, { state: 'finished' });
    await setEnd(contactId, now() - 9 * 86400, now() - 3 * 86400);
    await addTicket(job, companyId, contactId, 'staff', 'Hemmelig tråd', now() - 86400);
    expect(await item(contactId)).toMatchObject({ overdue: false });
    const rival = JSON.stringify((await w.rivalAgent.get('/api/firma/vundne')).json());
    expect(rival).not.toContain('Hemmelig tråd');
  });
});
