// A connection taken from the pool (a transaction's, the migrations') that the server ends while
// it is taken: the error is heard instead of ending the process, the connection's next statement
// fails, and it is closed at its release rather than handed to the next caller.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  freshPgDatabase,
  pgSkipReason,
  pgTestServer,
  type PgServer,
  type PgTestDatabase,
} from '../../test/pg-database.js';
import { postgresPool, takeConnection } from './postgres-executor.js';

describe.skipIf(pgSkipReason)('a connection taken from the pool', () => {
  let server: PgServer | undefined;
  let database: PgTestDatabase | undefined;

  beforeAll(async () => {
    server = await pgTestServer();
    database = await freshPgDatabase(server.url, { migrated: false });
  });
  afterAll(async () => {
    await database?.drop();
    await server?.stop();
  });

  it('is closed, not reused, when the server ended it while it was taken', async () => {
    const pool = postgresPool(database?.url ?? '', 2);
    try {
      const taken = await takeConnection(pool);
      const { pid } = (await taken.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0];
      await pool.query('select pg_terminate_backend($1)', [pid]);
      await vi.waitFor(() => expect(taken.lost).toBeInstanceOf(Error));
      await expect(taken.query('select 1')).rejects.toThrow();
      taken.release();
      expect(pool.totalCount).toBe(1);
      const next = await takeConnection(pool);
      expect((await next.query<{ one: number }>('select 1 as one')).rows[0].one).toBe(1);
      expect((await next.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid).not.toBe(pid);
      next.release();
    } finally {
      await pool.end();
    }
  });
});
