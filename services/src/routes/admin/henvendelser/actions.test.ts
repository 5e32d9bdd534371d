// The administrator answers, closes and re-opens: the answer appears in the company's or the
// customer's own thread and a notice with a link to it is queued; closed items are not answered;
// every action writes an audit row; bad input is refused in Danish and changes nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queuedTo } from '../../../test/outbox.js';
import { visitor } from '../../../test/helpers.js';
import {
  answeredTicket,
  auditRows,
  complain,
  helpWorld,
  raiseCase,
  type HelpWorld,
} from './help-fixtures.js';
import { sqlOne, sqlRun } from '../../../test/sql.js';

let w: HelpWorld;

beforeAll(async () => {
  w = await helpWorld();
});
afterAll(() => w.app.close());

const answer = (kind: string, id: number, text: string) =>
  w.admin.post(`/api/admin/henvendelser/${kind}/${id}/svar`, { text });
const statusOf = async (table: string, id: number) =>
  (await sqlOne<{ status: string }>(w.app.db, `select status from ${table} where id = ?`, id)).status;

describe('answering', () => {
  it("a support case: the answer is in the company's thread, the case is answered and the company gets a mail", async () => {
    const id = await raiseCase(w, 'Prisliste');
    const response = await answer('support_case', id, '  Vi har rettet prisen.  ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      type: 'success',
      message: 'Svaret er sendt, og afsenderen har fået besked.',
      item: { kind: 'support_case', id, status: 'answered', unanswered: false },
    });
    const { html } = (await w.firma.post('/firma/modal_support_messages', { supportcase_id: id })).json();
    expect(html).toContain('Vi har rettet prisen.');
    const listed = (await w.firma.get('/api/firma/supportsager'))
      .json()
      .cases.find((c: { supportcase_id: number }) => c.supportcase_id === id);
    expect(listed.status).toBe('answered');
    const mail = (await queuedTo(w.app, 'email', w.firmaAccount.email)).at(-1);
    expect(mail?.subject).toBe('Svar på jeres supportsag');
    expect(mail?.body).toContain('Vi har rettet prisen.');
    expect(mail?.body).toContain('/hjaelp/firma');
  });

  it('a complaint: the customer reads the answer on /api/bruger/klager and gets a mail', async () => {
    const id = await complain(w, w.bruger, 'Firmaet svarer ikke.');
    expect((await answer('complaint', id, 'Vi har kontaktet firmaet.')).statusCode).toBe(200);
    const own = (await w.bruger.get('/api/bruger/klager')).json().complaints;
    expect(own.find((c: { complaint_id: number }) => c.complaint_id === id)).toMatchObject({
      company_name: 'Et Firma ApS',
      status: 'answered',
      messages: [
        { sender: 'user', body: 'Firmaet svarer ikke.' },
        { sender: 'staff', body: 'Vi har kontaktet firmaet.' },
      ],
    });
    expect((await w.otherBruger.get('/api/bruger/klager')).json()).toEqual({ complaints: [] });
    expect((await w.firma.get('/api/bruger/klager')).statusCode).toBe(403);
    const mail = (await queuedTo(w.app, 'email', w.brugerAccount.email)).at(-1);
    expect(mail?.subject).toBe('Svar på din klage');
    expect(mail?.body).toContain('/bruger/klager');
  });

  it("a ticket: the answer is in the won job's ticket thread and the company gets a mail", async () => {
    const { contactId, jobId } = await answeredTicket(w);
    expect((await answer('ticket', contactId, 'Hvornår er I færdige?')).statusCode).toBe(200);
    await sqlRun(w.app.db, 'update contacts set selected_at = unixepoch() + 60 where id = ?', contactId);
    const won = (await w.firma.get('/api/firma/vundne')).json();
    const job = won.jobs.find((j: { contact_id: number }) => j.contact_id === contactId);
    expect(job.tickets.map((t: { sender: string; text: string }) => [t.sender, t.text])).toEqual([
      ['company', 'Vi mangler materialer.'],
      ['staff', 'Hvornår er I færdige?'],
    ]);
    const mail = (await queuedTo(w.app, 'email', w.firmaAccount.email)).at(-1);
    expect(mail?.subject).toBe(`Svar om opgaven "${job.headline}"`);
    expect(mail?.body).toContain(`/firma/opgaver/dine-vundne-opgaver/bookings/${contactId}`);
    expect(jobId).toBe(job.job_id);
  });

  it('refuses an empty answer, an anonymous complaint and an unknown item, and changes nothing', async () => {
    const id = await raiseCase(w, 'Tomt svar');
    const blank = await answer('support_case', id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ type: 'error', message: 'Skriv venligst et svar' });
    expect((await w.admin.post(`/api/admin/henvendelser/support_case/${id}/svar`, {})).json().type).toBe(
      'validation_errors',
    );
    expect((await answer('support_case', id, 'x'.repeat(5001))).statusCode).toBe(400);
    expect(await statusOf('support_cases', id)).toBe('open');
    const anonymous = await complain(w, await visitor(w.app), 'Uden login.');
    const refused = await answer('complaint', anonymous, 'Svar');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Klagen er sendt uden login, så afsenderen kan ikke læse et svar');
    expect(
      await sqlOne(w.app.db, 'select count(*) n from complaint_messages where complaint_id = ?', anonymous),
    ).toEqual({ n: 0 });
    expect((await answer('ticket', 999999, 'Svar')).statusCode).toBe(404);
    expect(await auditRows(w.app, 'support_case', id)).toEqual([]);
  });
});

describe('closing and re-opening', () => {
  it('closes and re-opens; a closed item is not answered; twice is refused', async () => {
    const id = await raiseCase(w, 'Luk mig');
    const closed = await w.admin.post(`/api/admin/henvendelser/support_case/${id}/luk`);
    expect(closed.json()).toMatchObject({
      message: 'Henvendelsen er lukket.',
      item: { status: 'closed', unanswered: false },
    });
    expect(await statusOf('support_cases', id)).toBe('closed');
    expect((await w.admin.post(`/api/admin/henvendelser/support_case/${id}/luk`)).json()).toEqual({
      type: 'error',
      message: 'Henvendelsen er allerede lukket',
    });
    const refused = await answer('support_case', id, 'Svar');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Henvendelsen er lukket. Genåbn den for at svare');
    const reopened = await w.admin.post(`/api/admin/henvendelser/support_case/${id}/genaabn`);
    expect(reopened.json()).toMatchObject({
      message: 'Henvendelsen er genåbnet.',
      item: { status: 'open', unanswered: true },
    });
    expect((await w.admin.post(`/api/admin/henvendelser/support_case/${id}/genaabn`)).statusCode).toBe(409);
  });

  it('a closed ticket thread opens again when the company writes, as a support case does', async () => {
    const { contactId, jobId } = await answeredTicket(w);
    await w.admin.post(`/api/admin/henvendelser/ticket/${contactId}/luk`);
    expect((await w.admin.get(`/api/admin/henvendelser/ticket/${contactId}`)).json().item.status).toBe(
      'closed',
    );
    const body = {
      text: 'Nyt svar',
      job_id: jobId,
      company_id: w.firmaAccount.companyId,
      contact_id: contactId,
    };
    await w.firma.post('/ajax/firma/sendtiketstatus', body);
    expect((await w.admin.get(`/api/admin/henvendelser/ticket/${contactId}`)).json().item).toMatchObject({
      status: 'open',
      unanswered: true,
    });
  });

  it('closes and re-opens a complaint', async () => {
    const id = await complain(w);
    await w.admin.post(`/api/admin/henvendelser/complaint/${id}/luk`);
    expect(await statusOf('complaints', id)).toBe('closed');
    await w.admin.post(`/api/admin/henvendelser/complaint/${id}/genaabn`);
    expect(await statusOf('complaints', id)).toBe('open');
  });
});

describe('audit', () => {
  it('answer, close and re-open each write who, what, on which item, before and after', async () => {
    const { contactId } = await answeredTicket(w);
    await answer('ticket', contactId, 'Status?');
    await w.admin.post(`/api/admin/henvendelser/ticket/${contactId}/luk`);
    await w.admin.post(`/api/admin/henvendelser/ticket/${contactId}/genaabn`);
    const rows = (await auditRows(w.app, 'ticket', contactId)).map((row) => ({
      ...row,
      before: JSON.parse(row.before),
      after: JSON.parse(row.after),
    }));
    expect(rows).toEqual([
      {
        actor_id: w.adminId,
        action: 'help.answer',
        before: { status: 'open' },
        after: { status: 'answered', answer: 'Status?' },
      },
      {
        actor_id: w.adminId,
        action: 'help.close',
        before: { status: 'answered' },
        after: { status: 'closed' },
      },
      {
        actor_id: w.adminId,
        action: 'help.reopen',
        before: { status: 'closed' },
        after: { status: 'answered' },
      },
    ]);
  });

  it('a refused action writes no audit row', async () => {
    const id = await raiseCase(w, 'Ingen spor');
    await w.admin.post(`/api/admin/henvendelser/support_case/${id}/genaabn`);
    expect(await auditRows(w.app, 'support_case', id)).toEqual([]);
  });
});

describe('live events', () => {
  it('a new case tells every administrator (help_inbox); an answer tells the company (help_answered)', async () => {
    const publish = vi.spyOn(w.app.liveEvents, 'publish');
    const id = await raiseCase(w, 'Live');
    expect(publish).toHaveBeenCalledWith(w.adminId, { type: 'help_inbox' });
    publish.mockClear();
    await answer('support_case', id, 'Svar');
    expect(publish).toHaveBeenCalledWith(w.firmaAccount.id, { type: 'help_answered' });
    expect(publish).toHaveBeenCalledWith(w.adminId, { type: 'help_inbox' });
    publish.mockRestore();
  });
});
