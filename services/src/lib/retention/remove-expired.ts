// The daily retention run (issue 32): every rule of rules.ts at one `now`, each its own statement. A
// failure ends the run, the rules before it staying done, and the scheduler tries it again at its
// next check.
import type { Queryable } from '../../db/engine/store.js';
import {
  clearExpiredResetCodes,
  removeExpiredContactChanges,
  removeExpiredSessions,
  removeOldLoginAttempts,
  removeOldOutboxRows,
} from './rules.js';

export interface RetentionOutcome {
  sessions: number;
  loginAttempts: number;
  outboxRows: number;
  contactChanges: number;
  resetCodes: number;
}

/** Removes what the privacy policy keeps for a limited time; returns how many rows each rule took. */
export async function removeExpired(db: Queryable, now: number): Promise<RetentionOutcome> {
  return {
    sessions: await removeExpiredSessions(db, now),
    loginAttempts: await removeOldLoginAttempts(db, now),
    outboxRows: await removeOldOutboxRows(db, now),
    contactChanges: await removeExpiredContactChanges(db, now),
    resetCodes: await clearExpiredResetCodes(db, now),
  };
}
