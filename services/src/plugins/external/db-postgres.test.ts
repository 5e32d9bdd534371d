// Rule: with DATABASE_URL the service runs on PostgreSQL: the migrations are applied at start, the
// Danish demo data is seeded into the empty database, readyz answers ready, and a demo login works
// with its session kept there (some routes' SQLite-only SQL is still being moved, issue 11).
// Runs when the test run has a PostgreSQL server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { demoLogin } from '../../test/helpers.js';
import { freshPgDatabase, pgSkipReason, pgTestServer, type PgServer } from '../../test/pg-database.js';

describe.skipIf(pgSkipReason)('the service on PostgreSQL (DATABASE_URL)', () => {
  let server: PgServer;
  let app: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    server = await pgTestServer();
    const database = await freshPgDatabase(server.url, { migrated: false });
    drop = () => database.drop();
    app = await buildApp({
      env: {},
      databaseUrl: database.url,
      seedDemo: true,
      logger: { level: 'error' },
      renderThread: false,
    });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await drop?.();
    await server?.stop();
  });

  it('migrates and seeds the empty database, and says it is ready', async () => {
    expect(app.db.engine).toBe('postgres');
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('logs a demo account in and keeps its session in PostgreSQL', async () => {
    const agent = await demoLogin(app, 'bruger@demo.dk');
    const session = await agent.get('/api/session');
    expect(session.json()).toMatchObject({ user: { email: 'bruger@demo.dk', role: 'user' } });
  });
});
