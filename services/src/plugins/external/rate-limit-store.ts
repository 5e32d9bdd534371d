// @fastify/rate-limit's counters in the database (`rate_limits`), so every service process behind
// one address counts the same calls: with N processes and per-process counters a limit would allow
// N times its calls. One statement per limited call starts or continues the caller's window and
// reads the count back; windows that ended are deleted now and then. Only a few calls are limited
// (logins, password checks, postings, mails sent on request), so the write is cheap in total.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import { conflictColumns } from '../../db/engine/dialect.js';
import type { Store } from '../../db/engine/store.js';
import { rateLimits } from '../../db/schema/index.js';

/** How often (at most) a process deletes ended windows. */
const SWEEP_EVERY_MS = 60_000;

/** What the package hands `child`: the route's merged options with the route itself. */
type ChildParams = { groupId?: string; routeInfo?: { method?: string | string[]; url?: string } };

export function databaseRateLimitStore(
  store: Store,
  clock: () => number = Date.now,
): FastifyRateLimitStoreCtor {
  let nextSweep = 0;
  let limiters = 0;

  async function sweep(now: number): Promise<void> {
    if (now < nextSweep) return;
    nextSweep = now + SWEEP_EVERY_MS;
    await store.delete(rateLimits).where(lt(rateLimits.windowEndsAt, now));
  }

  async function count(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    const now = clock();
    await sweep(now);
    const ended = sql`${rateLimits.windowEndsAt} <= ${now}`;
    const [row] = await store
      .insert(rateLimits)
      .values({ key, count: 1, windowEndsAt: now + timeWindow })
      .onConflictDoUpdate({
        target: conflictColumns(rateLimits.key),
        set: {
          count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
          windowEndsAt: sql`case when ${ended} then ${now + timeWindow} else ${rateLimits.windowEndsAt} end`,
        },
      })
      .returning({ count: rateLimits.count, windowEndsAt: rateLimits.windowEndsAt });
    return { current: row.count, ttl: Math.max(0, row.windowEndsAt - now) };
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      count(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /**
     * Each limited route (or group, or limiter made by `createRateLimit`) counts on its own, as the
     * package's in-memory store does; limiters without a route are numbered in the order the app
     * makes them, which is the same in every process.
     */
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // Typed as the route's options; what the package passes is its merged limit options.
      const params = options as unknown as ChildParams;
      const route = params.routeInfo;
      const name =
        params.groupId ??
        (route?.url ? `${[route.method ?? ''].flat().join(',')} ${route.url}` : `limiter ${(limiters += 1)}`);
      return new DatabaseRateLimitStore(`${name}|`);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
