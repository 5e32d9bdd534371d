// PostgreSQL for tests (issue 11): the server is TEST_DATABASE_URL (CI starts one with
// scripts/pg-cluster.mjs), or with PG_TEST_CLUSTER=1 a throw-away cluster this test file starts and
// stops itself; each test file then gets a fresh empty database on it (opg_test_<random>) with the
// PostgreSQL migrations applied by drizzle's node-postgres migrator, dropped afterwards.
import { randomBytes } from 'node:crypto';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { postgresPool } from '../db/engine/postgres-executor.js';
import { migrationsPgFolder } from '../db/open.js';
import { databaseUrl, onServer, startThrowAwayCluster } from './pg-admin.js';

export { migrationsPgFolder };

/** Why PostgreSQL tests are skipped, or undefined when a server is configured. */
export const pgSkipReason =
  process.env.TEST_DATABASE_URL || process.env.PG_TEST_CLUSTER === '1'
    ? undefined
    : 'no PostgreSQL: set TEST_DATABASE_URL (node scripts/pg-cluster.mjs start) or PG_TEST_CLUSTER=1';

export interface PgServer {
  url: string;
  /** Stops the cluster when this file started it; nothing for TEST_DATABASE_URL. */
  stop(): Promise<void>;
}

/** The server to create test databases on (see the module comment); throws when none is configured. */
export async function pgTestServer(): Promise<PgServer> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return { url, stop: async () => {} };
  if (process.env.PG_TEST_CLUSTER !== '1') throw new Error(pgSkipReason);
  return startThrowAwayCluster();
}

export interface PgTestDatabase {
  url: string;
  pool: pg.Pool;
  db: NodePgDatabase;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

/** A new empty database on the server, migrated unless `migrated: false`. */
export async function freshPgDatabase(
  serverUrl: string,
  { migrated = true }: { migrated?: boolean } = {},
): Promise<PgTestDatabase> {
  const name = `opg_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = databaseUrl(serverUrl, name);
  // The service's own pool: it hears the errors of connections the server ends, as the drop below
  // does to any still closing after `pool.end()` (which does not wait for them).
  const pool = postgresPool(url, 4);
  const db = drizzle(pool);
  const drop = async () => {
    await pool.end();
    await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
  };
  try {
    if (migrated) await migrate(db, { migrationsFolder: migrationsPgFolder });
  } catch (error) {
    await drop();
    throw error;
  }
  return { url, pool, db, drop };
}

/** The API suite's engine: TEST_DB=postgres runs every test app on PostgreSQL (TEST_DATABASE_URL). */
export const testOnPostgres = process.env.TEST_DB === 'postgres';

let template: Promise<string> | undefined;

/** A migrated database per worker, the template each test app's database is copied from. */
function migratedTemplate(serverUrl: string): Promise<string> {
  template ??= (async () => {
    const fresh = await freshPgDatabase(serverUrl);
    await fresh.pool.end();
    return new URL(fresh.url).pathname.slice(1);
  })();
  return template;
}

/** A fresh migrated database for one test app (a copy of the template), dropped by `drop`. */
export async function pgAppDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (node scripts/pg-cluster.mjs start)');
  const source = await migratedTemplate(serverUrl);
  const name = `opg_app_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}" template "${source}"`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}
