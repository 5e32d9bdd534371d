// Reads and changes written as SQL text with `@name` parameters, for queries drizzle's builder
// cannot express (see docs/architecture.md). Rows come back as objects on either engine (raw.ts).
import type { Queryable } from './engine/store.js';
import { rawAll, rawGet, rawRun, type RawParams } from './engine/raw.js';

/** One row or undefined, typed by the caller. */
export function one<T>(db: Queryable, sql: string, params: RawParams = {}): Promise<T | undefined> {
  return rawGet<T>(db, sql, params);
}

/** Every row, typed by the caller. */
export function all<T>(db: Queryable, sql: string, params: RawParams = {}): Promise<T[]> {
  return rawAll<T>(db, sql, params);
}

/** Runs a change; returns how many rows it changed. */
export function run(db: Queryable, sql: string, params: RawParams = {}): Promise<number> {
  return rawRun(db, sql, params);
}
