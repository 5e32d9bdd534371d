// /admin/annulleringer's data: a pending request carries its reason category and whether the
// customer wants a new company; a decided one moves to GET /api/admin/annulleringer/afgjorte with
// who decided, when, the decision and its reason; every decision writes an audit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { adminLogin } from '../../test/admin-login.js';
import { type Agent, manyLogins, startTestApp } from '../../test/helpers.js';
import { marketplace, pendingCancellation, type Marketplace } from '../../test/job-fixtures.js';
import { sqlAll, sqlRun } from '../../test/sql.js';

let app: FastifyInstance;
let m: Marketplace;
let admin: Agent;
let adminId: number;

const pendingRequest = (optionSelect: number, optionNewOne: boolean, appointmentAt: number | null = null) =>
  pendingCancellation(app, m, {
    text: 'Kunden har fundet en anden.',
    optionSelect,
    optionNewOne,
    appointmentAt,
  });

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  m = await marketplace(app, 1);
  const { account, agent } = await adminLogin(app, { name: 'Anne Admin' });
  adminId = account.id;
  admin = agent;
});
afterAll(() => app.close());

describe('cancellations for the administrator', () => {
  it('a pending request shows its reason category and whether the customer wants a new company', async () => {
    const wants = await pendingRequest(1, true, 1_795_000_000);
    const plain = await pendingRequest(4, false);
    const { items } = (await admin.get('/api/admin/annulleringer')).json();
    expect(items.find((i: { cancellation_id: number }) => i.cancellation_id === wants.id)).toMatchObject({
      option_select: 1,
      option_new_one: true,
      // The date the company says it had agreed with the customer.
      appointment_at: 1_795_000_000,
    });
    expect(items.find((i: { cancellation_id: number }) => i.cancellation_id === plain.id)).toMatchObject({
      option_select: 4,
      option_new_one: false,
      appointment_at: null,
    });
  });

  it('a decided request leaves the pending list and is kept with who, when, the decision and the reason', async () => {
    const { id, jobId } = await pendingRequest(3, true);
    expect(
      (await admin.get('/api/admin/annulleringer/afgjorte'))
        .json()
        .items.map((i: { cancellation_id: number }) => i.cancellation_id),
    ).not.toContain(id);
    await admin.post(`/api/admin/annulleringer/${id}/beslutning`, {
      decision: 'reject',
      reason: 'Aftalen står ved magt.',
    });
    const pending = (await admin.get('/api/admin/annulleringer')).json().items;
    expect(pending.map((i: { cancellation_id: number }) => i.cancellation_id)).not.toContain(id);
    const decided = (await admin.get('/api/admin/annulleringer/afgjorte')).json().items;
    expect(decided[0]).toEqual({
      cancellation_id: id,
      job_id: jobId,
      headline: expect.any(String),
      company_name: expect.any(String),
      user_name: expect.any(String),
      text: 'Kunden har fundet en anden.',
      option_select: 3,
      option_new_one: true,
      appointment_at: null,
      status: 'rejected',
      decision_reason: 'Aftalen står ved magt.',
      decided_by: 'Anne Admin',
      decided_at: expect.any(Number),
      created_at: expect.any(Number),
    });
    expect(Math.abs(decided[0].decided_at - Date.now() / 1000)).toBeLessThan(120);
  });

  it('lists the newest decision first', async () => {
    const first = await pendingRequest(5, false);
    const second = await pendingRequest(6, false);
    await admin.post(`/api/admin/annulleringer/${first.id}/beslutning`, {
      decision: 'approve',
      reason: 'Først',
    });
    await admin.post(`/api/admin/annulleringer/${second.id}/beslutning`, {
      decision: 'approve',
      reason: 'Sidst',
    });
    await sqlRun(app.db, 'update cancellations set decided_at = decided_at - 10 where id = ?', first.id);
    const ids = (await admin.get('/api/admin/annulleringer/afgjorte'))
      .json()
      .items.map((i: { cancellation_id: number }) => i.cancellation_id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  });

  it('a decision writes an audit row in its transaction; a refused one writes none', async () => {
    const { id } = await pendingRequest(1, false);
    await admin.post(`/api/admin/annulleringer/${id}/beslutning`, { decision: 'approve', reason: 'Ja' });
    await admin.post(`/api/admin/annulleringer/${id}/beslutning`, { decision: 'reject', reason: 'Nej' });
    const rows = await sqlAll<{ actor_id: number; action: string; before: string; after: string }>(
      app.db,
      "select actor_id, action, before, after from audit_log where target_type = 'cancellation' and target_id = ?",
      id,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_id: adminId, action: 'cancellation.decide' });
    expect(JSON.parse(rows[0].before)).toEqual({
      status: 'pending',
      contact_state: 'cancel_pending',
      job_status: 'assigned',
    });
    expect(JSON.parse(rows[0].after)).toEqual({
      status: 'approved',
      reason: 'Ja',
      contact_state: 'cancelled',
      job_status: 'cancelled',
    });
  });
});
