// Statements written as SQL (drizzle's sql`` or text with `?` / `@name` parameters) whose rows come
// back as objects keyed by column name, on either engine. drizzle's own `db.all(sql)` hands the
// engine's raw arrays through untouched, so raw reads go through here. The store or any transaction
// on it will do: both share drizzle's session, by which the store registered its engine.
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Executor } from './executor.js';

type Session = object;
type Dialect = { sqlToQuery(sql: SQL): { sql: string; params: unknown[] } };
type Engine = { executor: Executor; dialect: Dialect };

const engines = new WeakMap<Session, Engine>();

/** Called by createStore: statements through this session (store or transaction) run on `executor`. */
export function registerEngine(session: Session, executor: Executor, dialect: Dialect): void {
  engines.set(session, { executor, dialect });
}

function engineOf(db: object): Engine {
  const engine = engines.get((db as { session: Session }).session);
  if (engine === undefined) throw new Error('Not a store or a transaction on one');
  return engine;
}

/** The engine a store (or a transaction on it) runs every statement on; tests count them there. */
export function executorOf(db: object): Executor {
  return engineOf(db).executor;
}

/** What a raw statement takes: drizzle's sql`` or SQL text with its parameters. */
export type RawQuery = SQLWrapper | string;
export type RawParams = readonly unknown[] | Readonly<Record<string, unknown>>;

const NAMED = /'(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*|\/\*[\s\S]*?\*\/|[@:$]([A-Za-z_]\w*)/g;
const namedTexts = new Map<string, { text: string; names: string[] }>();

/** `@name` / `:name` / `$name` parameters become `?` in order; the names say which value goes where. */
export function positional(text: string): { text: string; names: string[] } {
  let known = namedTexts.get(text);
  if (known === undefined) {
    const names: string[] = [];
    const rewritten = text.replace(NAMED, (match, name: string | undefined) => {
      if (name === undefined) return match;
      names.push(name);
      return '?';
    });
    known = { text: rewritten, names };
    namedTexts.set(text, known);
  }
  return known;
}

function statementOf(
  dialect: Dialect,
  query: RawQuery,
  params: RawParams,
): { sql: string; params: unknown[] } {
  if (typeof query !== 'string') return dialect.sqlToQuery(query.getSQL());
  if (Array.isArray(params)) return { sql: query, params: [...(params as unknown[])] };
  const { text, names } = positional(query);
  const values = params as Record<string, unknown>;
  return {
    sql: text,
    params: names.map((name) => {
      if (!(name in values)) throw new Error(`Missing SQL parameter @${name}`);
      return values[name];
    }),
  };
}

/** Every row of a raw read, as objects keyed by column name. */
export async function rawAll<T>(db: object, query: RawQuery, params: RawParams = []): Promise<T[]> {
  const { executor, dialect } = engineOf(db);
  const statement = statementOf(dialect, query, params);
  const reply = await executor.execute(statement.sql, statement.params, 'all', true);
  return reply.rows as T[];
}

/** The first row of a raw read, or undefined. */
export async function rawGet<T>(db: object, query: RawQuery, params: RawParams = []): Promise<T | undefined> {
  const { executor, dialect } = engineOf(db);
  const statement = statementOf(dialect, query, params);
  const reply = await executor.execute(statement.sql, statement.params, 'get', true);
  return (reply.rows ?? undefined) as T | undefined;
}

/** Runs a raw change; returns how many rows it changed. */
export async function rawRun(db: object, query: RawQuery, params: RawParams = []): Promise<number> {
  const { executor, dialect } = engineOf(db);
  const statement = statementOf(dialect, query, params);
  const reply = await executor.execute(statement.sql, statement.params, 'run');
  return reply.changes ?? 0;
}
