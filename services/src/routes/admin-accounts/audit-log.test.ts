// Issue 33, the audit log can be searched: every row names the administrator who acted; the search
// finds rows by who (part of the name or e-mail), what (part of the action), the record ('company'
// or 'company 12') and a span of Danish days, newest first, 50 a page.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { fromWallClock } from '../../lib/danish.js';
import { type Agent, createAccount, loggedIn, manyLogins, startTestApp } from '../../test/helpers.js';

let app: FastifyInstance;
let agent: Agent;
let lone: number;
let niels: number;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  const first = await createAccount(app, 'admin', {
    name: 'Lone Administrator',
    email: 'lone@opgavetorvet.dk',
  });
  const second = await createAccount(app, 'admin', { name: 'Niels Nyansat', email: 'niels@opgavetorvet.dk' });
  lone = first.id;
  niels = second.id;
  agent = await loggedIn(app, first);
  const at = (day: number, hour = 12) => fromWallClock(2026, 3, day, hour);
  await app.db
    .insert(auditLog)
    .values([
      {
        actorId: lone,
        action: 'company.block',
        targetType: 'company',
        targetId: 12,
        after: { reason: 'Snyd' },
        createdAt: at(1),
      },
      { actorId: niels, action: 'company.credit', targetType: 'company', targetId: 12, createdAt: at(2) },
      { actorId: niels, action: 'company.block', targetType: 'company', targetId: 7, createdAt: at(3) },
      {
        actorId: lone,
        action: 'cancellation.decide',
        targetType: 'cancellation',
        targetId: 12,
        createdAt: at(4, 0),
      },
      ...Array.from({ length: 55 }, (_, i) => ({
        actorId: lone,
        action: 'outbox.resend',
        targetType: 'outbox',
        targetId: i + 1,
        createdAt: at(10) + i,
      })),
    ])
    .run();
});
afterAll(() => app.close());

const search = async (params: Record<string, string>) => {
  const reply = await agent.get(`/api/admin/log?${new URLSearchParams(params).toString()}`);
  expect(reply.statusCode).toBe(200);
  return reply.json() as {
    rows: { action: string; target_type: string; target_id: number; actor_name: string; actor_id: number }[];
    total: number;
    page: number;
    page_size: number;
  };
};
const ids = (reply: Awaited<ReturnType<typeof search>>) =>
  reply.rows.map(
    (row) => `${row.actor_id === lone ? 'lone' : 'niels'} ${row.action} ${row.target_type} ${row.target_id}`,
  );

describe('the audit log', () => {
  it('names who acted on every row, newest first, 50 a page', async () => {
    const all = await search({});
    expect(all.total).toBe(59);
    expect(all.rows).toHaveLength(50);
    expect(all.rows[0]).toMatchObject({
      action: 'outbox.resend',
      target_id: 55,
      actor_name: 'Lone Administrator',
    });
    const last = await search({ page: '2' });
    expect(last.rows).toHaveLength(9);
    expect(ids(last).slice(-4)).toEqual([
      'lone cancellation.decide cancellation 12',
      'niels company.block company 7',
      'niels company.credit company 12',
      'lone company.block company 12',
    ]);
    for (const row of [...all.rows, ...last.rows]) expect(row.actor_name).not.toBe('');
  });

  it('finds rows by who, what, record and days', async () => {
    expect(ids(await search({ who: 'NIELS' }))).toEqual([
      'niels company.block company 7',
      'niels company.credit company 12',
    ]);
    expect(ids(await search({ who: 'lone@opgave', what: 'block' }))).toEqual([
      'lone company.block company 12',
    ]);
    expect(ids(await search({ target: 'company 12' }))).toEqual([
      'niels company.credit company 12',
      'lone company.block company 12',
    ]);
    expect((await search({ target: 'company' })).total).toBe(3);
    // 2 March to 4 March, Danish days: the decision at midnight on the 4th is inside.
    expect(ids(await search({ from: '2026-03-02', to: '2026-03-04' }))).toEqual([
      'lone cancellation.decide cancellation 12',
      'niels company.block company 7',
      'niels company.credit company 12',
    ]);
    expect((await search({ from: '2026-03-05', to: '2026-03-09' })).total).toBe(0);
  });

  it('refuses a date that is no date', async () => {
    expect((await agent.get('/api/admin/log?from=2026-13-01')).statusCode).toBe(400);
    expect((await agent.get('/api/admin/log?to=1.3.2026')).statusCode).toBe(400);
  });
});
