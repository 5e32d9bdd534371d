// The administrator's inbox: support cases, complaints and ticket threads in one list, newest
// unanswered first; each item's thread; the header's counts; only the administrator may read or act.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HelpItem } from '@opgavetorvet/contracts';
import { visitor } from '../../../test/helpers.js';
import {
  answeredTicket,
  complain,
  helpWorld,
  raiseCase,
  setActivity,
  type HelpWorld,
} from './help-fixtures.js';
import { sqlAll, sqlOne } from '../../../test/sql.js';

let w: HelpWorld;
const NOW = Math.floor(Date.now() / 1000);

beforeAll(async () => {
  w = await helpWorld();
});
afterAll(() => w.app.close());

const keyOf = (item: Pick<HelpItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

describe('GET /api/admin/henvendelser', () => {
  it('lists all three kinds, unanswered first and newest first, then the answered ones', async () => {
    const oldCase = await raiseCase(w, 'Gammel sag');
    const complaint = await complain(w);
    const { contactId } = await answeredTicket(w);
    const answeredCase = await raiseCase(w, 'Besvaret sag');
    await setActivity(w.app, 'support_case', oldCase, NOW - 4000);
    await setActivity(w.app, 'complaint', complaint, NOW - 2000);
    await setActivity(w.app, 'ticket', contactId, NOW - 3000);
    expect(
      (await w.admin.post(`/api/admin/henvendelser/support_case/${answeredCase}/svar`, { text: 'Svar' }))
        .statusCode,
    ).toBe(200);
    await setActivity(w.app, 'support_case', answeredCase, NOW - 100);

    const response = await w.admin.get('/api/admin/henvendelser');
    expect(response.statusCode).toBe(200);
    const items: HelpItem[] = response.json().items;
    expect(items.map(keyOf)).toEqual([
      `complaint:${complaint}`,
      `ticket:${contactId}`,
      `support_case:${oldCase}`,
      `support_case:${answeredCase}`,
    ]);
    expect(items.map((item) => item.unanswered)).toEqual([true, true, true, false]);
    expect(items[0]).toMatchObject({
      kind: 'complaint',
      title: 'Et Firma ApS',
      from_name: 'Karen Kunde',
      status: 'open',
      preview: 'Firmaet kom aldrig.',
      message_count: 1,
      can_answer: true,
      job_id: null,
    });
    expect(items[1]).toMatchObject({
      kind: 'ticket',
      status: 'open',
      preview: 'Vi mangler materialer.',
      job_id: expect.any(Number),
    });
    expect(items[3]).toMatchObject({ status: 'answered', preview: 'Svar', message_count: 2 });
  });

  it("shows each item's whole thread, oldest message first", async () => {
    const id = await raiseCase(w, 'Tråd');
    await w.firma.post('/firma/send_support_message', {
      supportcase_id: id,
      supportcase_message: 'Et spørgsmål mere.',
    });
    await w.admin.post(`/api/admin/henvendelser/support_case/${id}/svar`, { text: 'Her er svaret.' });
    const reply = (await w.admin.get(`/api/admin/henvendelser/support_case/${id}`)).json();
    expect(reply.item).toMatchObject({
      kind: 'support_case',
      id,
      title: 'Tråd',
      status: 'answered',
      unanswered: false,
    });
    expect(reply.messages.map((m: { sender: string; body: string }) => [m.sender, m.body])).toEqual([
      ['company', 'Hej, vores pris er forkert.'],
      ['company', 'Et spørgsmål mere.'],
      ['staff', 'Her er svaret.'],
    ]);
  });

  it('a complaint sent without logging in is listed but cannot be answered', async () => {
    const id = await complain(w, await visitor(w.app), 'Anonym klage.');
    const { item, messages } = (await w.admin.get(`/api/admin/henvendelser/complaint/${id}`)).json();
    expect(item).toMatchObject({ can_answer: false, unanswered: true });
    expect(messages).toEqual([{ sender: 'user', body: 'Anonym klage.', created_at: expect.any(Number) }]);
  });

  it('lists the closed items apart (?visning=lukkede)', async () => {
    const id = await raiseCase(w, 'Lukkes');
    await w.admin.post(`/api/admin/henvendelser/support_case/${id}/luk`);
    const open = (await w.admin.get('/api/admin/henvendelser')).json().items.map(keyOf);
    const closed = (await w.admin.get('/api/admin/henvendelser?visning=lukkede')).json().items.map(keyOf);
    expect(open).not.toContain(`support_case:${id}`);
    expect(closed).toContain(`support_case:${id}`);
    expect((await w.admin.get('/api/admin/henvendelser?visning=alt')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown item and 400 for an unknown kind', async () => {
    expect((await w.admin.get('/api/admin/henvendelser/support_case/999999')).statusCode).toBe(404);
    expect((await w.admin.get('/api/admin/henvendelser/complaint/999999')).json()).toEqual({
      type: 'error',
      message: 'Henvendelsen findes ikke',
    });
    expect((await w.admin.get('/api/admin/henvendelser/email/1')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/henvendelser/antal', () => {
  it('counts the unanswered items of each kind and the pending cancellations', async () => {
    const before = (await w.admin.get('/api/admin/henvendelser/antal')).json();
    const id = await raiseCase(w, 'Tælles');
    await complain(w);
    const after = (await w.admin.get('/api/admin/henvendelser/antal')).json();
    expect(after).toEqual({
      ...before,
      unanswered: before.unanswered + 2,
      support_cases: before.support_cases + 1,
      complaints: before.complaints + 1,
    });
    const unanswered = (await w.admin.get('/api/admin/henvendelser?status=open')).json();
    expect(unanswered.total).toBe(after.unanswered);
    expect(unanswered.items.every((i: HelpItem) => i.unanswered)).toBe(true);
    await w.admin.post(`/api/admin/henvendelser/support_case/${id}/svar`, { text: 'Svar' });
    expect((await w.admin.get('/api/admin/henvendelser/antal')).json().support_cases).toBe(
      before.support_cases,
    );
  });
});

describe('only the administrator', () => {
  it('answers 401 to a visitor and 403 to a company or a customer on every call, and changes nothing', async () => {
    const id = await raiseCase(w, 'Adgang');
    const calls: [string, string][] = [
      ['GET', '/api/admin/henvendelser'],
      ['GET', '/api/admin/henvendelser/antal'],
      ['GET', `/api/admin/henvendelser/support_case/${id}`],
      ['POST', `/api/admin/henvendelser/support_case/${id}/svar`],
      ['POST', `/api/admin/henvendelser/support_case/${id}/luk`],
      ['POST', `/api/admin/henvendelser/support_case/${id}/genaabn`],
      ['GET', '/api/admin/annulleringer/afgjorte'],
    ];
    const anonymous = await visitor(w.app);
    for (const [method, url] of calls) {
      const ask = (agent: typeof anonymous) =>
        method === 'GET' ? agent.get(url) : agent.post(url, { text: 'Hacket' });
      expect((await ask(anonymous)).statusCode, url).toBe(401);
      expect((await ask(w.firma)).statusCode, url).toBe(403);
      expect((await ask(w.bruger)).statusCode, url).toBe(403);
    }
    const rows = await sqlAll(w.app.db, 'select sender from support_messages where case_id = ?', id);
    expect(rows).toEqual([{ sender: 'company' }]);
    expect(await sqlOne(w.app.db, 'select status from support_cases where id = ?', id)).toEqual({
      status: 'open',
    });
  });
});
