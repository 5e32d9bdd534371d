// GET /api/admin/annulleringer on the demo data: only the administrator sees the pending
// cancellation requests, oldest first, each with its job, company and customer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { demoEmails } from '../../db/seed/index.js';
import { type Agent, demoLogin, startDemoApp, visitor } from '../../test/helpers.js';
import { sqlAll, sqlRun } from '../../test/sql.js';

let app: FastifyInstance;
let admin: Agent;

beforeAll(async () => {
  app = await startDemoApp();
  admin = await demoLogin(app, demoEmails.admin);
});
afterAll(() => app.close());

describe('GET /api/admin/annulleringer', () => {
  it('lists every pending cancellation request, oldest first, with job, company and customer', async () => {
    const response = await admin.get('/api/admin/annulleringer');
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    const pending = await sqlAll<Record<string, unknown>>(
      app.db,
      `select x.id, x.text, j.id job_id, j.headline, f.name company_name, u.name user_name
      from cancellations x join contacts c on c.id = x.contact_id join jobs j on j.id = c.job_id
      join companies f on f.id = c.company_id join users u on u.id = j.user_id
      where x.status = 'pending' order by x.created_at, x.id`,
    );
    expect(pending.length).toBeGreaterThan(1);
    expect(items.map((i: { cancellation_id: number }) => i.cancellation_id)).toEqual(
      pending.map((p) => p.id),
    );
    expect(items[0]).toMatchObject({
      job_id: pending[0].job_id,
      headline: pending[0].headline,
      company_name: pending[0].company_name,
      user_name: pending[0].user_name,
      text: pending[0].text,
    });
    const created = items.map((i: { created_at: number }) => i.created_at);
    expect(created).toEqual([...created].sort((a, b) => a - b));
  });

  it('drops a request once it has been decided', async () => {
    const { items } = (await admin.get('/api/admin/annulleringer')).json();
    await sqlRun(
      app.db,
      "update cancellations set status = 'approved', decided_at = unixepoch() where id = ?",
      items[0].cancellation_id,
    );
    const after = (await admin.get('/api/admin/annulleringer')).json().items;
    expect(after.map((i: { cancellation_id: number }) => i.cancellation_id)).toEqual(
      items.slice(1).map((i: { cancellation_id: number }) => i.cancellation_id),
    );
  });

  it('answers 401 without a login and 403 to a customer or a company', async () => {
    const anonymous = await (await visitor(app)).get('/api/admin/annulleringer');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ type: 'error', message: 'Log venligst ind for at fortsætte' });
    for (const email of [demoEmails.user, demoEmails.company]) {
      const response = await (await demoLogin(app, email)).get('/api/admin/annulleringer');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ type: 'error', message: 'Du har ikke adgang til dette' });
    }
  });
});
