// Running a transaction again when the engine ended it for a conflict with another one. PostgreSQL
// runs the service's transactions at SERIALIZABLE (postgres-executor.ts): two that touch different
// jobs run side by side, and of two whose reads and writes cross (two bids racing for a job's last
// slot, two receipts taking the next number) one is ended with a serialization failure (40001) or a
// deadlock (40P01). Its callback then runs again from the start, on a fresh transaction that sees
// the other's commit, a bounded number of times after a short random wait. SQLite runs one
// transaction at a time and never reports a conflict, so nothing there runs twice.
import { currentTransaction, inTransactionContext, type TransactionContext } from './executor.js';

/** Runs after the first, at most; a transaction still in conflict after them fails with its error. */
export const CONFLICT_RETRIES = 10;

/** PostgreSQL's serialization_failure and deadlock_detected. */
const CONFLICT_CODES = new Set(['40001', '40P01']);

/** Whether `error` is the engine ending a transaction for a conflict with another. */
export function isConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CONFLICT_CODES.has(code);
}

/**
 * The wait before run `retry` (1, 2, …): a random share of a ceiling that doubles from 2 ms up to
 * 64 ms, so transactions that collided do not collide again in step.
 */
export function conflictWait(retry: number, random: () => number = Math.random): number {
  return random() * Math.min(64, 2 ** retry);
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * Runs `work` as a transaction's context (executor.ts), again on a fresh context while the engine
 * marked the failed run as a conflict (`context.conflict`; the mark survives a callback that caught
 * the error and threw another). Each run has its own context, so what waited for a commit
 * (`afterCommit`) is only what the run that committed queued.
 */
export function inRetriedTransaction<T>(work: () => Promise<T>): Promise<T> {
  const result = runUntilNoConflict(work);
  // As a transaction's own promise always was (inTransactionContext): a caller may hold it and await
  // it later, after other work, without its failure being reported as unhandled meanwhile.
  result.catch(() => undefined);
  return result;
}

async function runUntilNoConflict<T>(work: () => Promise<T>): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    let context: TransactionContext | undefined;
    try {
      return await inTransactionContext(() => {
        context = currentTransaction();
        return work();
      });
    } catch (error) {
      if (!(context?.conflict || isConflict(error)) || retry >= CONFLICT_RETRIES) throw error;
      await sleep(conflictWait(retry + 1));
    }
  }
}
