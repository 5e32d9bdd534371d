// Counts the statements a piece of work runs on the store, on either engine (CONVENTIONS: a page's
// number of statements does not grow with its rows). The store's engine is watched while the work
// runs, and only statements started from the work's own async context count, so a background loop
// (delivery, the scheduler) that reads meanwhile does not.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Executor } from '../db/engine/executor.js';
import { executorOf } from '../db/engine/raw.js';

const counting = new AsyncLocalStorage<string[]>();

/** The SQL text of every statement `work` ran on the store, in order. */
export async function statementsOf(db: object, work: () => Promise<unknown>): Promise<string[]> {
  const executor = executorOf(db);
  const execute = executor.execute;
  const seen: string[] = [];
  const watched: Executor['execute'] = (sql, params, method, named) => {
    if (counting.getStore() === seen) seen.push(sql);
    return execute.call(executor, sql, params, method, named);
  };
  executor.execute = watched;
  try {
    await counting.run(seen, work);
  } finally {
    executor.execute = execute;
  }
  return seen;
}
