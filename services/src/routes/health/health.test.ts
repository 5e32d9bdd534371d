// The probes: /healthz while the process is up; /readyz only with a reachable database that has
// every migration (503 when a migration is missing or the database is closed).
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/helpers.js';
import { sqlRun } from '../../test/sql.js';

let app: FastifyInstance;
afterEach(async () => {
  await app.close().catch(() => undefined);
});

describe('GET /healthz and /readyz', () => {
  it('answer ok for a running service with a migrated database, without a session', async () => {
    app = await buildTestApp();
    for (const url of ['/healthz', '/readyz']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('/readyz answers 503 when the newest migration is missing, /healthz still ok', async () => {
    app = await buildTestApp();
    // drizzle's bookkeeping table: PostgreSQL keeps it in the `drizzle` schema.
    const table = app.db.engine === 'postgres' ? 'drizzle.__drizzle_migrations' : '__drizzle_migrations';
    await sqlRun(app.db, `delete from ${table} where created_at = (select max(created_at) from ${table})`);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'unavailable' });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('/readyz answers 503 when the database cannot be read', async () => {
    app = await buildTestApp();
    await app.db.close();
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
  });
});
