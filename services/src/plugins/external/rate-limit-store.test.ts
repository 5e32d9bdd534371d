// Rule: a rate limit counts every service process's calls together (the counters live in the
// database), per caller and route, and a window that has ended starts again from one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, visitor } from '../../test/helpers.js';
import { openSqlite } from '../../db/open.js';
import { sqliteExecutor } from '../../db/engine/sqlite-executor.js';
import { createStore } from '../../db/engine/store.js';
import { databaseRateLimitStore } from './rate-limit-store.js';

const apps: FastifyInstance[] = [];
let dir = '';

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

/** Two service processes' apps on one database file, with this login limit. */
async function twoApps(max: number, timeWindowMs: number) {
  dir = mkdtempSync(join(tmpdir(), 'opgavetorvet-limits-'));
  const databaseFile = join(dir, 'shared.sqlite');
  for (let i = 0; i < 2; i += 1)
    apps.push(await buildTestApp({ databaseFile, loginRateLimit: { max, timeWindowMs } }));
  return [apps[0], apps[1]] as const;
}

async function wrongLogin(app: FastifyInstance, n: number): Promise<number> {
  const agent = await visitor(app);
  const reply = await agent.login({ email: `ingen${n}@eksempel.dk`, password: 'forkert-kode' });
  return reply.statusCode;
}

describe('rate limits shared by the service processes', () => {
  it('counts the calls made through either process against one limit', { timeout: 40_000 }, async () => {
    const [first, second] = await twoApps(2, 60_000);
    expect(await wrongLogin(first, 1)).not.toBe(429);
    expect(await wrongLogin(second, 2)).not.toBe(429);
    expect(await wrongLogin(first, 3)).toBe(429);
    expect(await wrongLogin(second, 4)).toBe(429);
  });
});

describe('a limit window in the database', () => {
  const counter = async (clock: () => number) => {
    const store = createStore(sqliteExecutor(openSqlite(':memory:')));
    const Limits = databaseRateLimitStore(store, clock);
    const route = new Limits({}).child({ routeInfo: { method: 'POST', url: '/login' } } as never);
    const other = new Limits({}).child({ routeInfo: { method: 'POST', url: '/other' } } as never);
    const incr = (limits: typeof route, key: string) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        limits.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 1000, 5),
      );
    return { store, count: (key: string) => incr(route, key), countOther: (key: string) => incr(other, key) };
  };

  it('counts per caller and route until the window ends, then starts again from one', async () => {
    let now = 1_000_000;
    const { store, count, countOther } = await counter(() => now);
    expect(await count('1.2.3.4')).toEqual({ current: 1, ttl: 1000 });
    now += 400;
    expect(await count('1.2.3.4')).toEqual({ current: 2, ttl: 600 });
    expect(await count('5.6.7.8')).toEqual({ current: 1, ttl: 1000 });
    expect(await countOther('1.2.3.4')).toEqual({ current: 1, ttl: 1000 });
    now += 600;
    expect(await count('1.2.3.4')).toEqual({ current: 1, ttl: 1000 });
    await store.close();
  });
});
