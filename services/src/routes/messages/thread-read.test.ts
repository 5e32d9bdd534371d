// POST /api/beskeder/:contactId/laest (issue 32): reading thread A marks only A's messages from the
// other side read: thread B stays unread, the caller's own messages stay unread for the other side,
// and the red dot drops by A's unread count only (the same count in the reply). A customer or company
// never marks another's thread (404, nothing changes); a visitor is 401, the administrator 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { InboxThread } from '@opgavetorvet/contracts';
import {
  type Agent,
  createAccount,
  loggedIn,
  manyLogins,
  startTestApp,
  visitor,
} from '../../test/helpers.js';
import { addMessage, marketplace, type Marketplace } from '../../test/job-fixtures.js';
import { sqlOne } from '../../test/sql.js';

let app: FastifyInstance;
let m: Marketplace;
let customer: Agent;

const redDot = async (agent: Agent): Promise<number> =>
  (await agent.post('/bruger2/update_number_red_dot', {})).json().get_unread_messages;

const unreadOn = async (agent: Agent): Promise<Record<number, number>> => {
  const { threads } = (await agent.get('/api/beskeder')).json() as { threads: InboxThread[] };
  return Object.fromEntries(threads.map((t) => [t.contact_id, t.unread]));
};

const unreadFrom = async (contactId: number, sender: 'user' | 'company'): Promise<number> =>
  (
    await sqlOne<{ n: number }>(
      app.db,
      'select count(*) n from messages where contact_id = ? and sender = ? and read_at is null',
      contactId,
      sender,
    )
  ).n;

const markRead = (agent: Agent, contactId: number) => agent.post(`/api/beskeder/${contactId}/laest`);

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  m = await marketplace(app, 3);
  customer = await loggedIn(app, m.customer);
  const [a, b] = m.contacts;
  for (const body of ['Vi kan starte mandag.', 'Prisen er inkl. moms.'])
    await addMessage(app, { contactId: a.contactId, sender: 'company', body });
  await addMessage(app, { contactId: a.contactId, sender: 'user', body: 'Tak, hvad med lørdag?' });
  for (const body of ['Vi har et ledigt hold.', 'Ring gerne.', 'Vi venter på svar.'])
    await addMessage(app, { contactId: b.contactId, sender: 'company', body });
});
afterAll(() => app.close());

describe('POST /api/beskeder/:contactId/laest', () => {
  it("opening thread A marks A's company messages read and leaves thread B unread; the red dot drops by A's count", async () => {
    const [a, b] = m.contacts;
    expect(await redDot(customer)).toBe(5);
    expect(await unreadOn(customer)).toEqual({ [a.contactId]: 2, [b.contactId]: 3 });

    const response = await markRead(customer, a.contactId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ marked: 2, get_unread_messages: 3 });
    expect(await unreadOn(customer)).toEqual({ [a.contactId]: 0, [b.contactId]: 3 });
    expect(await redDot(customer)).toBe(3);
    // The customer's own message is still unread by the company.
    expect(await unreadFrom(a.contactId, 'user')).toBe(1);
    expect(await redDot(await loggedIn(app, m.companies[0]))).toBe(1);

    // Again: nothing more to mark.
    expect((await markRead(customer, a.contactId)).json()).toEqual({ marked: 0, get_unread_messages: 3 });
  });

  it("the company marks the customer's messages of its own thread read, and nothing of the customer's unread", async () => {
    const [a, b] = m.contacts;
    const company = await loggedIn(app, m.companies[0]);
    const before = await unreadFrom(b.contactId, 'company');
    expect((await markRead(company, a.contactId)).json()).toEqual({ marked: 1, get_unread_messages: 0 });
    expect(await unreadFrom(a.contactId, 'user')).toBe(0);
    expect(await unreadFrom(b.contactId, 'company')).toBe(before);
  });

  it("refuses another's thread with 404 and marks nothing", async () => {
    const [a, b, c] = m.contacts;
    await addMessage(app, { contactId: c.contactId, sender: 'user', body: 'Til firma tre.' });
    await addMessage(app, { contactId: b.contactId, sender: 'user', body: 'Til firma to.' });
    const otherCompany = await loggedIn(app, m.companies[2]);
    const otherCustomer = await loggedIn(app, m.otherCustomer);

    // Another company's thread, another customer's job, and a contact that does not exist.
    for (const [agent, contactId] of [
      [otherCompany, b.contactId],
      [otherCustomer, b.contactId],
      [otherCustomer, a.contactId],
      [customer, 999_999],
    ] as const) {
      const response = await markRead(agent, contactId);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Samtalen blev ikke fundet');
    }
    expect(await unreadFrom(b.contactId, 'company')).toBe(3);
    expect(await unreadFrom(b.contactId, 'user')).toBe(1);
    // The other company lists only its own thread, with its customer's message unread.
    expect(await unreadOn(otherCompany)).toEqual({ [c.contactId]: 1 });
    expect(await unreadOn(otherCustomer)).toEqual({});
  });

  it('answers 401 to a visitor, 403 to the administrator, 400 to a bad id or a body field', async () => {
    const id = m.contacts[1].contactId;
    expect((await markRead(await visitor(app), id)).statusCode).toBe(401);
    expect((await markRead(await loggedIn(app, await createAccount(app, 'admin')), id)).statusCode).toBe(403);
    expect((await markRead(customer, 0)).statusCode).toBe(400);
    expect((await customer.post(`/api/beskeder/abc/laest`)).statusCode).toBe(400);
    expect((await customer.post(`/api/beskeder/${id}/laest`, { all: true })).statusCode).toBe(400);
    expect(await unreadFrom(id, 'company')).toBe(3);
  });
});
