// Runs a change and the notices it queues as one SQLite transaction (a savepoint when the caller is
// already inside one): the notice rows exist exactly when the change does. IMMEDIATE: the write
// lock is taken at the start (waiting up to the busy timeout), so a second process writing the same
// file cannot make a transaction that has read fail when it comes to write.
import type { Db } from '../db/open.js';

export function inTransaction<T>(db: Db, work: () => T): T {
  return db.$client.transaction(work).immediate();
}
