// A conversation is read in one query wherever it is shown (issue 29; CONVENTIONS: a page's number of
// statements does not grow with its rows): the company's message modal (/firma/message_modal), the
// customer's thread modal (/ajax/bruger2/message_modal) and the messages modal of either side
// (/bruger2/show_message_modal) take as many statements for a job with ten offers and ten messages
// on each as for a job with one offer and one message; each opening still marks the other side's
// messages read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type Agent, loggedIn, manyLogins, startTestApp } from '../../test/helpers.js';
import { addMessage, marketplace, type Marketplace } from '../../test/job-fixtures.js';
import { sqlOne } from '../../test/sql.js';
import { statementsOf } from '../../test/statement-count.js';

let app: FastifyInstance;
let small: Marketplace;
let busy: Marketplace;

/** Each contact of the job with `count` messages from each side. */
async function withMessages(market: Marketplace, count: number): Promise<void> {
  for (const { contactId } of market.contacts)
    for (let n = 0; n < count; n += 1) {
      await addMessage(app, { contactId, sender: 'company', body: `Besked ${n} fra firmaet.` });
      await addMessage(app, { contactId, sender: 'user', body: `Svar ${n} fra kunden.` });
    }
}

/** The statements of a call asked a second time (the first marks the messages read). */
async function statementsOfCall(call: () => Promise<LightMyRequestResponse>): Promise<string[]> {
  expect((await call()).statusCode).toBe(200);
  return await statementsOf(app.db, async () => {
    expect((await call()).statusCode).toBe(200);
  });
}

const unread = async (contactId: number, sender: 'user' | 'company'): Promise<number> =>
  (
    await sqlOne<{ n: number }>(
      app.db,
      'select count(*) n from messages where contact_id = ? and sender = ? and read_at is null',
      contactId,
      sender,
    )
  ).n;

/** The same call in the small and the busy marketplace: its statements in each. */
async function inBoth(
  call: (market: Marketplace, agent: Agent) => Promise<LightMyRequestResponse>,
  as: 'customer' | 'company',
): Promise<{ small: string[]; busy: string[] }> {
  const agentOf = async (market: Marketplace) =>
    await loggedIn(app, as === 'customer' ? market.customer : market.companies[0]);
  const smallAgent = await agentOf(small);
  const busyAgent = await agentOf(busy);
  return {
    small: await statementsOfCall(() => call(small, smallAgent)),
    busy: await statementsOfCall(() => call(busy, busyAgent)),
  };
}

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  small = await marketplace(app, 1);
  busy = await marketplace(app, 10);
  await withMessages(small, 1);
  await withMessages(busy, 10);
});
afterAll(() => app.close());

describe('a conversation takes a fixed number of statements', () => {
  it("the company's message modal, and it marks the customer's messages read", async () => {
    const contactId = busy.contacts[0].contactId;
    expect(await unread(contactId, 'user')).toBe(10);
    const counts = await inBoth(
      (market, agent) => agent.post('/firma/message_modal', { contact_id: market.contacts[0].contactId }),
      'company',
    );
    expect(counts.small.length).toBeGreaterThan(0);
    expect(counts.busy).toHaveLength(counts.small.length);
    expect(await unread(contactId, 'user')).toBe(0);
    expect(await unread(contactId, 'company')).toBe(10);
  });

  it("the customer's thread modal", async () => {
    const counts = await inBoth(
      (market, agent) =>
        agent.post('/ajax/bruger2/message_modal', {
          contact_id: market.contacts[0].contactId,
          job_id: market.jobId,
        }),
      'customer',
    );
    expect(counts.busy).toHaveLength(counts.small.length);
  });

  it("the messages modal of the customer's conversations, for the customer and for a company", async () => {
    for (const as of ['customer', 'company'] as const) {
      const counts = await inBoth(
        (market, agent) => agent.post('/bruger2/show_message_modal', { user_id: market.customer.id }),
        as,
      );
      expect(counts.busy).toHaveLength(counts.small.length);
    }
    expect(await unread(busy.contacts[9].contactId, 'company')).toBe(0);
  });
});
