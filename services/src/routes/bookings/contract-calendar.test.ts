// The contract modal 'Kontrakt - Job-ID {job_id}' (parties, job, own price, dates; only for the
// caller's own company and a job it is chosen for) and the calendar's events (date format, the
// booking's url, validated day/month/year and limit 4 by default).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  addCalendarEvent,
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

describe('/ajax/firma/get_my_contract_by_job_id', () => {
  it('renders the contract with parties, job, own price and dates, and marks the booking seen', async () => {
    const job = await addJob(w, { headline: 'Nyt tag på garage' });
    const { contactId } = await addContact(w, job, w.firma.companyId ?? 0, {
      winner: true,
      seen: false,
      amount: 45000,
    });
    await addContact(w, job, w.rival.companyId ?? 0, { state: 'declined', amount: 51234 });
    await sqlRun(
      app.db,
      "insert into contract_changes (contact_id, message) values (?, 'Start i uge 12')",
      contactId,
    );
    const response = await w.agent.post('/ajax/firma/get_my_contract_by_job_id', {
      job_id: job,
      current_company_id: w.firma.companyId,
    });
    expect(response.statusCode).toBe(200);
    const { html } = response.json();
    expect(html).toContain(`Kontrakt - Job-ID ${job}`);
    for (const text of [
      'Nyt tag på garage',
      'Mette Kunde',
      w.customer.email,
      'Testfirma',
      '45.000 kr.',
      'Start i uge 12',
      'Afventer din bekræftelse',
    ])
      expect(html).toContain(text);
    expect(html).not.toMatch(/51[.]?234/);
    expect(await row(app, 'select company_seen_selection s from contacts where id = ?', contactId)).toEqual({
      s: 1,
    });
    w.agent.lang = 'en';
    expect(
      (
        await w.agent.post('/ajax/firma/get_my_contract_by_job_id', {
          job_id: job,
          current_company_id: w.firma.companyId,
        })
      ).json().html,
    ).toContain(`Contract - Job ID ${job}`);
    w.agent.lang = null;
  });

  it("refuses another company's id (403) and a job it is not chosen for (404)", async () => {
    const job = await addJob(w);
    await addContact(w, job, w.firma.companyId ?? 0, { winner: true });
    expect(
      (
        await w.agent.post('/ajax/firma/get_my_contract_by_job_id', {
          job_id: job,
          current_company_id: w.rival.companyId,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await w.rivalAgent.post('/ajax/firma/get_my_contract_by_job_id', {
          job_id: job,
          current_company_id: w.rival.companyId,
        })
      ).statusCode,
    ).toBe(404);
    expect((await w.agent.post('/ajax/firma/get_my_contract_by_job_id', { job_id: job })).statusCode).toBe(
      400,
    );
  });
});

describe('calendar events', () => {
  let contactId: number;
  beforeAll(async () => {
    contactId = (
      await addContact(w, await addJob(w), w.firma.companyId ?? 0, {
        state: 'confirmed',
        winner: true,
      })
    ).contactId;
    const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);
    await addCalendarEvent(w, w.firma.companyId ?? 0, at('2030-03-05T07:30:00Z'), contactId, 'Opstart tag');
    await addCalendarEvent(w, w.firma.companyId ?? 0, at('2030-03-20T09:00:00Z'), null, 'Materialeindkøb');
    await addCalendarEvent(w, w.firma.companyId ?? 0, at('2030-07-01T22:30:00Z'), null, 'Sommerfest');
    for (let d = 1; d <= 6; d += 1)
      await addCalendarEvent(w, w.firma.companyId ?? 0, at(`2030-09-0${d}T08:00:00Z`), null, `Kursus ${d}`);
    await addCalendarEvent(w, w.rival.companyId ?? 0, at('2030-03-05T08:00:00Z'), null, 'Andet firma');
  });

  it('GET /ajax/firma/calendar_event_company lists its own events with Copenhagen time and the booking url', async () => {
    const events = (await w.agent.get('/ajax/firma/calendar_event_company')).json();
    expect(events[0]).toEqual({
      date: '2030-03-05 08:30:00',
      title: 'Opstart tag',
      url: `/firma/opgaver/dine-vundne-opgaver/bookings/${contactId}`,
      description: 'Hos kunden',
      type: 'job',
    });
    expect(events.map((e: { title: string }) => e.title)).not.toContain('Andet firma');
    expect(
      (await w.agent.get(`/ajax/firma/calendar_event_company?contact_id=${contactId}`)).json(),
    ).toHaveLength(1);
  });

  it('GET /api/firma/kalender answers a day, a month or a year, limit 4 by default', async () => {
    const titles = async (query: string) =>
      (await w.agent.get(`/api/firma/kalender?${query}`)).json().map((e: { title: string }) => e.title);
    expect(await titles('year=2030&month=3&day=5')).toEqual(['Opstart tag']);
    expect(await titles('year=2030&month=3')).toEqual(['Opstart tag', 'Materialeindkøb']);
    expect(await titles('year=2030&month=7&day=2')).toEqual(['Sommerfest']);
    expect(await titles('year=2030')).toHaveLength(4);
    expect(await titles('year=2030&limit=20')).toHaveLength(9);
    expect(await titles('limit=2')).toEqual(['Opstart tag', 'Materialeindkøb']);
  });

  it("leaves a booking's appointments out once it is cancelled or refused, and the sidebar's icon says so", async () => {
    const at = Math.floor(Date.parse('2030-04-10T07:00:00Z') / 1000);
    const booking = async (
      state: 'confirmed' | 'cancel_pending' | 'cancelled' | 'refused',
      title: string,
    ) => {
      const { contactId: id } = await addContact(w, await addJob(w), w.firma.companyId ?? 0, {
        state,
        winner: state !== 'refused',
      });
      await addCalendarEvent(w, w.firma.companyId ?? 0, at, id, title);
      return id;
    };
    const kept = await booking('cancel_pending', 'Venter på admin');
    const cancelled = await booking('cancelled', 'Annulleret job');
    const refused = await booking('refused', 'Afvist job');
    const titles = (await w.agent.get('/api/firma/kalender?year=2030&month=4&limit=20'))
      .json()
      .map((e: { title: string }) => e.title);
    // A cancellation still waiting for the administrator may be rejected: it stays.
    expect(titles).toEqual(['Venter på admin']);
    expect((await w.agent.get(`/ajax/firma/calendar_event_company?contact_id=${cancelled}`)).json()).toEqual(
      [],
    );
    const page = (
      await w.agent.post('/firma2/get_dine_bookinger_pagination', { page: 1, search: '' })
    ).json();
    const icon = (id: number) => page.exist_calendar[page.contact_ids.indexOf(id)];
    expect([icon(kept), icon(cancelled), icon(refused)]).toEqual([true, false, false]);
  });

  it('refuses dates and limits out of range', async () => {
    for (const query of [
      'limit=0',
      'limit=101',
      'year=1999',
      'month=13&year=2030',
      'day=32&month=1&year=2030',
      'day=5',
      'month=3',
      'year=2030&month=2&day=30',
      'x=1',
    ]) {
      const response = await w.agent.get(`/api/firma/kalender?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});
