// Rules of the scheduler: occurrences are in Danish time with summer time right; a task runs once
// per occurrence, an occurrence missed while the service was down is caught up once, a failed run
// is tried again, and two service processes on one database run each due task once (the lease).
// The two "processes" share one thread here, and SQLite's busy wait is synchronous: while one
// connection holds a write transaction across a turn of the event loop, a write on the other would
// wait for it with the thread blocked and fail as 'database is locked'. So the two apps never work
// at the same moment by chance: each has finished its own start-up work before the other starts,
// and the second looks while the first is held inside the task (leased, no transaction open).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { taskRuns } from '../../db/schema/index.js';
import { LEASE_SECONDS, latestOccurrence, takeLease } from '../../lib/scheduler/schedule.js';
import { buildTestApp } from '../../test/helpers.js';

const utc = (text: string) => Date.parse(text) / 1000;
/** A day far ahead, so the scheduler's own first look (at the real now) is before it. */
const MORNING = utc('2031-01-14T06:00:00Z');

/** Longer than any test: no background check or delivery pass of its own while a test runs. */
const NOT_DURING_A_TEST_MS = 3_600_000;

let apps: FastifyInstance[] = [];
/** Closes the test's apps one after the other (two closing at once would be two connections writing). */
async function closeApps() {
  for (const app of apps) await app.close();
  apps = [];
}
afterEach(closeApps);

/**
 * An app with a daily 07:00 task that has just run (the day before MORNING) and records its runs,
 * its start-up work over (the scheduler's first check and the delivery's first pass). While
 * `state.hold` is set, a run waits for it after calling `state.entered`.
 */
async function appWithTask(databaseFile = ':memory:') {
  const app = await buildTestApp({
    databaseFile,
    schedulerCheckMs: NOT_DURING_A_TEST_MS,
    deliveryIntervalMs: NOT_DURING_A_TEST_MS,
  });
  apps.push(app);
  const runs: number[] = [];
  const state: { failures: number; hold?: Promise<void>; entered?: () => void } = { failures: 0 };
  app.scheduler.add({
    name: 'test-task',
    pattern: '0 7 * * *',
    run: async (now) => {
      state.entered?.();
      await state.hold;
      if (state.failures > 0) {
        state.failures -= 1;
        throw new Error('not today');
      }
      runs.push(now);
    },
  });
  await app.ready();
  await app.scheduler.runDue(MORNING - 86400);
  // The first check (queued at ready for the next turn) and the first delivery pass are done too.
  await new Promise((resolve) => setImmediate(resolve));
  await app.scheduler.runDue(MORNING - 86400);
  await app.delivery.drain();
  runs.length = 0;
  /** The names of the test's tasks that ran (the product's own tasks are registered too). */
  const runDue = async (now: number) =>
    (await app.scheduler.runDue(now)).filter((name) => name === 'test-task');
  return { app, runs, runDue, state };
}

describe('occurrences in Danish time', () => {
  it('puts 07:00 at 06:00 UTC in winter and 05:00 UTC in summer', () => {
    expect(latestOccurrence('0 7 * * *', utc('2026-01-15T12:00:00Z'))).toBe(utc('2026-01-15T06:00:00Z'));
    expect(latestOccurrence('0 7 * * *', utc('2026-07-15T12:00:00Z'))).toBe(utc('2026-07-15T05:00:00Z'));
    expect(latestOccurrence('0 7 * * *', utc('2026-03-29T05:30:00Z'))).toBe(utc('2026-03-29T05:00:00Z'));
    expect(latestOccurrence('0 7 * * *', utc('2026-10-25T05:30:00Z'))).toBe(utc('2026-10-24T05:00:00Z'));
  });
});

describe('running due tasks', () => {
  it('runs a task once at its occurrence, not before and not again until the next', async () => {
    const { runs, runDue } = await appWithTask();
    expect(await runDue(MORNING - 1)).toEqual([]);
    expect(await runDue(MORNING)).toEqual(['test-task']);
    expect(await runDue(MORNING + 600)).toEqual([]);
    expect(await runDue(MORNING + 86400)).toEqual(['test-task']);
    expect(runs).toEqual([MORNING, MORNING + 86400]);
  });

  it('catches up once after the service was down over several occurrences', async () => {
    const { app, runs, runDue } = await appWithTask();
    expect(await runDue(MORNING + 3 * 86400 + 5000)).toEqual(['test-task']);
    expect(await runDue(MORNING + 3 * 86400 + 5030)).toEqual([]);
    expect(runs).toHaveLength(1);
    expect(await app.db.select().from(taskRuns).where(eq(taskRuns.task, 'test-task')).get()).toMatchObject({
      lastRunAt: MORNING + 3 * 86400,
      leaseHolder: null,
    });
  });

  it('tries a failed run again at the next check', async () => {
    const { runs, runDue, state } = await appWithTask();
    state.failures = 1;
    expect(await runDue(MORNING)).toEqual([]);
    expect(await runDue(MORNING + 30)).toEqual(['test-task']);
    expect(runs).toEqual([MORNING + 30]);
  });

  it('runs a due task once when two service processes share the database file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'opgavetorvet-lease-'));
    try {
      const file = join(dir, 'shared.sqlite');
      const one = await appWithTask(file);
      const two = await appWithTask(file);
      // The first process takes the task and is held inside it, its lease taken.
      let release = () => {};
      one.state.hold = new Promise<void>((resolve) => (release = resolve));
      const entered = new Promise<void>((resolve) => (one.state.entered = resolve));
      const first = one.runDue(MORNING + 10);
      await entered;
      // Meanwhile the second finds it due but leased by the first, and leaves it.
      expect(await two.runDue(MORNING + 10)).toEqual([]);
      release();
      expect(await first).toEqual(['test-task']);
      // Once the first has recorded the run, it is no longer due for the second either.
      expect(await two.runDue(MORNING + 20)).toEqual([]);
      expect([...one.runs, ...two.runs]).toEqual([MORNING + 10]);
      await closeApps();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lets another process take a lease that its holder left behind when it stopped', async () => {
    const { app } = await appWithTask();
    expect(await takeLease(app.db, 'test-task', 'process-a', MORNING)).toBe(true);
    expect(await takeLease(app.db, 'test-task', 'process-b', MORNING + 60)).toBe(false);
    expect(await takeLease(app.db, 'test-task', 'process-b', MORNING + LEASE_SECONDS + 1)).toBe(true);
  });
});
