// What an engine does for the store: run one statement of drizzle's SQLite dialect and hand back
// its rows as arrays (drizzle maps them to objects), and keep a transaction's statements together.
// A transaction is an async context (AsyncLocalStorage): every statement started inside it, through
// the transaction object or not, belongs to it, as on SQLite's single connection today.
import { AsyncLocalStorage } from 'node:async_hooks';

export type Method = 'run' | 'all' | 'values' | 'get';

/** What a statement run with `.run()` reports on both engines. */
export type RunResult = { rows: unknown[]; changes: number };

/** One statement's reply as drizzle's sqlite-proxy driver expects it (`get`: one row or undefined). */
export type Reply = { rows: unknown; changes?: number };

export interface Executor {
  readonly engine: 'sqlite' | 'postgres';
  /** Rows are arrays of values for drizzle; `named` rows are objects keyed by column (raw.ts). */
  execute(sql: string, params: unknown[], method: Method, named?: boolean): Promise<Reply>;
  close(): Promise<void>;
}

/** One open transaction: the engine keeps what it needs in `held` (PostgreSQL: its connection). */
export class TransactionContext {
  held: unknown = undefined;
  /**
   * Committed or rolled back. Work started inside the transaction without being awaited (a timer,
   * a promise left running) keeps its async context; once the transaction has ended its
   * statements run as any other statement outside a transaction, and it may open one of its own.
   */
  ended = false;
  /** Work to do once the transaction has committed (dropped if it rolls back). */
  readonly afterCommit: (() => void)[] = [];
  /**
   * The engine ended the transaction for a conflict with another one (PostgreSQL's serialization
   * failure or deadlock): run from the start again, it may succeed (retry.ts).
   */
  conflict = false;
}

const current = new AsyncLocalStorage<TransactionContext>();
/**
 * The transactions whose work has not finished. On Node 20 an AsyncLocalStorage, once used, has
 * every promise of the process go through async_hooks (a call and an allocation each, a few per cent
 * of a request's time); it is switched off again whenever no transaction runs, so the calls that
 * open none (most reads) do not pay for it. The next transaction's `run` switches it on.
 */
let running = 0;

export function currentTransaction(): TransactionContext | undefined {
  const context = current.getStore();
  return context?.ended ? undefined : context;
}

/** Runs `work` as one transaction's context; opening one inside another is refused (use savepoints). */
export function inTransactionContext<T>(work: () => Promise<T>): Promise<T> {
  if (currentTransaction() !== undefined) {
    throw new Error('A transaction is already open: use the transaction object it handed you');
  }
  running += 1;
  const done = () => {
    running -= 1;
    // Work a transaction left running (not awaited) keeps no context then, as after `ended`.
    if (running === 0) current.disable();
  };
  const result = current.run(new TransactionContext(), work);
  result.then(done, done);
  return result;
}

/**
 * Runs `work` once the current transaction has committed — at once (in the next turn) when no
 * transaction is open; never when it rolls back. What others are told of a change (live events)
 * goes through here, so nobody hears of a change they cannot read yet or that never happened.
 */
export function afterCommit(work: () => void): void {
  const context = currentTransaction();
  if (context === undefined) setImmediate(work);
  else context.afterCommit.push(work);
}

/** Schedules `work` for the next turn outside any transaction's context. */
export function runOutsideTransaction(work: () => void): void {
  current.exit(() => setImmediate(work));
}

const BEGIN = /^\s*begin\b/i;
const END = /^\s*(commit|rollback)\s*$/i;

/** `begin` opens a transaction; `commit` / `rollback` (not `rollback to savepoint`) ends it. */
export function transactionStep(sql: string): 'begin' | 'end' | undefined {
  if (BEGIN.test(sql)) return 'begin';
  if (END.test(sql)) return 'end';
  return undefined;
}
