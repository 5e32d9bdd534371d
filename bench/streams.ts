// Open event streams for the bench: `count` logged-in pages holding GET /api/events open, as many
// customers' browsers would. Sessions are made in the bench's database the way the store keeps
// them (the row keyed by the SHA-256 of the id, the cookie signed with the stored secret), a few
// per customer so no one passes the per-user stream limit; logging in 500 times from one address
// would only meet the login limits.
import { sign } from '@fastify/cookie';
import { createHash, randomBytes } from 'node:crypto';
import { request, type ClientRequest } from 'node:http';
import Database from 'better-sqlite3';

export interface OpenStreams {
  /** How many streams the service answered with 200 and kept open. */
  open: number;
  close(): void;
}

const DAY = 86_400;

/** Writes `count` logged-in customer sessions into the bench database; returns their cookies. */
export function makeSessions(file: string, count: number): string[] {
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 5000');
    const secret = db
      .prepare("select value from settings where key = 'session_secret'")
      .pluck()
      .get() as string;
    const customers = db
      .prepare("select id from users where role = 'user' order by id")
      .pluck()
      .all() as number[];
    const insert = db.prepare(
      `insert into sessions (id, data, user_id, created_at, idle_expires_at, absolute_expires_at)
       values (?, ?, ?, ?, ?, ?)`,
    );
    const now = Math.floor(Date.now() / 1000);
    const cookies: string[] = [];
    db.transaction(() => {
      for (let n = 0; n < count; n += 1) {
        const userId = customers[n % customers.length]!;
        const id = randomBytes(32).toString('base64url');
        const key = createHash('sha256').update(id).digest('base64url');
        const data = JSON.stringify({ _csrf: randomBytes(18).toString('base64url'), userId });
        insert.run(key, data, userId, now, now + DAY, now + 7 * DAY);
        cookies.push(`sid=${encodeURIComponent(sign(id, secret))}`);
      }
    })();
    return cookies;
  } finally {
    db.close();
  }
}

/** Opens one stream per cookie and resolves when each has its answer's head. */
export async function openStreams(base: string, cookies: readonly string[]): Promise<OpenStreams> {
  const requests: ClientRequest[] = [];
  const statuses = await Promise.all(
    cookies.map(
      (cookie) =>
        new Promise<number>((done) => {
          const req = request(
            `${base}/api/events`,
            { headers: { cookie, accept: 'text/event-stream' } },
            (res) => {
              res.on('data', () => undefined);
              res.on('error', () => undefined);
              done(res.statusCode ?? 0);
            },
          );
          req.on('error', () => done(0));
          req.end();
          requests.push(req);
        }),
    ),
  );
  return {
    open: statuses.filter((status) => status === 200).length,
    close: () => requests.forEach((req) => req.destroy()),
  };
}
