// POST /opgave/new_message: a message from either side of a contact reaches the other by mail and
// SMS; the customer declines a bid with a preset or 'Andet' and own text (empty → 'Dette felt må
// ikke være tomt.'); a second decline or a double-clicked message is 'replay' and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { type Agent, loggedIn, manyLogins, startTestApp, visitor } from '../../test/helpers.js';
import { marketplace, type Marketplace } from '../../test/job-fixtures.js';
import { renderedOutbox } from '../../test/outbox.js';
import { sqlOne, sqlRun } from '../../test/sql.js';

let app: FastifyInstance;
let m: Marketplace;
let customer: Agent;
let company: Agent;

const one = async <T>(sql: string, ...params: unknown[]): Promise<T> =>
  sqlOne<T>(await renderedOutbox(app), sql, ...params);
const countOf = async (sql: string, ...params: unknown[]): Promise<number> =>
  (await one<{ n: number }>(sql, ...params)).n;
const fields = (i: number) => ({
  bidid: m.contacts[i].bidId,
  userid: m.customer.id,
  companyid: m.companies[i].companyId,
});

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  m = await marketplace(app, 4);
  customer = await loggedIn(app, m.customer);
  company = await loggedIn(app, m.companies[0]);
});
afterAll(() => app.close());

describe('writing a message', () => {
  it("stores the customer's message, renders it escaped, and mails and texts the company", async () => {
    const response = await customer.post('/opgave/new_message', {
      ...fields(0),
      msg: 'Kan I komme <i>tirsdag</i>?',
    });
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply.response).toBe('success');
    expect(reply.view).toContain('Kan I komme &lt;i&gt;tirsdag&lt;/i&gt;?');
    expect(
      await countOf(
        "select count(*) n from messages where contact_id = ? and sender = 'user'",
        m.contacts[0].contactId,
      ),
    ).toBe(1);
    expect(
      (
        await one<{ subject: string }>(
          "select subject from outbox where channel = 'email' and recipient = ?",
          m.companies[0].email,
        )
      ).subject,
    ).toBe('Ny besked på Opgavetorvet');
    expect(
      await countOf("select count(*) n from outbox where channel = 'sms' and recipient = '30303030'"),
    ).toBe(1);
  });

  it("stores the company's answer and tells the customer", async () => {
    const response = await company.post(
      '/opgave/new_message',
      { ...fields(0), msg: 'Ja, kl. 16 passer fint.' },
      { form: true },
    );
    expect(response.json().response).toBe('success');
    expect(
      await countOf(
        "select count(*) n from messages where contact_id = ? and sender = 'company'",
        m.contacts[0].contactId,
      ),
    ).toBe(1);
    expect(
      await countOf(
        "select count(*) n from outbox where recipient = ? and subject = 'Ny besked på Opgavetorvet'",
        m.customer.email,
      ),
    ).toBe(1);
  });

  it('keeps one message when the same text is sent twice at once (replay)', async () => {
    const replies = await Promise.all(
      [1, 2, 3].map(() => customer.post('/opgave/new_message', { ...fields(1), msg: 'Dobbeltklik' })),
    );
    expect(replies.map((r) => r.json().response).sort()).toEqual(['replay', 'replay', 'success']);
    expect(await countOf("select count(*) n from messages where body = 'Dobbeltklik'")).toBe(1);
  });

  it('stores the message and queues its notices in one transaction: no notice, no message', async () => {
    const refusing =
      app.db.engine === 'postgres'
        ? [
            `create function no_notices() returns trigger language plpgsql as $$ begin raise exception 'no notices'; end $$`,
            'create trigger no_notices before insert on outbox for each row execute function no_notices()',
          ]
        : [`create trigger no_notices before insert on outbox begin select raise(abort, 'no notices'); end`];
    for (const statement of refusing) await sqlRun(app.db, statement);
    try {
      const response = await customer.post('/opgave/new_message', { ...fields(0), msg: 'Uden varsel' });
      expect(response.statusCode).toBe(500);
    } finally {
      await sqlRun(
        app.db,
        app.db.engine === 'postgres' ? 'drop trigger no_notices on outbox' : 'drop trigger no_notices',
      );
      if (app.db.engine === 'postgres') await sqlRun(app.db, 'drop function no_notices');
    }
    expect(await countOf("select count(*) n from messages where body = 'Uden varsel'")).toBe(0);
  });

  it("refuses an empty message with the spec's text, in Danish and English", async () => {
    const empty = await customer.post('/opgave/new_message', { ...fields(0), msg: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ type: 'error', message: 'Dette felt må ikke være tomt.' });
    customer.lang = 'en';
    expect((await customer.post('/opgave/new_message', { ...fields(0) })).json().message).toBe(
      'This field must not be empty.',
    );
    customer.lang = null;
  });
});

describe('declining a bid', () => {
  it('declines with a preset answer: the contact is declined, the company is told, the view shows the answer', async () => {
    const response = await customer.post('/opgave/new_message', {
      ...fields(2),
      save_data_bd: 1,
      option: 'Prisen er for høj',
    });
    expect(response.json().response).toBe('success');
    expect(response.json().view).toContain('Tak, men nej tak. Prisen er desværre for høj');
    expect(await one('select state from contacts where id = ?', m.contacts[2].contactId)).toEqual({
      state: 'declined',
    });
    expect(await one('select option from messages where contact_id = ?', m.contacts[2].contactId)).toEqual({
      option: 'Prisen er for høj',
    });
    expect(
      await countOf(
        "select count(*) n from outbox where recipient = ? and subject = 'Dit tilbud blev afslået'",
        m.companies[2].email,
      ),
    ).toBe(1);
  });

  it("answers 'replay' to a second decline and changes nothing", async () => {
    const again = await customer.post('/opgave/new_message', {
      ...fields(2),
      save_data_bd: 1,
      option: 'Andet',
      msg: 'Alligevel nej',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().response).toBe('replay');
    expect(
      await countOf('select count(*) n from messages where contact_id = ?', m.contacts[2].contactId),
    ).toBe(1);
  });

  it("needs the own text with 'Andet' ('Dette felt må ikke være tomt.'), and one result for parallel declines", async () => {
    const empty = await customer.post('/opgave/new_message', {
      ...fields(3),
      save_data_bd: 1,
      option: 'Andet',
      msg: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Dette felt må ikke være tomt.');
    expect(await one('select state from contacts where id = ?', m.contacts[3].contactId)).toEqual({
      state: 'bid',
    });
    const replies = await Promise.all(
      [1, 2, 3].map(() =>
        customer.post('/opgave/new_message', {
          ...fields(3),
          save_data_bd: 1,
          option: 'Andet',
          msg: 'Vi laver det selv',
        }),
      ),
    );
    expect(replies.map((r) => r.json().response).sort()).toEqual(['replay', 'replay', 'success']);
    expect(
      await countOf('select count(*) n from messages where contact_id = ?', m.contacts[3].contactId),
    ).toBe(1);
  });

  it('refuses an unknown answer, and a company declining', async () => {
    expect(
      (await customer.post('/opgave/new_message', { ...fields(1), save_data_bd: 1, option: 'Fordi' })).json()
        .message,
    ).toBe('Vælg venligst et svar');
    expect(
      (
        await company.post('/opgave/new_message', {
          ...fields(0),
          save_data_bd: 1,
          option: 'Prisen er for høj',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('whose conversation it is, and bad input', () => {
  it('refuses another customer, another company and a visitor, and changes nothing', async () => {
    const before = await countOf('select count(*) n from messages');
    const other = await loggedIn(app, m.otherCustomer);
    expect((await other.post('/opgave/new_message', { ...fields(1), msg: 'Hej' })).statusCode).toBe(404);
    expect(
      (await other.post('/opgave/new_message', { ...fields(1), userid: m.otherCustomer.id, msg: 'Hej' }))
        .statusCode,
    ).toBe(404);
    expect((await company.post('/opgave/new_message', { ...fields(1), msg: 'Hej' })).statusCode).toBe(404);
    expect(
      (await (await visitor(app)).post('/opgave/new_message', { ...fields(1), msg: 'Hej' })).statusCode,
    ).toBe(401);
    expect(await countOf('select count(*) n from messages')).toBe(before);
  });

  it('refuses missing, wrongly typed, too long, out-of-range and unknown fields with 400', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ bidid: undefined }, 'Feltet tilbud skal udfyldes'],
      [{ userid: 'mette' }, 'Feltet kunde har en forkert type'],
      [{ msg: 'x'.repeat(2001) }, 'Feltet besked må højst være 2000 tegn'],
      [{ save_data_bd: 2 }, 'Feltet afslag må højst være 1'],
      [{ html: '<b>' }, 'Feltet html er ikke tilladt'],
    ];
    for (const [extra, message] of cases) {
      const response = await customer.post('/opgave/new_message', { ...fields(1), msg: 'Hej', ...extra });
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ type: 'validation_errors', messages: [message] });
    }
  });
});
