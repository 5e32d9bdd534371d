// Rules of tickets and complaints: a company answers the ticket on an overdue job it won (its own
// company id, its own winning contact, the expected end passed, a non-empty text); anyone may
// complain about a company, all three fields required with SPEC §5's texts, linked by name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { complaints, contacts, tickets } from '../../db/schema/index.js';
import { manyLogins, startTestApp, visitor } from '../../test/helpers.js';
import { addCategory, addContact, addJob, createWorld, type World } from '../../test/fixtures.js';
import { sqlOne } from '../../test/sql.js';

let app: FastifyInstance;
let w: World;
const PAST = Math.floor(Date.now() / 1000) - 3 * 86400;
const FUTURE = Math.floor(Date.now() / 1000) + 3 * 86400;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  w = await createWorld(app);
});
afterAll(() => app.close());

async function wonJob(
  fields: {
    companyId?: number;
    expectedEndAt?: number | null;
    state?: 'confirmed' | 'finished';
    isWinner?: boolean;
  } = {},
) {
  const jobId = await addJob(app, w.brugerAccount.id, await addCategory(app));
  const contactId = await addContact(app, jobId, fields.companyId ?? w.firmaAccount.companyId, {
    state: fields.state ?? 'confirmed',
    isWinner: fields.isWinner ?? true,
    expectedEndAt: fields.expectedEndAt === undefined ? PAST : fields.expectedEndAt,
  });
  return { job_id: jobId, contact_id: contactId, company_id: fields.companyId ?? w.firmaAccount.companyId };
}
const ticketsOf = (contactId: number) =>
  app.db.select().from(tickets).where(eq(tickets.contactId, contactId)).all();

describe('POST /ajax/firma/sendtiketstatus', () => {
  it('stores the status on an overdue job the company won', async () => {
    const ids = await wonJob();
    const response = await w.firma.post('/ajax/firma/sendtiketstatus', {
      ...ids,
      text: 'Vi mangler materialer og er færdige fredag.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await ticketsOf(ids.contact_id)).toMatchObject([
      {
        sender: 'company',
        companyId: ids.company_id,
        jobId: ids.job_id,
        text: 'Vi mangler materialer og er færdige fredag.',
      },
    ]);
  });

  it("a ticket must be non-empty: 'Dette felt må ikke være tomt.'", async () => {
    const ids = await wonJob();
    const response = await w.firma.post('/ajax/firma/sendtiketstatus', { ...ids, text: ' ' });
    expect(response.json()).toEqual({
      type: 'validation_errors',
      messages: ['Dette felt må ikke være tomt.'],
    });
    expect(await ticketsOf(ids.contact_id)).toEqual([]);
  });

  it('refuses a job that is not overdue: no expected end, the end still ahead, or finished (409)', async () => {
    for (const fields of [
      { expectedEndAt: null },
      { expectedEndAt: FUTURE },
      { state: 'finished' as const },
    ]) {
      const ids = await wonJob(fields);
      const response = await w.firma.post('/ajax/firma/sendtiketstatus', { ...ids, text: 'Status' });
      expect(response.statusCode).toBe(409);
      expect(await ticketsOf(ids.contact_id)).toEqual([]);
    }
  });

  it("company_id must be the caller's own (403); another company's or a lost contact, or another job (404)", async () => {
    const ids = await wonJob();
    expect(
      (
        await w.firma.post('/ajax/firma/sendtiketstatus', {
          ...ids,
          company_id: w.otherAccount.companyId,
          text: 'x',
        })
      ).statusCode,
    ).toBe(403);
    const foreign = await wonJob({ companyId: w.otherAccount.companyId });
    expect(
      (
        await w.firma.post('/ajax/firma/sendtiketstatus', {
          ...foreign,
          company_id: w.firmaAccount.companyId,
          text: 'x',
        })
      ).statusCode,
    ).toBe(404);
    const lost = await wonJob({ isWinner: false });
    expect((await w.firma.post('/ajax/firma/sendtiketstatus', { ...lost, text: 'x' })).statusCode).toBe(404);
    expect(
      (await w.firma.post('/ajax/firma/sendtiketstatus', { ...ids, job_id: foreign.job_id, text: 'x' }))
        .statusCode,
    ).toBe(404);
    for (const contactId of [ids.contact_id, foreign.contact_id, lost.contact_id])
      expect(await ticketsOf(contactId)).toEqual([]);
    expect(
      (await app.db.select().from(contacts).where(eq(contacts.id, foreign.contact_id)).get())?.state,
    ).toBe('confirmed');
  });

  it('answers 401 and 403', async () => {
    const body = { text: 'x', job_id: 1, company_id: 1, contact_id: 1 };
    expect((await (await visitor(app)).post('/ajax/firma/sendtiketstatus', body)).statusCode).toBe(401);
    expect((await w.bruger.post('/ajax/firma/sendtiketstatus', body)).statusCode).toBe(403);
  });
});

describe('POST /bruger/complaintsend', () => {
  const lastComplaint = async () => (await app.db.select().from(complaints).all()).at(-1);

  it('a visitor may complain; the complaint is linked to the company of that name (any case)', async () => {
    const name = await sqlOne<{ name: string }>(
      app.db,
      'select name from companies where id = ?',
      w.otherAccount.companyId,
    );
    const response = await (
      await visitor(app)
    ).post(
      '/bruger/complaintsend',
      { company_name: name.name.toUpperCase(), text: 'De kom aldrig.', user_name: 'Ole Olsen' },
      { form: true },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: 'success',
      type: 'success',
      message: 'Tak. Vi har modtaget din klage og ser på den hurtigst muligt.',
    });
    expect(await lastComplaint()).toMatchObject({
      companyId: w.otherAccount.companyId,
      userId: null,
      userName: 'Ole Olsen',
      text: 'De kom aldrig.',
    });
  });

  it('keeps a complaint about an unknown company name, and the account of a logged-in customer', async () => {
    await w.bruger.post('/bruger/complaintsend', {
      company_name: 'Ukendt Byg ApS',
      text: 'Problem',
      user_name: 'Karen Kunde',
    });
    expect(await lastComplaint()).toMatchObject({
      companyId: null,
      companyName: 'Ukendt Byg ApS',
      userId: w.brugerAccount.id,
    });
  });

  it("all three are required: 'Please provide name of company', 'Please describe the problem', 'Please enter your full name'", async () => {
    const before = (await app.db.select().from(complaints).all()).length;
    const anonymous = await visitor(app);
    anonymous.lang = 'en';
    const response = await anonymous.post('/bruger/complaintsend', {
      company_name: '',
      text: ' ',
      user_name: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages.sort()).toEqual([
      'Please describe the problem',
      'Please enter your full name',
      'Please provide name of company',
    ]);
    anonymous.lang = null;
    const danish = await anonymous.post('/bruger/complaintsend', { text: 'x', user_name: 'y' });
    expect(danish.json().messages).toEqual(['Angiv venligst firmaets navn']);
    expect(
      (
        await anonymous.post('/bruger/complaintsend', {
          company_name: 'a',
          text: 'b',
          user_name: 'c',
          email: 'x',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await anonymous.post('/bruger/complaintsend', {
          company_name: 'a',
          text: 'b'.repeat(5001),
          user_name: 'c',
        })
      ).statusCode,
    ).toBe(400);
    expect(await app.db.select().from(complaints).all()).toHaveLength(before);
  });
});
