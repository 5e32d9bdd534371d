// Test fixtures of the help inbox: one of each kind sent the way the company or customer sends it
// (a support case, a complaint of a logged-in customer, a company's answer on an overdue ticket),
// an administrator, and setting an item's last activity so the order can be checked.
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { adminLogin } from '../../../test/admin-login.js';
import { type Agent, manyLogins, startTestApp } from '../../../test/helpers.js';
import { addCategory, addContact, addJob, createWorld, type World } from '../../../test/fixtures.js';
import { sqlAll, sqlOne, sqlRun } from '../../../test/sql.js';

export interface HelpWorld extends World {
  app: FastifyInstance;
  admin: Agent;
  adminId: number;
}

export async function helpWorld(): Promise<HelpWorld> {
  const app = await startTestApp(manyLogins);
  const world = await createWorld(app);
  const { account, agent } = await adminLogin(app, { name: 'Anne Admin' });
  return { ...world, app, admin: agent, adminId: account.id };
}

export async function raiseCase(w: HelpWorld, subject = 'Forkert pris på profilen'): Promise<number> {
  const response = await w.firma.post('/api/firma/supportsager', {
    subject,
    message: 'Hej, vores pris er forkert.',
  });
  expect(response.statusCode).toBe(200);
  return response.json().supportcase_id;
}

export async function complain(
  w: HelpWorld,
  agent: Agent = w.bruger,
  text = 'Firmaet kom aldrig.',
): Promise<number> {
  const response = await agent.post('/bruger/complaintsend', {
    company_name: 'Et Firma ApS',
    text,
    user_name: 'Karen Kunde',
  });
  expect(response.statusCode).toBe(200);
  return (await sqlOne<{ id: number }>(w.app.db, 'select max(id) id from complaints')).id;
}

/** An overdue won job of the first company whose ticket the company answered; the contact's id. */
export async function answeredTicket(
  w: HelpWorld,
  text = 'Vi mangler materialer.',
): Promise<{ contactId: number; jobId: number }> {
  const jobId = await addJob(w.app, w.brugerAccount.id, await addCategory(w.app));
  const contactId = await addContact(w.app, jobId, w.firmaAccount.companyId, {
    state: 'confirmed',
    isWinner: true,
    expectedEndAt: Math.floor(Date.now() / 1000) - 3 * 86400,
  });
  const body = { text, job_id: jobId, company_id: w.firmaAccount.companyId, contact_id: contactId };
  expect((await w.firma.post('/ajax/firma/sendtiketstatus', body)).statusCode).toBe(200);
  return { contactId, jobId };
}

/** Moves every message of an item (and the item) to `at`, so the inbox order is known. */
export async function setActivity(
  app: FastifyInstance,
  kind: 'support_case' | 'complaint' | 'ticket',
  id: number,
  at: number,
): Promise<void> {
  const run = (sql: string) => sqlRun(app.db, sql, at, id);
  if (kind === 'support_case') {
    await run('update support_cases set created_at = ? where id = ?');
    await run('update support_messages set created_at = ? where case_id = ?');
  } else if (kind === 'complaint') {
    await run('update complaints set created_at = ? where id = ?');
    await run('update complaint_messages set created_at = ? where complaint_id = ?');
  } else await run('update tickets set created_at = ? where contact_id = ?');
}

export function auditRows(app: FastifyInstance, targetType: string, targetId: number) {
  return sqlAll<{ actor_id: number; action: string; before: string; after: string }>(
    app.db,
    'select actor_id, action, before, after from audit_log where target_type = ? and target_id = ? order by id',
    targetType,
    targetId,
  );
}
