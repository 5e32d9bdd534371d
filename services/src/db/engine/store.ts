// The store: one drizzle database (SQLite dialect, the service's schema, snake_case columns) over
// either engine. Routes build their statements with it and `await` them; which engine runs them is
// the executor's business (sqlite-executor.ts, postgres-executor.ts).
import type { BaseSQLiteDatabase, SQLiteTransaction } from 'drizzle-orm/sqlite-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/sqlite-proxy';
import {
  currentTransaction,
  runOutsideTransaction,
  type Executor,
  type Method,
  type RunResult,
} from './executor.js';
import { registerEngine } from './raw.js';
import { inRetriedTransaction } from './retry.js';

export type Store = BaseSQLiteDatabase<'async', RunResult> & {
  readonly engine: Executor['engine'];
  /** Closes the engine's connections; the store is unusable after. */
  close(): Promise<void>;
};

/** What `store.transaction(async (tx) => …)` hands its callback. */
export type StoreTx = SQLiteTransaction<
  'async',
  RunResult,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;

/** The store or an open transaction on it: what a query function takes. */
export type Queryable = Pick<Store, 'select' | 'insert' | 'update' | 'delete' | 'run' | 'all' | 'get'>;

type Statement = { sql: string; params: unknown[]; method: Method };

export function createStore(executor: Executor): Store {
  const run = (sql: string, params: unknown[], method: Method) =>
    executor.execute(sql, params, method) as Promise<{ rows: never[] }>;

  /** drizzle's `batch`: the statements in order, as one transaction unless one is already open. */
  async function batch(statements: Statement[]) {
    const each = async () => {
      const replies = [];
      for (const s of statements) replies.push(await run(s.sql, s.params, s.method));
      return replies;
    };
    if (currentTransaction() !== undefined) return each();
    return inRetriedTransaction(async () => {
      await run('begin', [], 'run');
      try {
        const replies = await each();
        await run('commit', [], 'run');
        return replies;
      } catch (error) {
        await run('rollback', [], 'run');
        throw error;
      }
    });
  }

  // No `schema`: the statements are built from the tables themselves, and drizzle would otherwise
  // build a relational query builder for every table at each transaction (3 % of a bid's time).
  const config = { casing: 'snake_case' as const };
  const db = drizzle(run, batch, config);
  const internals = db as unknown as { session: object; dialect: Parameters<typeof registerEngine>[2] };
  registerEngine(internals.session, executor, internals.dialect);
  const transaction = db.transaction.bind(db);
  const store = Object.assign(db, {
    engine: executor.engine,
    close: () => executor.close(),
  }) as unknown as Store;
  // A transaction is an async context, so its statements (through `tx` or not) share one
  // connection on PostgreSQL and keep others out of it on SQLite. On PostgreSQL a transaction ended
  // for a conflict with another runs again from the start (retry.ts), so a callback does nothing
  // outside the database but through `afterCommit`.
  let savepoints = 0;
  store.transaction = ((work, options) => {
    // Inside an open transaction a second one is a savepoint of it, as better-sqlite3's nested
    // transactions are: its statements (through the store or not) belong to the open one.
    if (currentTransaction() !== undefined) return savepoint(work as (tx: unknown) => Promise<unknown>);
    return inRetriedTransaction(async () => {
      const context = currentTransaction();
      const result = await transaction(work as never, options);
      // Committed: what waited for it runs now, outside the transaction's context.
      if (context !== undefined) for (const after of context.afterCommit) runOutsideTransaction(after);
      return result;
    });
  }) as Store['transaction'];
  async function savepoint(work: (tx: unknown) => Promise<unknown>) {
    const name = `nested_${++savepoints}`;
    await run(`savepoint ${name}`, [], 'run');
    try {
      const result = await work(store);
      await run(`release savepoint ${name}`, [], 'run');
      return result;
    } catch (error) {
      await run(`rollback to savepoint ${name}`, [], 'run');
      await run(`release savepoint ${name}`, [], 'run');
      throw error;
    }
  }
  return store;
}
