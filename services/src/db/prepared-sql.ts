// Raw-SQL statements prepared once per database: each SQL text is prepared the first time a
// database runs it and reused after, so a call pays only for binding and running. For queries
// written as SQL text; drizzle's own `.prepare()` statements are kept by per-database.ts.
import type { Statement } from 'better-sqlite3';
import type { Db } from './open.js';

const caches = new WeakMap<Db, Map<string, Statement>>();

/** The prepared statement of this SQL text on this database. */
export function prepared(db: Db, sql: string): Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = db.$client.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}

/** One row or undefined, typed by the caller. */
export function one<T>(db: Db, sql: string, params: unknown = {}): T | undefined {
  return prepared(db, sql).get(params) as T | undefined;
}

/** Every row, typed by the caller. */
export function all<T>(db: Db, sql: string, params: unknown = {}): T[] {
  return prepared(db, sql).all(params) as T[];
}

/** Runs a change; returns how many rows it changed. */
export function run(db: Db, sql: string, params: unknown = {}): number {
  return prepared(db, sql).run(params).changes;
}
