// When a scheduled task is due, and which process runs it. Occurrences come from a cron pattern in
// Danish time (croner, so summer time is right); a task is due when an occurrence passed since its
// last run — also one missed while the service was down, run once on start. A lease row in the
// database lets only one of several processes sharing it run a task at a time.
import { Cron } from 'croner';
import { and, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { TIME_ZONE } from '../danish.js';
import { taskRuns } from '../../db/schema/index.js';

/** How long a process may hold a task before another may take it over (it died while running). */
export const LEASE_SECONDS = 10 * 60;

export interface ScheduledTask {
  name: string;
  /** Cron pattern in Danish time, e.g. '0 7 * * *' for 07:00 every day. */
  pattern: string;
  run(now: number): void | Promise<void>;
}

/** The latest occurrence at or before `now` (unix seconds). */
export function latestOccurrence(pattern: string, now: number): number | null {
  const cron = new Cron(pattern, { timezone: TIME_ZONE, paused: true });
  const [previous] = cron.previousRuns(1, new Date((now + 1) * 1000));
  cron.stop();
  return previous ? Math.floor(previous.getTime() / 1000) : null;
}

/** The occurrence to run now, if one passed since the last run; a new task starts from now. */
export async function dueOccurrence(db: Db, task: ScheduledTask, now: number): Promise<number | null> {
  await db.insert(taskRuns).values({ task: task.name, lastRunAt: now }).onConflictDoNothing().run();
  const row = await db.select().from(taskRuns).where(eq(taskRuns.task, task.name)).get();
  const occurrence = latestOccurrence(task.pattern, now);
  return row && occurrence !== null && occurrence > row.lastRunAt ? occurrence : null;
}

/** Takes the task's lease for this holder when it is free or already its own. */
export async function takeLease(db: Db, task: string, holder: string, now: number): Promise<boolean> {
  return (
    (
      await db
        .update(taskRuns)
        .set({ leaseHolder: holder, leaseUntil: now + LEASE_SECONDS })
        .where(
          and(eq(taskRuns.task, task), or(lt(taskRuns.leaseUntil, now), eq(taskRuns.leaseHolder, holder))),
        )
        .run()
    ).changes === 1
  );
}

/** Records the occurrence as run and frees the lease. */
export async function finishRun(
  db: Db,
  task: string,
  holder: string,
  occurrence: number | null,
): Promise<void> {
  await db
    .update(taskRuns)
    .set({ leaseHolder: null, leaseUntil: 0, ...(occurrence === null ? {} : { lastRunAt: occurrence }) })
    .where(and(eq(taskRuns.task, task), eq(taskRuns.leaseHolder, holder)))
    .run();
}
