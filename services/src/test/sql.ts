// Raw SQL for tests that set up or inspect rows directly, on either engine: text with `?` (or
// `@name` with an object) parameters, rows as objects. Everything is awaited.
import { rawAll, rawGet, rawRun } from '../db/engine/raw.js';

type Db = object;

/** The first row (typed by the caller; undefined when there is none). */
export const sqlOne = <T = Record<string, unknown>>(db: Db, text: string, ...params: unknown[]): Promise<T> =>
  rawGet<T>(db, text, params) as Promise<T>;

/** Every row. */
export const sqlAll = <T = Record<string, unknown>>(
  db: Db,
  text: string,
  ...params: unknown[]
): Promise<T[]> => rawAll<T>(db, text, params);

/** Runs a change; returns how many rows it changed. */
export const sqlRun = (db: Db, text: string, ...params: unknown[]): Promise<number> =>
  rawRun(db, text, params);

/** Runs an insert; returns the new row's id. */
export async function sqlInsert(db: Db, text: string, ...params: unknown[]): Promise<number> {
  const row = await rawGet<{ id: number }>(db, `${text} returning id`, params);
  if (row === undefined) throw new Error('The insert returned no row');
  return row.id;
}

/** A named-parameter variant: `@name` placeholders filled from `values`. */
export const sqlRunNamed = (db: Db, text: string, values: Record<string, unknown>): Promise<number> =>
  rawRun(db, text, values);
