// Opens the PostgreSQL database of DATABASE_URL (issue 11): a `pg` pool, the checked-in PostgreSQL
// migrations applied (drizzle's node-postgres migrator, under an advisory lock so two starting
// processes do not both migrate), and the store over it. Routes see the same store as on SQLite.
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { postgresExecutor, postgresPool, takeConnection } from './engine/postgres-executor.js';
import { createStore } from './engine/store.js';
import { migrationsPgFolder, type Db } from './open.js';

/** Any number of ours: only migrations take this lock. */
const MIGRATION_LOCK = 7_140_311;

/** `onIdleError` hears of a pooled connection the server ended while idle (the pool replaces it). */
export async function openPostgres(
  url: string,
  poolSize: number,
  onIdleError?: (error: Error) => void,
): Promise<Db> {
  const pool = postgresPool(url, poolSize, onIdleError);
  try {
    const client = await takeConnection(pool);
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      try {
        await migrate(drizzle(client), { migrationsFolder: migrationsPgFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      }
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return createStore(postgresExecutor(pool));
}
