// Opens the SQLite database (WAL, foreign keys, busy timeout), registers the SQL functions the
// queries use (da_lower) and applies the checked-in migrations. Called by the db plugin, the seed
// command and tests; never at import time.
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { startCheckpointThread } from './checkpointer.js';
import type { OutageLog } from '../lib/outage/outage-watch.js';
import { sqliteExecutor } from './engine/sqlite-executor.js';
import { createStore, type Store, type StoreTx } from './engine/store.js';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as schema from './schema/index.js';

/** The database: the engine-neutral store (db/engine/store.ts); every statement is awaited. */
export type Db = Store;
/** A drizzle transaction on the database (what `db.transaction(async tx => …)` hands its callback). */
export type Tx = StoreTx;
/** The database or a transaction on it: reads work on both. */
export type Reader = Pick<Db, 'select'>;

export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');
export const migrationsPgFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations-pg');

/** da_lower(text): lower case for Danish letters too (SQLite's own lower() only folds ASCII). */
function registerDanishLower(sqlite: Database.Database): void {
  sqlite.function('da_lower', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? text.toLocaleLowerCase('da-DK') : text,
  );
}

/** The migrated SQLite connection itself (the store's engine; tests that compare schemas read it). */
export function openSqlite(file: string): Database.Database {
  if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  registerDanishLower(sqlite);
  migrate(drizzle(sqlite, { schema, casing: 'snake_case' }), { migrationsFolder });
  return sqlite;
}

export interface OpenOptions {
  /** Checkpoints on a thread of their own (checkpointer.ts); only for a file, not `:memory:`. */
  checkpointThread?: boolean;
  /** Where the checkpoint thread's failures are told. */
  log?: OutageLog;
}

export function openDatabase(file: string, options: OpenOptions = {}): Db {
  const sqlite = openSqlite(file);
  const checkpoints =
    options.checkpointThread && file !== ':memory:' ? startCheckpointThread(sqlite, file, options.log) : null;
  return createStore(sqliteExecutor(sqlite, () => checkpoints?.stop()));
}
