// SQLite behind the store: better-sqlite3 runs each statement at once (it is synchronous); its
// statements are prepared once per text and kept. All requests share one connection, so while a
// transaction is open, statements from outside it wait until it commits or rolls back — otherwise
// another request's write would land inside (and be undone with) someone else's transaction.
import type Database from 'better-sqlite3';
import {
  currentTransaction,
  transactionStep,
  type Executor,
  type Method,
  type Reply,
  type TransactionContext,
} from './executor.js';

const KEEP_AT_MOST = 1000;

/** `beforeClose` runs before the connection closes (the checkpoint thread stops there). */
export function sqliteExecutor(
  sqlite: Database.Database,
  beforeClose: () => Promise<void> | void = () => {},
): Executor {
  const statements = new Map<string, Database.Statement>();
  let owner: TransactionContext | undefined;
  let ended: Promise<void> = Promise.resolve();
  let endNow: () => void = () => {};

  function statement(sql: string): Database.Statement {
    let prepared = statements.get(sql);
    if (prepared === undefined) {
      prepared = sqlite.prepare(sql);
      if (prepared.reader) prepared.raw(true);
      if (statements.size >= KEEP_AT_MOST) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      statements.set(sql, prepared);
    }
    return prepared;
  }

  function run(sql: string, params: unknown[], method: Method, named: boolean): Reply {
    const prepared = statement(sql);
    if (method === 'run' || !prepared.reader) {
      const info = prepared.run(...params);
      return { rows: [], changes: info.changes };
    }
    if (!named) return { rows: method === 'get' ? prepared.get(...params) : prepared.all(...params) };
    // Synchronous: nothing else can run the statement while it is out of raw mode.
    prepared.raw(false);
    try {
      return { rows: method === 'get' ? prepared.get(...params) : prepared.all(...params) };
    } finally {
      prepared.raw(true);
    }
  }

  async function execute(sql: string, params: unknown[], method: Method, named = false): Promise<Reply> {
    const context = currentTransaction();
    while (owner !== undefined && owner !== context) await ended;
    const step = context === undefined ? undefined : transactionStep(sql);
    let reply: Reply;
    try {
      reply = run(sql, params, method, named);
    } finally {
      // A failed commit leaves the transaction open for the rollback that follows it.
      if (step === 'end' && !sqlite.inTransaction) {
        if (context !== undefined) context.ended = true;
        owner = undefined;
        endNow();
      }
    }
    if (step === 'begin') {
      owner = context;
      ended = new Promise((resolve) => (endNow = resolve));
    }
    return reply;
  }

  return {
    engine: 'sqlite',
    execute,
    async close() {
      await beforeClose();
      statements.clear();
      sqlite.close();
    },
  };
}
