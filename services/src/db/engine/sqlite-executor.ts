// SQLite behind the store: better-sqlite3 runs each statement at once (it is synchronous); its
// statements are prepared once per text and kept. All requests share one connection, so while a
// transaction runs, statements from outside it wait until it ends — otherwise another request's
// write would land inside (and be undone with) someone else's transaction.
//
// Group commit (issue 8): the transactions that end within one turn of the event loop share one
// SQLite commit. Each runs as a savepoint of one open SQLite transaction, one after another: its
// `commit` releases the savepoint, its `rollback` undoes its own part only, and its caller's commit
// resolves once the shared transaction has committed, in the next turn. The pages they change are
// written to the log once for the group (a bid's commit was a third of its SQLite time). Statements
// from outside a transaction wait for that commit too: nothing reads or writes what is not committed
// yet, and no reply goes out before its change is in the log.
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
/** The savepoint each transaction of a group runs in. */
const MEMBER = 'group_member';
const NOTHING: Reply = { rows: [], changes: 0 };
const ROLLBACK = /^\s*rollback\s*$/i;

/** `beforeClose` runs before the connection closes (the checkpoint thread stops there). */
export function sqliteExecutor(
  sqlite: Database.Database,
  beforeClose: () => Promise<void> | void = () => {},
): Executor {
  const statements = new Map<string, Database.Statement>();
  /** The transaction whose statements run now. */
  let owner: TransactionContext | undefined;
  /** Callers whose transaction has ended with `commit`, waiting for the shared commit. */
  let committing: { resolve: (reply: Reply) => void; reject: (error: unknown) => void }[] = [];
  let commitScheduled = false;
  let closed = false;
  /** Statements waiting for their turn (the owner to end, or the shared commit). */
  let waiting: (() => void)[] = [];

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

  function run(sql: string, params: unknown[] = [], method: Method = 'run', named = false): Reply {
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

  /** Another transaction runs, or (for a statement outside any) the group's commit is pending. */
  const mustWait = (context: TransactionContext | undefined) =>
    owner !== undefined ? owner !== context : context === undefined && sqlite.inTransaction;

  const nextTurn = () => new Promise<void>((resolve) => waiting.push(resolve));

  function wakeWaiting(): void {
    const woken = waiting;
    waiting = [];
    for (const wake of woken) wake();
  }

  function begin(context: TransactionContext): Reply {
    // The group's first transaction opens SQLite's, taking the write lock now: any of them may write.
    const opens = !sqlite.inTransaction;
    if (opens) run('begin immediate');
    try {
      run(`savepoint ${MEMBER}`);
    } catch (error) {
      // Never leave a transaction open that no one will end; a group already open commits as due.
      if (opens && sqlite.inTransaction) run('rollback');
      throw error;
    }
    owner = context;
    return NOTHING;
  }

  function end(context: TransactionContext, sql: string): Reply | Promise<Reply> {
    owner = undefined;
    context.ended = true;
    const commit = !ROLLBACK.test(sql);
    try {
      if (!commit) run(`rollback to ${MEMBER}`);
      run(`release ${MEMBER}`);
    } catch (error) {
      // SQLite gave up the shared transaction itself (a full disk, an I/O error): all of it is undone.
      if (sqlite.inTransaction) throw error;
      failGroup(error);
      if (commit) throw error;
      return NOTHING;
    } finally {
      scheduleCommit();
      wakeWaiting();
    }
    if (!commit) return NOTHING;
    return new Promise<Reply>((resolve, reject) => committing.push({ resolve, reject }));
  }

  function failGroup(error: unknown): void {
    const members = committing;
    committing = [];
    for (const member of members) member.reject(error);
  }

  function scheduleCommit(): void {
    if (commitScheduled) return;
    commitScheduled = true;
    setImmediate(commitGroup);
  }

  function commitGroup(): void {
    commitScheduled = false;
    // A transaction of the group is still running (it awaits something outside the database): its
    // end schedules the commit again.
    if (owner !== undefined || closed) return;
    const members = committing;
    committing = [];
    try {
      if (sqlite.inTransaction) run('commit');
    } catch (error) {
      try {
        if (sqlite.inTransaction) run('rollback');
      } finally {
        for (const member of members) member.reject(error);
      }
      return;
    } finally {
      wakeWaiting();
    }
    for (const member of members) member.resolve(NOTHING);
  }

  async function execute(sql: string, params: unknown[], method: Method, named = false): Promise<Reply> {
    const context = currentTransaction();
    while (mustWait(context)) await nextTurn();
    if (context === undefined) {
      // drizzle rolls back after a failed commit; the group's failed commit has undone everything.
      if (ROLLBACK.test(sql) && !sqlite.inTransaction) return NOTHING;
      return run(sql, params, method, named);
    }
    const step = transactionStep(sql);
    if (step === 'begin') return begin(context);
    if (step === 'end') return end(context, sql);
    return run(sql, params, method, named);
  }

  return {
    engine: 'sqlite',
    execute,
    async close() {
      if (owner === undefined) commitGroup();
      closed = true;
      await beforeClose();
      statements.clear();
      sqlite.close();
    },
  };
}
