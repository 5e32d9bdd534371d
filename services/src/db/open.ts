// Opens the SQLite database (WAL, foreign keys, busy timeout), registers the SQL functions the
// queries use (da_lower) and applies the checked-in migrations. Called by the db plugin, the seed
// command and tests; never at import time.
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as schema from './schema/index.js';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
/** A drizzle transaction on the database (what `db.transaction(tx => …)` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction on it: reads work on both. */
export type Reader = Pick<Db, 'select'>;

export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** da_lower(text): lower case for Danish letters too (SQLite's own lower() only folds ASCII). */
function registerDanishLower(sqlite: Database.Database): void {
  sqlite.function('da_lower', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? text.toLocaleLowerCase('da-DK') : text,
  );
}

export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  registerDanishLower(sqlite);
  const db = drizzle(sqlite, { schema, casing: 'snake_case' });
  migrate(db, { migrationsFolder });
  return db;
}
