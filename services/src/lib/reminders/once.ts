// A reminder goes out once: its (kind, subject) row is written in the transaction that queues it,
// and a second try finds the row and sends nothing.
import type { Db } from '../../db/open.js';
import { remindersSent } from '../../db/schema/index.js';

export const DAY = 24 * 60 * 60;
export const HOUR = 60 * 60;

/** True the first time for this kind and subject (the caller then sends); false ever after. */
export async function firstTime(db: Db, kind: string, subject: string, now: number): Promise<boolean> {
  return (
    (await db.insert(remindersSent).values({ kind, subject, sentAt: now }).onConflictDoNothing().run())
      .changes === 1
  );
}
