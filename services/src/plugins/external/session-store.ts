// The session store (@fastify/session's store interface) on the `sessions` table. Rows are keyed
// by a SHA-256 of the session id (a copied database cannot be replayed as cookies) and expire after
// 2 h idle or 7 days in all, whichever comes first. Reading a session moves its idle time-out
// forward, written at most once a minute; the session plugin saves only a changed session (rolling
// is off), and a set that would change nothing (same data, touched within the minute) is skipped
// without a write. The statements are prepared once per store; the read of every request runs on
// the engine directly.
import { createHash } from 'node:crypto';
import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Session } from 'fastify';
import type { SessionUser } from '@opgavetorvet/contracts';
import { conflictColumns } from '../../db/engine/dialect.js';
import { executorOf } from '../../db/engine/raw.js';
import type { Executor } from '../../db/engine/executor.js';
import type { Db } from '../../db/open.js';
import { companies, sessions, users } from '../../db/schema/index.js';
import { nowSeconds } from '../../lib/danish.js';

const placeholder = sql.placeholder;

interface SessionRow {
  id: string;
  data: string;
  userId: number | null;
  idleExpiresAt: number;
  absoluteExpiresAt: number;
  /** The session's account and its company, read with the row (null columns for a visitor's). */
  name: string | null;
  email: string | null;
  role: SessionUser['role'] | null;
  companyId: number | null;
  companyName: string | null;
}

/**
 * The statement every request runs: the session's row with its account and company, one statement
 * instead of two. Written with drizzle's builder, but run on the engine directly and its columns
 * read by position, without drizzle's generic mapping of the row (a check per column) on every call.
 */
function sessionRead(db: Db): { text: string; run: Executor['execute'] } {
  const text = db
    .select({
      id: sessions.id,
      data: sessions.data,
      userId: sessions.userId,
      idleExpiresAt: sessions.idleExpiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      name: users.name,
      email: users.email,
      role: users.role,
      companyId: companies.id,
      companyName: companies.name,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(sessions.id, placeholder('id')))
    .toSQL().sql;
  const executor = executorOf(db);
  return { text, run: executor.execute.bind(executor) };
}

/** A row of sessionRead's statement, its columns in the order selected. */
type SessionColumns = [
  id: string,
  data: string,
  userId: number | null,
  idleExpiresAt: number,
  absoluteExpiresAt: number,
  name: string | null,
  email: string | null,
  role: SessionUser['role'] | null,
  companyId: number | null,
  companyName: string | null,
];

function sessionRow(columns: SessionColumns): SessionRow {
  const [id, data, userId, idleExpiresAt, absoluteExpiresAt, name, email, role, companyId, companyName] =
    columns;
  return { id, data, userId, idleExpiresAt, absoluteExpiresAt, name, email, role, companyId, companyName };
}

function prepareStatements(db: Db) {
  return {
    byId: sessionRead(db),
    touch: db
      .update(sessions)
      .set({ idleExpiresAt: sql`${placeholder('idleExpiresAt')}` })
      .where(eq(sessions.id, placeholder('id')))
      .prepare(),
    upsert: db
      .insert(sessions)
      .values({
        id: placeholder('id'),
        data: placeholder('data'),
        userId: placeholder('userId'),
        createdAt: placeholder('now'),
        idleExpiresAt: placeholder('idleExpiresAt'),
        absoluteExpiresAt: placeholder('absoluteExpiresAt'),
      })
      .onConflictDoUpdate({
        target: conflictColumns(sessions.id),
        set: {
          data: sql`excluded.data`,
          userId: sql`excluded.user_id`,
          idleExpiresAt: sql`excluded.idle_expires_at`,
        },
        setWhere: or(
          sql`${sessions.data} <> excluded.data`,
          sql`coalesce(${sessions.userId}, 0) <> coalesce(excluded.user_id, 0)`,
          lt(sessions.idleExpiresAt, placeholder('touchBefore')),
        ),
      })
      .prepare(),
  };
}

export const IDLE_TIMEOUT_SECONDS = 2 * 60 * 60;
export const ABSOLUTE_TIMEOUT_SECONDS = 7 * 24 * 60 * 60;
const TOUCH_EVERY_SECONDS = 60;

type Callback = (err?: unknown) => void;
type GetCallback = (err: unknown, session?: Session | null) => void;

/** The row key of a session id; tests use it to find or age a session row. */
export function sessionRowId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url');
}

interface SeenRow {
  data: string;
  userId: number | null;
  idleExpiresAt: number;
}
const SEEN_MAX = 10_000;

export class SqliteSessionStore {
  private readonly statements: ReturnType<typeof prepareStatements>;
  /** The row as last read or written, by session id: lets set() skip a write that would change nothing. */
  private readonly seen = new Map<string, SeenRow>();
  /** Row keys by session id: every request of a session needs the same hash. */
  private readonly rowIds = new Map<string, string>();
  /** The account read with a session's row, by session id, until the request takes it. */
  private readonly accounts = new Map<string, SessionUser>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number = nowSeconds,
  ) {
    this.statements = prepareStatements(db);
  }

  async get(sessionId: string, callback: GetCallback): Promise<void> {
    try {
      const { text, run } = this.statements.byId;
      const columns = (await run(text, [this.rowId(sessionId)], 'get')).rows as SessionColumns | undefined;
      if (!columns) return callback(null, null);
      const row = sessionRow(columns);
      const now = this.now();
      if (row.idleExpiresAt <= now || row.absoluteExpiresAt <= now) {
        this.seen.delete(sessionId);
        await this.db.delete(sessions).where(eq(sessions.id, row.id)).run();
        return callback(null, null);
      }
      // Use moves the idle time-out forward, written at most once a minute (not on every request).
      let idleExpiresAt = row.idleExpiresAt;
      if (idleExpiresAt < now + IDLE_TIMEOUT_SECONDS - TOUCH_EVERY_SECONDS) {
        idleExpiresAt = now + IDLE_TIMEOUT_SECONDS;
        await this.statements.touch.run({ idleExpiresAt, id: row.id });
      }
      this.remember(sessionId, { data: row.data, userId: row.userId, idleExpiresAt });
      if (row.userId !== null && row.role !== null) {
        if (this.accounts.size >= SEEN_MAX) this.accounts.clear();
        this.accounts.set(sessionId, {
          id: row.userId,
          name: row.name ?? '',
          email: row.email ?? '',
          role: row.role,
          companyId: row.companyId,
          companyName: row.companyName,
        });
      }
      callback(null, JSON.parse(row.data) as Session);
    } catch (err) {
      callback(err);
    }
  }

  async set(sessionId: string, session: Session, callback: Callback): Promise<void> {
    try {
      const now = this.now();
      // The cookie options are the same for every session; only the product's fields are kept.
      const { cookie: _cookie, ...fields } = session;
      const data = JSON.stringify(fields);
      const userId = typeof session.userId === 'number' ? session.userId : null;
      const last = this.seen.get(sessionId);
      const touchBefore = now + IDLE_TIMEOUT_SECONDS - TOUCH_EVERY_SECONDS;
      if (last && last.data === data && last.userId === userId && last.idleExpiresAt >= touchBefore)
        return callback();
      await this.statements.upsert.run({
        id: this.rowId(sessionId),
        data,
        userId,
        now,
        idleExpiresAt: now + IDLE_TIMEOUT_SECONDS,
        absoluteExpiresAt: now + ABSOLUTE_TIMEOUT_SECONDS,
        touchBefore,
      });
      this.remember(sessionId, { data, userId, idleExpiresAt: now + IDLE_TIMEOUT_SECONDS });
      callback();
    } catch (err) {
      callback(err);
    }
  }

  /**
   * The account of `userId` as read with this session's row by the request's get(), once; null when
   * that read is not there (a new session) or is of another account (then the caller reads it).
   */
  takeAccount(sessionId: string, userId: number): SessionUser | null {
    const account = this.accounts.get(sessionId);
    if (account === undefined) return null;
    this.accounts.delete(sessionId);
    return account.id === userId ? account : null;
  }

  private rowId(sessionId: string): string {
    let rowId = this.rowIds.get(sessionId);
    if (rowId === undefined) {
      rowId = sessionRowId(sessionId);
      if (this.rowIds.size >= SEEN_MAX) this.rowIds.clear();
      this.rowIds.set(sessionId, rowId);
    }
    return rowId;
  }

  private remember(sessionId: string, row: SeenRow): void {
    if (this.seen.size >= SEEN_MAX) this.seen.clear();
    this.seen.set(sessionId, row);
  }

  async destroy(sessionId: string, callback: Callback): Promise<void> {
    try {
      this.seen.delete(sessionId);
      await this.db
        .delete(sessions)
        .where(eq(sessions.id, sessionRowId(sessionId)))
        .run();
      callback();
    } catch (err) {
      callback(err);
    }
  }

  /** Deletes every expired row; run at start and every hour. */
  async prune(): Promise<number> {
    const now = this.now();
    return (
      await this.db
        .delete(sessions)
        .where(or(lt(sessions.idleExpiresAt, now), lt(sessions.absoluteExpiresAt, now)))
        .run()
    ).changes;
  }

  /** Ends every session of one account but `keepSessionId`'s (after a password change, issue 32). */
  async destroyOthersOf(userId: number, keepSessionId: string): Promise<void> {
    this.seen.clear();
    await this.db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, this.rowId(keepSessionId))))
      .run();
  }

  /** Ends every session of one account (after a password reset). */
  async destroyAllOf(userId: number): Promise<void> {
    this.seen.clear();
    await this.db.delete(sessions).where(eq(sessions.userId, userId)).run();
  }
}
