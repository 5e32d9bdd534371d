// The booking sidebar and won-jobs tab: parallel arrays aligned by index, 20 a page, search of 3+
// characters or none, nothing marked seen by listing; the older call only for the caller's own
// company; the won tab redirects to page 1 past the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  addCalendarEvent,
  addContact,
  addJob,
  buildCompanyWorld,
  now,
  row,
  type CompanyWorld,
} from '../../test/company-job-fixtures.js';
import { startTestApp } from '../../test/helpers.js';
import { sqlRun } from '../../test/sql.js';

let app: FastifyInstance;
let w: CompanyWorld;
let contacts: number[];

beforeAll(async () => {
  app = await startTestApp();
  w = await buildCompanyWorld(app);
  const states = [
    'awaiting_confirmation',
    'confirmed',
    'finished',
    'cancel_pending',
    'changes_proposed',
  ] as const;
  contacts = [];
  for (let i = 0; i < 23; i += 1) {
    const { contactId } = await addContact(
      w,
      await addJob(w, { headline: i === 5 ? 'Tagrender på sommerhus' : `Booking ${i}` }),
      w.firma.companyId ?? 0,
      {
        state: states[i % states.length],
        winner: true,
        seen: i !== 0,
      },
    );
    await sqlRun(app.db, 'update contacts set selected_at = ? where id = ?', now() - i * 60, contactId);
    contacts.push(contactId);
  }
  await addCalendarEvent(w, w.firma.companyId ?? 0, now() + 86400, contacts[1]);
  await addContact(w, await addJob(w), w.rival.companyId ?? 0, { winner: true });
});
afterAll(() => app.close());

describe('/firma2/get_dine_bookinger_pagination', () => {
  it('answers one page of 20 as parallel arrays aligned by index, newest choice first', async () => {
    const response = await w.agent.post('/firma2/get_dine_bookinger_pagination', { page: 1, search: '' });
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply.type).toBe('success');
    expect(reply.contact_ids).toEqual(contacts.slice(0, 20));
    for (const key of ['job_headlines', 'selected_no_milestone', 'exist_calendar', 'company_seen_selection'])
      expect(reply[key]).toHaveLength(20);
    expect(reply.job_headlines[1]).toBe('Booking 1');
    expect(reply.exist_calendar.slice(0, 3)).toEqual([false, true, false]);
    expect(reply.company_seen_selection.slice(0, 2)).toEqual([false, true]);
    expect(reply.selected_no_milestone.slice(0, 4)).toEqual([
      'no-milestone',
      'no-milestone',
      'milestone-done',
      'milestone-cancelled',
    ]);
    expect(
      (await w.agent.post('/firma2/get_dine_bookinger_pagination', { page: 2 })).json().contact_ids,
    ).toEqual(contacts.slice(20));
    expect(
      (await w.agent.post('/firma2/get_dine_bookinger_pagination', { page: 3 })).json().contact_ids,
    ).toEqual([]);
  });

  it('marks nothing seen', async () => {
    await w.agent.post('/firma2/get_dine_bookinger_pagination', { page: 1 });
    expect(await row(app, 'select company_seen_selection s from contacts where id = ?', contacts[0])).toEqual(
      {
        s: 0,
      },
    );
  });

  it('searches with 3 or more characters (headline, job id, customer), refuses 1-2 characters', async () => {
    const found = (
      await w.agent.post('/firma2/get_dine_bookinger_pagination', { page: 1, search: 'SOMMERHUS' })
    ).json();
    expect(found.contact_ids).toEqual([contacts[5]]);
    const short = await w.agent.post('/firma2/get_dine_bookinger_pagination', { page: 1, search: 'ab' });
    expect(short.statusCode).toBe(400);
    expect(short.json().messages).toEqual(['Søg med mindst 3 tegn']);
    expect(
      (await w.agent.post('/firma2/get_dine_bookinger_pagination', { page: 1, search: '   ' })).json()
        .contact_ids,
    ).toHaveLength(20);
  });

  it('refuses bad input', async () => {
    for (const body of [
      {},
      { page: 0 },
      { page: 'x' },
      { page: 1, other: 1 },
      { page: 1, search: 'x'.repeat(101) },
    ]) {
      expect(
        (await w.agent.post('/firma2/get_dine_bookinger_pagination', body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
  });
});

describe('/firma2/get_dine_bookinger (older call)', () => {
  it("lists every booking's contact id and headline for the caller's own company only", async () => {
    const reply = (
      await w.agent.post('/firma2/get_dine_bookinger', { company_id: w.firma.companyId })
    ).json();
    expect(reply.type).toBe('success');
    expect(reply.contact_id).toEqual(contacts);
    expect(reply.job_headline[5]).toBe('Tagrender på sommerhus');
    expect(
      (await w.agent.post('/firma2/get_dine_bookinger', { company_id: w.rival.companyId })).statusCode,
    ).toBe(403);
  });
});

describe('/firma/vundne_tab2', () => {
  it('renders the won jobs with the actions of their state', async () => {
    const reply = (await w.agent.post('/firma/vundne_tab2', { page: 1 })).json();
    expect(reply.is_redirect_first_page).toBe(false);
    expect(reply.html).toContain('Booking 1');
    expect(reply.html).toContain('Afslut opgave');
    expect(reply.html).toContain('annulleret (afventer admin)');
    expect(reply.html).toContain('Fortryd');
    expect(reply.html).toContain('Opgave afsluttet');
    expect(reply.html).toContain('Ja, med ændringer');
    expect(reply.html).toContain('Side 1 af 2');
  });

  it('answers page 1 and is_redirect_first_page when the page lies past the end', async () => {
    const reply = (await w.agent.post('/firma/vundne_tab2', { page: 9 })).json();
    expect(reply.is_redirect_first_page).toBe(true);
    expect(reply.html).toContain('Side 1 af 2');
    expect((await w.agent.post('/firma/vundne_tab2', { page: 2 })).json().is_redirect_first_page).toBe(false);
  });
});
