// The customer's own complaints are read in a fixed number of statements (issue 29; CONVENTIONS: a
// page's number of statements does not grow with its rows): five answered complaints take as many
// as one, and each complaint still carries its own thread, its text first and then the answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { type Agent, createAccount, loggedIn, manyLogins, startTestApp } from '../../test/helpers.js';
import { statementsOf } from '../../test/statement-count.js';

let app: FastifyInstance;
let customer: Agent;
let admin: Agent;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  customer = await loggedIn(app, await createAccount(app, 'user', { name: 'Karen Kunde' }));
  admin = await loggedIn(app, await createAccount(app, 'admin'));
});
afterAll(() => app.close());

/** A complaint of the customer with one answer from Opgavetorvet. */
async function answeredComplaint(text: string): Promise<void> {
  const sent = await customer.post('/bruger/complaintsend', {
    company_name: 'Et Firma ApS',
    text,
    user_name: 'Karen Kunde',
  });
  expect(sent.statusCode).toBe(200);
  const { complaints } = (await customer.get('/api/bruger/klager')).json();
  const answer = await admin.post(`/api/admin/henvendelser/complaint/${complaints[0].complaint_id}/svar`, {
    text: `Svar på ${text}`,
  });
  expect(answer.statusCode).toBe(200);
}

async function statementsOfList(): Promise<string[]> {
  return await statementsOf(app.db, async () => {
    expect((await customer.get('/api/bruger/klager')).statusCode).toBe(200);
  });
}

describe("the customer's own complaints", () => {
  it('five complaints with answers take as many statements as one', async () => {
    await answeredComplaint('Klage 1');
    const forOne = await statementsOfList();
    for (const n of [2, 3, 4, 5]) await answeredComplaint(`Klage ${n}`);
    const forFive = await statementsOfList();
    expect(forOne.length).toBeGreaterThan(0);
    expect(forFive).toHaveLength(forOne.length);
  });

  it('each complaint shows its own text and then its own answer', async () => {
    const { complaints } = (await customer.get('/api/bruger/klager')).json();
    expect(complaints).toHaveLength(5);
    for (const complaint of complaints) {
      const text: string = complaint.messages[0].body;
      expect(complaint.messages).toMatchObject([
        { sender: 'user', body: text },
        { sender: 'staff', body: `Svar på ${text}` },
      ]);
    }
  });
});
