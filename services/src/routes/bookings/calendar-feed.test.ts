// The company's bookings as a calendar feed: GET /ical/{token}.ics (logged out) is an RFC 5545
// calendar of the company's own confirmed bookings only, times in Europe/Copenhagen (summer and
// winter time) or whole days, escaped, folded and CRLF, which a real parser (ical.js) reads back;
// the company reads its absolute address and makes a new secret (POST, CSRF), after which the old
// address is 404 with a Danish text; a customer or a visitor cannot make one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import {
  addCalendarEvent,
  addContact,
  addJob,
  buildCompanyWorld,
  row,
  type CompanyWorld,
} from '../../test/company-job-fixtures.js';
import { Agent, startTestApp, visitor } from '../../test/helpers.js';
import { sqlRun } from '../../test/sql.js';

const PUBLIC_URL = 'https://opgavetorvet.example';
const utc = (iso: string): number => Date.parse(iso) / 1000;

let app: FastifyInstance;
let w: CompanyWorld;

beforeAll(async () => {
  app = await startTestApp({ publicUrl: PUBLIC_URL });
  w = await buildCompanyWorld(app);
});
afterAll(() => app.close());

/** A won job of `companyId` in `state` with one dated 'job' event; returns the contact id. */
async function booking(
  companyId: number,
  state: 'confirmed' | 'awaiting_confirmation' | 'finished' | 'cancel_pending',
  startsAt: number,
  endsAt: number | null,
  headline: string,
): Promise<number> {
  const job = await addJob(w, { headline });
  const { contactId } = await addContact(w, job, companyId, { state, winner: true });
  const eventId = await addCalendarEvent(w, companyId, startsAt, contactId, headline);
  await sqlRun(app.db, 'update calendar_events set ends_at = ? where id = ?', endsAt, eventId);
  return contactId;
}

async function feedUrl(agent: Agent = w.agent): Promise<string> {
  const response = await agent.get('/api/firma/kalender/abonnement');
  expect(response.statusCode).toBe(200);
  return response.json<{ url: string }>().url;
}

const feedPath = (url: string): string => new URL(url).pathname;

describe('GET /ical/{token}.ics', () => {
  let text = '';
  const contacts: Record<string, number> = {};
  const headline = 'Tag; nyt, \\ "fliser" og æøå';
  const longHeadline = `Renovering af badeværelse med gulvvarme, fliser, ny bruseniche og nye fliser på vægge ${'ø'.repeat(20)}`;

  beforeAll(async () => {
    const firma = w.firma.companyId ?? 0;
    // 08:30 Copenhagen summer time (UTC+2) and 09:15 winter time (UTC+1).
    contacts.summer = await booking(
      firma,
      'confirmed',
      utc('2030-07-01T06:30:00Z'),
      utc('2030-07-01T10:00:00Z'),
      headline,
    );
    contacts.winter = await booking(firma, 'confirmed', utc('2030-01-15T08:15:00Z'), null, longHeadline);
    // The SMS dates: 2–4 October, the first day's first second to the last day's last second.
    contacts.days = await booking(
      firma,
      'confirmed',
      utc('2030-10-01T22:00:00Z'),
      utc('2030-10-04T21:59:59Z'),
      'Maling af stue',
    );
    await booking(firma, 'awaiting_confirmation', utc('2030-07-02T06:00:00Z'), null, 'Ikke bekræftet endnu');
    await booking(firma, 'finished', utc('2030-07-03T06:00:00Z'), null, 'Allerede afsluttet');
    await booking(firma, 'cancel_pending', utc('2030-07-04T06:00:00Z'), null, 'Annullering afventer');
    await booking(
      w.rival.companyId ?? 0,
      'confirmed',
      utc('2030-07-05T06:00:00Z'),
      null,
      'Konkurrentens opgave',
    );
    await addCalendarEvent(w, firma, utc('2030-07-06T06:00:00Z'), null, 'Service på firmabilen');

    const response = await app.inject({ method: 'GET', url: feedPath(await feedUrl()) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
    text = response.body;
  });

  it('is a VCALENDAR with PRODID, VERSION 2.0, CALSCALE, METHOD:PUBLISH and a Danish name', async () => {
    expect(
      text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Opgavetorvet//Bookinger//DA\r\n'),
    ).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('\r\nCALSCALE:GREGORIAN\r\n');
    expect(text).toContain('\r\nMETHOD:PUBLISH\r\n');
    const company = (
      await row<{ name: string }>(app, 'select name from companies where id = ?', w.firma.companyId)
    ).name;
    expect(text).toContain(`\r\nX-WR-CALNAME:Opgavetorvet: bookinger for ${company}\r\n`);
  });

  it('has a VTIMEZONE for Europe/Copenhagen with its summer and winter time rules', () => {
    const zone = /BEGIN:VTIMEZONE\r\n([\s\S]*?)END:VTIMEZONE/.exec(text)?.[1] ?? '';
    expect(zone).toContain('TZID:Europe/Copenhagen');
    expect(zone).toMatch(/BEGIN:DAYLIGHT\r\nTZOFFSETFROM:\+0100\r\nTZOFFSETTO:\+0200/);
    expect(zone).toMatch(/BEGIN:STANDARD\r\nTZOFFSETFROM:\+0200\r\nTZOFFSETTO:\+0100/);
    // Calendar properties come before the components (RFC 5545 icalbody = calprops component).
    expect(text).toContain('END:VTIMEZONE\r\nBEGIN:VEVENT');
  });

  it('has one event per confirmed booking date of its own company, nothing else', () => {
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    for (const other of [
      'Ikke bekræftet',
      'Allerede afsluttet',
      'Annullering afventer',
      'Konkurrentens',
      'firmabilen',
    ])
      expect(text).not.toContain(other);
    expect(text).toContain(`\r\nUID:booking-${contacts.summer}@opgavetorvet.example\r\n`);
  });

  it('writes timed bookings in Copenhagen wall-clock time with TZID, across summer time', () => {
    expect(text).toContain('\r\nDTSTART;TZID=Europe/Copenhagen:20300701T083000\r\n');
    expect(text).toContain('\r\nDTEND;TZID=Europe/Copenhagen:20300701T120000\r\n');
    expect(text).toContain('\r\nDTSTART;TZID=Europe/Copenhagen:20300115T091500\r\n');
  });

  it('writes a booking of whole days (the SMS dates) as an all-day event, the end day included', () => {
    expect(text).toContain('\r\nDTSTART;VALUE=DATE:20301002\r\nDTEND;VALUE=DATE:20301005\r\n');
  });

  it('stamps every event in UTC', () => {
    const stamps = text.match(/\r\nDTSTAMP:[^\r]*/g) ?? [];
    expect(stamps).toHaveLength(3);
    for (const stamp of stamps) expect(stamp).toMatch(/DTSTAMP:\d{8}T\d{6}Z$/);
  });

  it('escapes , ; \\ and newlines, and says the place, the customer and the link to the booking', () => {
    expect(text).toContain('\r\nSUMMARY:Tag\\; nyt\\, \\\\ "fliser" og æøå\r\n');
    expect(text).toContain('\r\nLOCATION:2100 København Ø\r\n');
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain(
      `\r\nDESCRIPTION:Kunde: Mette Kunde\\nTelefon: 20304050\\nSe bookingen på Opgavetorvet: ${PUBLIC_URL}/firma/opgaver/dine-vundne-opgaver/bookings/${contacts.summer}\r\n`,
    );
  });

  it('ends every line with CRLF and folds lines at 75 octets without splitting a character', () => {
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(text).not.toContain('\uFFFD');
    expect(text.replace(/\r\n /g, '')).toContain(`\r\nSUMMARY:${longHeadline.replace(/,/g, '\\,')}\r\n`);
  });

  it('is read back by a real iCalendar parser (ical.js) with the same texts and instants', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    // In time order: January, July, October.
    expect(events.map((e) => e.summary)).toEqual([longHeadline, headline, 'Maling af stue']);
    const bySummary = new Map(events.map((e) => [e.summary, e]));
    const summer = bySummary.get(headline);
    expect(summer?.startDate.toUnixTime()).toBe(utc('2030-07-01T06:30:00Z'));
    expect(summer?.endDate.toUnixTime()).toBe(utc('2030-07-01T10:00:00Z'));
    expect(summer?.location).toBe('2100 København Ø');
    expect(summer?.description).toContain('Kunde: Mette Kunde\nTelefon: 20304050\n');
    expect(bySummary.get(longHeadline)?.startDate.toUnixTime()).toBe(utc('2030-01-15T08:15:00Z'));
    const days = bySummary.get('Maling af stue');
    expect(days?.startDate.isDate).toBe(true);
    expect(days?.startDate.toString()).toBe('2030-10-02');
    expect(days?.endDate.toString()).toBe('2030-10-05');
  });
});

describe('the secret address', () => {
  it('is absolute from PUBLIC_URL, 256 bits url-safe, the same on every read, and not stored', async () => {
    const url = await feedUrl();
    expect(url).toMatch(/^https:\/\/opgavetorvet\.example\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedUrl()).toBe(url);
    const token = /\/ical\/(.+)\.ics$/.exec(url)?.[1] ?? '';
    const stored = await row<{ nonce: string; token_hash: string }>(
      app,
      'select nonce, token_hash from calendar_feeds where company_id = ?',
      w.firma.companyId,
    );
    expect([stored.nonce, stored.token_hash]).not.toContain(token);
    expect(await feedUrl(w.rivalAgent)).not.toBe(url);
  });

  it('a new secret (POST) answers the new address; the old one is then 404 with a Danish text', async () => {
    const old = await feedUrl();
    const response = await w.agent.post('/api/firma/kalender/abonnement', {});
    expect(response.statusCode).toBe(200);
    const fresh = response.json<{ url: string }>().url;
    expect(fresh).not.toBe(old);
    expect(await feedUrl()).toBe(fresh);

    const gone = await app.inject({ method: 'GET', url: feedPath(old) });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(gone.body).toContain('Kalenderen findes ikke');
    expect((await app.inject({ method: 'GET', url: feedPath(fresh) })).statusCode).toBe(200);
  });

  it('an unknown token is 404 with the Danish text', async () => {
    for (const path of ['/ical/abc.ics', `/ical/${'A'.repeat(43)}.ics`]) {
      const response = await app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('Kalenderen findes ikke');
    }
  });

  it("a blocked company's feed answers 404", async () => {
    const url = await feedUrl(w.rivalAgent);
    await sqlRun(
      app.db,
      "update companies set blocked_at = 1, blocked_reason = 'x' where id = ?",
      w.rival.companyId,
    );
    expect((await app.inject({ method: 'GET', url: feedPath(url) })).statusCode).toBe(404);
    await sqlRun(
      app.db,
      'update companies set blocked_at = null, blocked_reason = null where id = ?',
      w.rival.companyId,
    );
  });

  it('only the company itself reads or renews it: a customer is 403, a visitor 401, a post without CSRF 403', async () => {
    const before = await feedUrl();
    expect((await w.customerAgent.get('/api/firma/kalender/abonnement')).statusCode).toBe(403);
    expect((await w.customerAgent.post('/api/firma/kalender/abonnement', {})).statusCode).toBe(403);
    const guest = await visitor(app);
    expect((await guest.get('/api/firma/kalender/abonnement')).statusCode).toBe(401);
    expect((await guest.post('/api/firma/kalender/abonnement', {})).statusCode).toBe(401);
    expect((await w.agent.post('/api/firma/kalender/abonnement', {}, { csrf: false })).statusCode).toBe(403);
    expect(await feedUrl()).toBe(before);
  });
});
