// Runs a change and the notices it queues as one SQLite transaction (a savepoint when the caller is
// already inside one): the notice rows exist exactly when the change does.
import type { Db } from '../db/open.js';

export function inTransaction<T>(db: Db, work: () => T): T {
  return db.$client.transaction(work)();
}
