// The engines a store test runs on: SQLite in memory always; PostgreSQL too when the run has a
// server (TEST_DATABASE_URL, or PG_TEST_CLUSTER=1 for a cluster of this test file's own), each
// store on a fresh database with the PostgreSQL migrations applied and dropped when it closes.
import { afterAll } from 'vitest';
import { freshPgDatabase, pgSkipReason, pgTestServer, type PgServer } from './pg-database.js';
import { openSqlite } from '../db/open.js';
import { postgresExecutor, postgresPool } from '../db/engine/postgres-executor.js';
import { sqliteExecutor } from '../db/engine/sqlite-executor.js';
import { createStore, type Store } from '../db/engine/store.js';

export type EngineFactory = { name: string; open: () => Promise<Store> };

const sqlite: EngineFactory = {
  name: 'SQLite',
  open: async () => createStore(sqliteExecutor(openSqlite(':memory:'))),
};

let server: Promise<PgServer> | undefined;

const postgres: EngineFactory = {
  name: 'PostgreSQL',
  open: async () => {
    server ??= pgTestServer();
    const database = await freshPgDatabase((await server).url);
    const store = createStore(postgresExecutor(postgresPool(database.url, 4)));
    const closeStore = store.close;
    return Object.assign(store, {
      close: async () => {
        await closeStore();
        await database.drop();
      },
    });
  },
};

/** SQLite, and PostgreSQL when the run has one (stopped after the file's tests if it started it). */
export function engineFactories(): EngineFactory[] {
  if (pgSkipReason !== undefined) return [sqlite];
  afterAll(async () => {
    if (server !== undefined) await (await server).stop();
    server = undefined;
  });
  return [sqlite, postgres];
}
