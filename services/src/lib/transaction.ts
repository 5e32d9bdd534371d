// Runs a change and the notices it queues as one transaction: the notice rows exist exactly when
// the change does. IMMEDIATE on SQLite: the write lock is taken at the start (waiting up to the busy
// timeout), so a second process writing the same file cannot make a transaction that has read fail
// when it comes to write. Called inside an open transaction, the work simply joins it.
import type { Db } from '../db/open.js';
import { currentTransaction } from '../db/engine/executor.js';

export async function inTransaction<T>(db: Db, work: () => Promise<T> | T): Promise<T> {
  if (currentTransaction() !== undefined) return work();
  return db.transaction(async () => work(), { behavior: 'immediate' });
}
