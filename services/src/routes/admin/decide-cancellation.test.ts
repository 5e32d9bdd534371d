// POST /api/admin/annulleringer/:id/beslutning: only the administrator decides, only on a pending
// request, with a reason. Approve cancels the contact and the job; reject restores the contact's
// state from before the request. The customer and the company are both told, with the reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { adminAgent } from '../../test/admin-login.js';
import { type Agent, loggedIn, manyLogins, startTestApp, visitor } from '../../test/helpers.js';
import { marketplace, pendingCancellation, type Marketplace } from '../../test/job-fixtures.js';
import { renderedOutbox } from '../../test/outbox.js';
import { sqlOne } from '../../test/sql.js';

let app: FastifyInstance;
let m: Marketplace;
let admin: Agent;

const one = async <T>(sql: string, ...params: unknown[]): Promise<T> =>
  sqlOne<T>(await renderedOutbox(app), sql, ...params);

/** An assigned job whose chosen company asked to cancel, coming from `previous`. */
const pendingRequest = (previous: 'confirmed' | 'changes_proposed' = 'confirmed') =>
  pendingCancellation(app, m, { previousState: previous });

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  m = await marketplace(app, 1);
  admin = await adminAgent(app);
});
afterAll(() => app.close());

describe('deciding a cancellation', () => {
  it('approve: cancels the contact and the job, and tells both sides with the reason', async () => {
    const { jobId, contactId, id } = await pendingRequest();
    const response = await admin.post(`/api/admin/annulleringer/${id}/beslutning`, {
      decision: 'approve',
      reason: 'Kunden bekræfter aflysningen.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'success',
      message: expect.stringContaining('er godkendt'),
      cancellation_id: id,
      status: 'approved',
      contact_state: 'cancelled',
      job_status: 'cancelled',
    });
    expect(await one('select state from contacts where id = ?', contactId)).toEqual({ state: 'cancelled' });
    expect(await one('select status from jobs where id = ?', jobId)).toEqual({ status: 'cancelled' });
    expect(await one('select status, decision_reason from cancellations where id = ?', id)).toEqual({
      status: 'approved',
      decision_reason: 'Kunden bekræfter aflysningen.',
    });
    for (const email of [m.customer.email, m.companies[0].email]) {
      const mail = await one<{ body: string }>(
        "select body from outbox where recipient = ? and subject = 'Annulleringen er godkendt' order by id desc",
        email,
      );
      expect(mail.body).toContain('Kunden bekræfter aflysningen.');
    }
  });

  it("reject: restores the contact's earlier state and keeps the job", async () => {
    const { jobId, contactId, id } = await pendingRequest('changes_proposed');
    const response = await admin.post(`/api/admin/annulleringer/${id}/beslutning`, {
      decision: 'reject',
      reason: 'Der er aftalt en startdato.',
    });
    expect(response.json()).toMatchObject({
      status: 'rejected',
      contact_state: 'changes_proposed',
      job_status: 'assigned',
    });
    expect(await one('select state from contacts where id = ?', contactId)).toEqual({
      state: 'changes_proposed',
    });
    expect(await one('select status from jobs where id = ?', jobId)).toEqual({ status: 'assigned' });
    expect(
      (await one<{ n: number }>("select count(*) n from outbox where subject = 'Annulleringen er afvist'")).n,
    ).toBe(2);
  });

  it("the decision and its reason appear in the company's messages, not in the customer's (she is told by mail)", async () => {
    const { id } = await pendingRequest();
    await admin.post(`/api/admin/annulleringer/${id}/beslutning`, {
      decision: 'reject',
      reason: 'Kunden har bekræftet datoen & prisen.',
    });
    const messagesOf = async (account: typeof m.customer) =>
      (
        await (await loggedIn(app, account)).post('/bruger2/show_message_modal', { user_id: m.customer.id })
      ).json().html as string;
    const company = await messagesOf(m.companies[0]);
    expect(company).toContain('Opgavetorvet har afvist annulleringen af opgaven');
    expect(company).toContain('Begrundelse: Kunden har bekræftet datoen &amp; prisen.');
    expect(await messagesOf(m.customer)).not.toContain('Opgavetorvet har afvist annulleringen');
  });

  it('decides a request once: a second or parallel decision is refused and changes nothing', async () => {
    const { contactId, id } = await pendingRequest();
    const replies = await Promise.all([
      admin.post(`/api/admin/annulleringer/${id}/beslutning`, { decision: 'approve', reason: 'Ja' }),
      admin.post(`/api/admin/annulleringer/${id}/beslutning`, { decision: 'reject', reason: 'Nej' }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = replies.find((r) => r.statusCode === 409);
    expect(refused?.json()).toEqual({ type: 'error', message: 'Annulleringen er allerede afgjort' });
    const state = (await one<{ state: string }>('select state from contacts where id = ?', contactId)).state;
    expect(['cancelled', 'confirmed']).toContain(state);
  });

  it('answers 404 for an unknown request', async () => {
    const response = await admin.post('/api/admin/annulleringer/999999/beslutning', {
      decision: 'approve',
      reason: 'x',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('who may decide, and bad input', () => {
  it('answers 401 to a visitor and 403 to a customer or a company, and changes nothing', async () => {
    const { id } = await pendingRequest();
    const body = { decision: 'approve', reason: 'x' };
    expect(
      (await (await visitor(app)).post(`/api/admin/annulleringer/${id}/beslutning`, body)).statusCode,
    ).toBe(401);
    expect(
      (await (await loggedIn(app, m.customer)).post(`/api/admin/annulleringer/${id}/beslutning`, body))
        .statusCode,
    ).toBe(403);
    expect(
      (await (await loggedIn(app, m.companies[0])).post(`/api/admin/annulleringer/${id}/beslutning`, body))
        .statusCode,
    ).toBe(403);
    expect(await one('select status from cancellations where id = ?', id)).toEqual({ status: 'pending' });
  });

  it('needs a decision of approve or reject and a reason', async () => {
    const { id } = await pendingRequest();
    const blank = await admin.post(`/api/admin/annulleringer/${id}/beslutning`, {
      decision: 'approve',
      reason: '  ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ type: 'error', message: 'Skriv venligst en begrundelse for afgørelsen' });
    const cases: [Record<string, unknown>, string][] = [
      [{ decision: 'approve' }, 'Feltet begrundelse skal udfyldes'],
      [{ decision: 'maybe', reason: 'x' }, 'Feltet afgørelse er ugyldigt'],
      [{ decision: 'approve', reason: 'x'.repeat(2001) }, 'Feltet begrundelse må højst være 2000 tegn'],
      [{ decision: 'approve', reason: 'x', notify: false }, 'Feltet notify er ikke tilladt'],
    ];
    for (const [body, message] of cases) {
      const response = await admin.post(`/api/admin/annulleringer/${id}/beslutning`, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ type: 'validation_errors', messages: [message] });
    }
    admin.lang = 'en';
    expect(
      (
        await admin.post(`/api/admin/annulleringer/${id}/beslutning`, { decision: 'reject', reason: ' ' })
      ).json().message,
    ).toBe('Please give a reason for the decision');
    admin.lang = null;
    expect(await one('select status from cancellations where id = ?', id)).toEqual({ status: 'pending' });
  });
});
