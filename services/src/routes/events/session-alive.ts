// Whether the session behind an open event stream still stands: its row exists (not logged out, not
// ended by a password reset), belongs to the same account and has not timed out. Read without moving
// the idle time-out forward: an open page that only listens does not keep a session alive.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { sessions } from '../../db/schema/index.js';
import { sessionRowId } from '../../plugins/external/session-store.js';
import { nowSeconds } from '../../lib/danish.js';

export type SessionAlive = (sessionId: string, userId: number) => Promise<boolean>;

export function sessionAliveCheck(db: Db): SessionAlive {
  const byId = db
    .select({
      userId: sessions.userId,
      idleExpiresAt: sessions.idleExpiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
    })
    .from(sessions)
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare();
  return async (sessionId, userId) => {
    const row = await byId.get({ id: sessionRowId(sessionId) });
    const now = nowSeconds();
    return (
      row !== undefined && row.userId === userId && row.idleExpiresAt > now && row.absoluteExpiresAt > now
    );
  };
}
