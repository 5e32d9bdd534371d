// Issue 10, defect 6: the administrator's decision on a company's cancel request shows on the
// company's won job (GET /api/firma/vundne): a rejection with its reason leaves a trace as an
// approval does; a job without a decided request says none; another company sees none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { type Agent, createAccount, loggedIn, manyLogins, startTestApp } from '../../test/helpers.js';
import { marketplace, pendingCancellation, type Marketplace } from '../../test/job-fixtures.js';

let app: FastifyInstance;
let m: Marketplace;
let admin: Agent;
let firma: Agent;

/** A won job of the first company whose cancel request waits for the administrator. */
const pendingRequest = () => pendingCancellation(app, m);

type Won = { contact_id: number; state: string; cancel_decision: unknown };
const wonJob = async (agent: Agent, contactId: number): Promise<Won | undefined> =>
  ((await agent.get('/api/firma/vundne')).json().jobs as Won[]).find((job) => job.contact_id === contactId);

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  m = await marketplace(app, 2);
  admin = await loggedIn(app, await createAccount(app, 'admin'));
  firma = await loggedIn(app, m.companies[0]);
});
afterAll(() => app.close());

describe("the administrator's decision on the company's won job", () => {
  it('a rejected cancellation shows the decision and the reason, and the job goes on', async () => {
    const { contactId, id } = await pendingRequest();
    expect(await wonJob(firma, contactId)).toMatchObject({ state: 'cancel_pending', cancel_decision: null });
    const decided = await admin.post(`/api/admin/annulleringer/${id}/beslutning`, {
      decision: 'reject',
      reason: 'Der er aftalt en startdato.',
    });
    expect(decided.statusCode).toBe(200);
    expect(await wonJob(firma, contactId)).toMatchObject({
      state: 'confirmed',
      cancel_decision: {
        status: 'rejected',
        reason: 'Der er aftalt en startdato.',
        decided_at: expect.any(Number),
      },
    });
  });

  it('an approved cancellation shows the same way', async () => {
    const { contactId, id } = await pendingRequest();
    await admin.post(`/api/admin/annulleringer/${id}/beslutning`, {
      decision: 'approve',
      reason: 'Kunden bekræfter aflysningen.',
    });
    expect(await wonJob(firma, contactId)).toMatchObject({
      state: 'cancelled',
      cancel_decision: { status: 'approved', reason: 'Kunden bekræfter aflysningen.' },
    });
  });

  it("another company's list does not carry the decision", async () => {
    const { contactId, id } = await pendingRequest();
    await admin.post(`/api/admin/annulleringer/${id}/beslutning`, { decision: 'reject', reason: 'Nej.' });
    const other = await loggedIn(app, m.companies[1]);
    expect(await wonJob(other, contactId)).toBeUndefined();
  });
});
