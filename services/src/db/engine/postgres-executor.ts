// PostgreSQL behind the store: statements of drizzle's SQLite dialect, translated once each
// (postgres-sql.ts), run through a `pg` pool. A statement outside a transaction takes any pooled
// connection; a transaction takes one connection at its `begin` and gives it back after its
// `commit` or `rollback`, so all its statements run on it.
import pg from 'pg';
import { currentTransaction, transactionStep, type Executor, type Method, type Reply } from './executor.js';
import { toPostgres } from './postgres-sql.js';

/** 64-bit integers and numerics as JS numbers: the schema's integers are ids, öre and seconds. */
const NUMBER_TYPES = new Set([pg.types.builtins.INT8, pg.types.builtins.NUMERIC]);
export const numberTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    NUMBER_TYPES.has(oid) && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export function postgresPool(url: string, max = 10): pg.Pool {
  return new pg.Pool({ connectionString: url, max, types: numberTypes });
}

export function postgresExecutor(pool: pg.Pool): Executor {
  async function onConnection(
    client: pg.Pool | pg.PoolClient,
    sql: string,
    params: unknown[],
    method: Method,
    named: boolean,
  ): Promise<Reply> {
    const text = toPostgres(sql);
    const result = named
      ? await client.query({ text, values: params })
      : await client.query({ text, values: params, rowMode: 'array' });
    if (method === 'get') return { rows: result.rows[0] };
    return { rows: result.rows, changes: result.rowCount ?? 0 };
  }

  async function execute(sql: string, params: unknown[], method: Method, named = false): Promise<Reply> {
    const context = currentTransaction();
    if (context === undefined) return onConnection(pool, sql, params, method, named);
    const step = transactionStep(sql);
    if (step === 'begin') context.held = await pool.connect();
    const client = context.held as pg.PoolClient | undefined;
    // PostgreSQL ends a transaction whose commit failed; drizzle's rollback after it has no work.
    if (client === undefined && step === 'end') return { rows: [], changes: 0 };
    if (client === undefined) throw new Error('A statement of a transaction ran after its end');
    let failed: unknown;
    try {
      return await onConnection(client, sql, params, method, named);
    } catch (error) {
      failed = error;
      throw error;
    } finally {
      if (step === 'end') {
        context.held = undefined;
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
