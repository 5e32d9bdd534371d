// Rules of the scheduler: occurrences are in Danish time with summer time right; a task runs once
// per occurrence, an occurrence missed while the service was down is caught up once, a failed run
// is tried again, and two service processes on one database run each due task once (the lease).
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

let apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

/** An app with a daily 07:00 task that has just run (the day before MORNING) and records its runs. */
async function appWithTask(databaseFile = ':memory:') {
  const app = await buildTestApp({ databaseFile });
  apps.push(app);
  const runs: number[] = [];
  const state = { failures: 0 };
  app.scheduler.add({
    name: 'test-task',
    pattern: '0 7 * * *',
    run: async (now) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (state.failures > 0) {
        state.failures -= 1;
        throw new Error('not today');
      }
      runs.push(now);
    },
  });
  await app.ready();
  await app.scheduler.runDue(MORNING - 86400);
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
      const ran = await Promise.all([one.runDue(MORNING + 10), two.runDue(MORNING + 10)]);
      expect(ran.flat()).toEqual(['test-task']);
      expect([...one.runs, ...two.runs]).toEqual([MORNING + 10]);
      await Promise.all(apps.map((app) => app.close()));
      apps = [];
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
