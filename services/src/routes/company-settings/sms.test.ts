// Rules of /firma/send_sms_button: both expected dates are required (SPEC §5's text), the end not
// before the start; only the company's own won contact; the customer gets a Danish SMS and the
// dates and the time sent are stored on the contact and put the job into the company's calendar.
// Refusals send nothing and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, gt, max } from 'drizzle-orm';
import { contacts, outbox } from '../../db/schema/index.js';
import { manyLogins, startTestApp, visitor } from '../../test/helpers.js';
import { addCategory, addContact, addJob, createWorld, type World } from '../../test/fixtures.js';
import { renderedOutbox } from '../../test/outbox.js';

let app: FastifyInstance;
let w: World;
/** The SMS queued in the outbox since the last `forgetSent()`, as the delivery worker will send them. */
let since = 0;
const sentSms = async () =>
  (await renderedOutbox(app))
    .select({ to: outbox.recipient, text: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.channel, 'sms'), gt(outbox.id, since)))
    .all();
const forgetSent = async () => {
  since =
    (
      await app.db
        .select({ id: max(outbox.id) })
        .from(outbox)
        .get()
    )?.id ?? 0;
};

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  w = await createWorld(app);
});
afterAll(() => app.close());

const START = Date.UTC(2030, 4, 5, 10) / 1000;
const END = Date.UTC(2030, 4, 9, 10) / 1000;

async function wonContact(
  companyId = w.firmaAccount.companyId,
  state: 'confirmed' | 'finished' | 'bid' = 'confirmed',
): Promise<number> {
  const jobId = await addJob(app, w.brugerAccount.id, await addCategory(app), { headline: 'Ny terrasse' });
  return await addContact(app, jobId, companyId, { state, isWinner: state !== 'bid' });
}
const contactRow = async (id: number) =>
  (await app.db.select().from(contacts).where(eq(contacts.id, id)).get())!;

describe('POST /firma/send_sms_button', () => {
  it('texts the customer the expected dates in Danish and stores them with the time sent', async () => {
    const id = await wonContact();
    await forgetSent();
    const response = await w.firma.post('/firma/send_sms_button', {
      contact_contract_id: id,
      start_date: START,
      end_date: END,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const sent = await sentSms();
    expect(sent).toEqual([
      { to: '87654321', text: expect.stringContaining('fra 5. maj 2030 til 9. maj 2030') },
    ]);
    expect(sent[0].text).toContain('Hej Karen Kunde');
    expect(sent[0].text).toContain('"Ny terrasse"');
    expect(await contactRow(id)).toMatchObject({
      expectedStartAt: START,
      expectedEndAt: END,
      smsSentAt: expect.any(Number),
    });
  });

  it("puts the job into the company's calendar at the expected start; sending again moves it", async () => {
    const id = await wonContact();
    await w.firma.post('/firma/send_sms_button', {
      contact_contract_id: id,
      start_date: START,
      end_date: END,
    });
    const events = async () =>
      (await w.firma.get(`/ajax/firma/calendar_event_company?contact_id=${id}`)).json();
    expect(await events()).toEqual([
      {
        date: '2030-05-05 12:00:00',
        title: 'Ny terrasse',
        url: `/firma/opgaver/dine-vundne-opgaver/bookings/${id}`,
        description: expect.stringContaining('Karen Kunde'),
        type: 'job',
      },
    ]);
    await w.firma.post('/firma/send_sms_button', { contact_contract_id: id, start_date: END, end_date: END });
    expect((await events()).map((e: { date: string }) => e.date)).toEqual(['2030-05-09 12:00:00']);
  });

  it('accepts a form post as well', async () => {
    const id = await wonContact();
    const response = await w.firma.post(
      '/firma/send_sms_button',
      { contact_contract_id: String(id), start_date: String(START), end_date: String(START) },
      { form: true },
    );
    expect(response.statusCode).toBe(200);
  });

  it("needs both expected start and end dates: 'Please enter expected start and end dates for this job'", async () => {
    const id = await wonContact();
    await forgetSent();
    for (const body of [
      { contact_contract_id: id, start_date: START },
      { contact_contract_id: id, end_date: END },
      { contact_contract_id: id, start_date: 0, end_date: END },
    ]) {
      const response = await w.firma.post('/firma/send_sms_button', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        type: 'validation_errors',
        messages: ['Angiv venligst forventet start- og slutdato for opgaven'],
      });
    }
    w.firma.lang = 'en';
    const english = await w.firma.post(
      '/firma/send_sms_button',
      { contact_contract_id: id, start_date: '', end_date: '' },
      { form: true },
    );
    w.firma.lang = null;
    expect(english.json().messages).toEqual(['Please enter expected start and end dates for this job']);
    expect(await sentSms()).toEqual([]);
    expect((await contactRow(id)).smsSentAt).toBeNull();
  });

  it('refuses an end date before the start date', async () => {
    const id = await wonContact();
    const response = await w.firma.post('/firma/send_sms_button', {
      contact_contract_id: id,
      start_date: END,
      end_date: START,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Slutdatoen må ikke ligge før startdatoen');
    expect((await contactRow(id)).expectedStartAt).toBeNull();
  });

  it('refuses dates that ended before today (Danish time); a start in the past with an end from today is sent', async () => {
    const id = await wonContact();
    const day = 24 * 60 * 60;
    const now = Math.floor(Date.now() / 1000);
    const past = await w.firma.post('/firma/send_sms_button', {
      contact_contract_id: id,
      start_date: now - 10 * day,
      end_date: now - 2 * day,
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Slutdatoen må ikke ligge før i dag');
    expect((await contactRow(id)).expectedStartAt).toBeNull();
    const underway = await w.firma.post('/firma/send_sms_button', {
      contact_contract_id: id,
      start_date: now - 10 * day,
      end_date: now + day,
    });
    expect(underway.statusCode).toBe(200);
  });

  it("refuses another company's contact, a contact it did not win and a finished one (404), unchanged", async () => {
    await forgetSent();
    for (const id of [
      await wonContact(w.otherAccount.companyId),
      await wonContact(undefined, 'bid'),
      await wonContact(undefined, 'finished'),
    ]) {
      const response = await w.firma.post('/firma/send_sms_button', {
        contact_contract_id: id,
        start_date: START,
        end_date: END,
      });
      expect(response.statusCode).toBe(404);
      expect((await contactRow(id)).smsSentAt).toBeNull();
    }
    expect(await sentSms()).toEqual([]);
  });

  it('refuses unknown fields and wrong types with 400', async () => {
    const id = await wonContact();
    expect(
      (
        await w.firma.post('/firma/send_sms_button', {
          contact_contract_id: id,
          start_date: START,
          end_date: END,
          extra: 1,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await w.firma.post('/firma/send_sms_button', {
          contact_contract_id: 'abc',
          start_date: START,
          end_date: END,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('answers 401 without a login and 403 to a customer', async () => {
    const body = { contact_contract_id: 1, start_date: START, end_date: END };
    expect((await (await visitor(app)).post('/firma/send_sms_button', body)).statusCode).toBe(401);
    expect((await w.bruger.post('/firma/send_sms_button', body)).statusCode).toBe(403);
  });
});
