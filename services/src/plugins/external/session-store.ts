// The session store of @fastify/session on the `sessions` table. Rows are keyed by a SHA-256 of
// the session id (a copied database cannot be replayed as cookies) and expire after 2 h idle or
// 7 days in all, whichever comes first; an unchanged session is rewritten at most once a minute.
import { createHash } from 'node:crypto';
import { eq, lt, or, sql } from 'drizzle-orm';
import type { Session } from 'fastify';
import type { Db } from '../../db/open.js';
import { sessions } from '../../db/schema/index.js';

export const IDLE_TIMEOUT_SECONDS = 2 * 60 * 60;
export const ABSOLUTE_TIMEOUT_SECONDS = 7 * 24 * 60 * 60;
const TOUCH_EVERY_SECONDS = 60;

type Callback = (err?: unknown) => void;
type GetCallback = (err: unknown, session?: Session | null) => void;

/** The row key of a session id; tests use it to find or age a session row. */
export function sessionRowId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url');
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export class SqliteSessionStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = nowSeconds,
  ) {}

  get(sessionId: string, callback: GetCallback): void {
    try {
      const row = this.db.select().from(sessions).where(eq(sessions.id, sessionRowId(sessionId))).get();
      if (!row) return callback(null, null);
      const now = this.now();
      if (row.idleExpiresAt <= now || row.absoluteExpiresAt <= now) {
        this.db.delete(sessions).where(eq(sessions.id, row.id)).run();
        return callback(null, null);
      }
      callback(null, JSON.parse(row.data) as Session);
    } catch (err) {
      callback(err);
    }
  }

  set(sessionId: string, session: Session, callback: Callback): void {
    try {
      const now = this.now();
      // The cookie options are the same for every session; only the product's fields are kept.
      const { cookie: _cookie, ...fields } = session;
      const data = JSON.stringify(fields);
      const userId = typeof session.userId === 'number' ? session.userId : null;
      this.db
        .insert(sessions)
        .values({
          id: sessionRowId(sessionId),
          data,
          userId,
          createdAt: now,
          idleExpiresAt: now + IDLE_TIMEOUT_SECONDS,
          absoluteExpiresAt: now + ABSOLUTE_TIMEOUT_SECONDS,
        })
        .onConflictDoUpdate({
          target: sessions.id,
          set: { data, userId, idleExpiresAt: now + IDLE_TIMEOUT_SECONDS },
          setWhere: or(
            sql`${sessions.data} <> excluded.data`,
            sql`coalesce(${sessions.userId}, 0) <> coalesce(excluded.user_id, 0)`,
            lt(sessions.idleExpiresAt, now + IDLE_TIMEOUT_SECONDS - TOUCH_EVERY_SECONDS),
          ),
        })
        .run();
      callback();
    } catch (err) {
      callback(err);
    }
  }

  destroy(sessionId: string, callback: Callback): void {
    try {
      this.db.delete(sessions).where(eq(sessions.id, sessionRowId(sessionId))).run();
      callback();
    } catch (err) {
      callback(err);
    }
  }

  /** Deletes every expired row; run at start and every hour. */
  prune(): number {
    const now = this.now();
    return this.db
      .delete(sessions)
      .where(or(lt(sessions.idleExpiresAt, now), lt(sessions.absoluteExpiresAt, now)))
      .run().changes;
  }

  /** Ends every session of one account (after a password reset). */
  destroyAllOf(userId: number): void {
    this.db.delete(sessions).where(eq(sessions.userId, userId)).run();
  }
}
