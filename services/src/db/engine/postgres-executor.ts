// PostgreSQL behind the store: statements of drizzle's SQLite dialect, written for both engines
// (dialect.ts), their placeholders numbered once each (postgres-sql.ts), run through a `pg` pool.
// A statement outside a transaction takes any pooled connection; a transaction takes one
// connection at its `begin` and gives it back after its `commit` or `rollback`, so all its
// statements run on it.
import pg from 'pg';
import { currentTransaction, transactionStep, type Executor, type Method, type Reply } from './executor.js';
import { toPostgres } from './postgres-sql.js';
import { isConflict } from './retry.js';

/**
 * 64-bit integers and numerics as JS numbers (the schema's integers are ids, öre and seconds), and
 * a boolean expression (`exists(…)`, a comparison) as 1 or 0, as SQLite gives it: the schema keeps
 * its flags as integers on both engines.
 */
const NUMBER_TYPES = new Set([pg.types.builtins.INT8, pg.types.builtins.NUMERIC]);
export const numberTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format === 'binary') return pg.types.getTypeParser(oid, format);
    if (NUMBER_TYPES.has(oid)) return (value: string) => Number(value);
    if (oid === pg.types.builtins.BOOL) return (value: string) => (value === 't' ? 1 : 0);
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

/**
 * A pool of `max` connections. A pooled connection that is idle when the server ends it (a restart,
 * a terminated backend) is dropped by the pool and reported to `onIdleError`; without a listener
 * that error would end the process.
 */
export function postgresPool(url: string, max = 10, onIdleError: (error: Error) => void = () => {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, types: numberTypes });
  pool.on('error', onIdleError);
  return pool;
}

/**
 * A connection taken from the pool for a while (a transaction, the migrations). While it is taken
 * the pool does not listen for its errors: a server that ends it then (a restart, a terminated
 * backend, a dropped database) would make it emit an error nobody hears, which ends the process.
 * Here such an error is heard; the statement running on it, or the next one, fails with it, and
 * `release()` hands a connection that failed so back to be closed rather than reused.
 */
export async function takeConnection(pool: pg.Pool): Promise<pg.PoolClient & { lost?: Error }> {
  const client: pg.PoolClient & { lost?: Error } = await pool.connect();
  const heard = (error: Error) => {
    client.lost = error;
  };
  client.on('error', heard);
  const release = client.release.bind(client);
  client.release = (error?: Error | boolean) => {
    client.removeListener('error', heard);
    release(error ?? client.lost);
  };
  return client;
}

/**
 * Every transaction runs at SERIALIZABLE: PostgreSQL lets transactions that touch different rows
 * (bids on different jobs, two companies' settings) run side by side, in this process and in others,
 * and ends one of two whose reads and writes cross with a serialization failure, so the service's
 * read-then-write transactions (a receipt's next number, a bid against the job's state, a balance)
 * keep the guarantees they were written with. The store runs a transaction so ended again from the
 * start (retry.ts); here a statement that fails so marks its transaction (`context.conflict`).
 * Statements outside transactions (most reads) run at the server's default, READ COMMITTED.
 */
const BEGIN_SERIALIZABLE = 'begin isolation level serializable';

export function postgresExecutor(pool: pg.Pool): Executor {
  async function onConnection(
    client: pg.Pool | pg.PoolClient,
    sql: string,
    params: unknown[],
    method: Method,
    named: boolean,
  ): Promise<Reply> {
    const { text, name } = toPostgres(sql);
    const result = named
      ? await client.query({ name, text, values: params })
      : await client.query({ name, text, values: params, rowMode: 'array' });
    if (method === 'get') return { rows: result.rows[0] };
    return { rows: result.rows, changes: result.rowCount ?? 0 };
  }

  async function execute(sql: string, params: unknown[], method: Method, named = false): Promise<Reply> {
    const context = currentTransaction();
    if (context === undefined) return onConnection(pool, sql, params, method, named);
    const step = transactionStep(sql);
    if (step === 'begin') context.held = await takeConnection(pool);
    const client = context.held as pg.PoolClient | undefined;
    // PostgreSQL ends a transaction whose commit failed; drizzle's rollback after it has no work.
    if (client === undefined && step === 'end') return { rows: [], changes: 0 };
    if (client === undefined) throw new Error('A statement of a transaction ran after its end');
    let failed: unknown;
    try {
      if (step !== 'begin') return await onConnection(client, sql, params, method, named);
      await client.query(BEGIN_SERIALIZABLE);
      return { rows: [], changes: 0 };
    } catch (error) {
      failed = error;
      if (isConflict(error)) context.conflict = true;
      throw error;
    } finally {
      if (step === 'end') {
        context.held = undefined;
        context.ended = true;
        // A connection whose rollback failed is closed rather than handed to the next caller.
        client.release(failed instanceof Error && /rollback/i.test(sql) ? failed : undefined);
      } else if (step === 'begin' && failed !== undefined) {
        context.held = undefined;
        client.release(failed instanceof Error ? failed : undefined);
      }
    }
  }

  return {
    engine: 'postgres',
    execute,
    close: () => pool.end(),
  };
}
