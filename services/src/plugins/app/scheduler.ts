// The scheduler: runs each registered task when its cron occurrence (Danish time) is due, once across
// every process sharing the database (schedule.ts), checking every 30 seconds and on start (so an
// occurrence missed while the service was down is caught up). Tests call runDue() with their clock.
// While the database is unavailable a check fails as a whole: that is logged once, the next check
// waits longer each time (up to the usual 30 s), and nothing of it can end the process.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import fp from 'fastify-plugin';
import { nowSeconds } from '../../lib/danish.js';
import { isDatabaseUnavailable } from '../../lib/outage/database-unavailable.js';
import { outageWatch } from '../../lib/outage/outage-watch.js';
import { dueOccurrence, finishRun, takeLease, type ScheduledTask } from '../../lib/scheduler/schedule.js';

export interface Scheduler {
  add(task: ScheduledTask): void;
  /** Runs every task that is due at `now` (unix seconds) and this process can lease; returns their names. */
  runDue(now?: number): Promise<string[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

export default fp(
  async (fastify) => {
    const tasks: ScheduledTask[] = [];
    const holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    let running: Promise<string[]> = Promise.resolve([]);

    const runOnce = async (now: number): Promise<string[]> => {
      const ran: string[] = [];
      for (const task of tasks) {
        const occurrence = await dueOccurrence(fastify.db, task, now);
        if (occurrence === null || !(await takeLease(fastify.db, task.name, holder, now))) continue;
        // Another process may have run it between our look and our lease.
        const still = await dueOccurrence(fastify.db, task, now);
        let done = still;
        try {
          if (still !== null) {
            await task.run(now);
            ran.push(task.name);
          }
        } catch (err) {
          // Not recorded as run: the next check tries again. An outage ends the check (below).
          done = null;
          if (isDatabaseUnavailable(err)) throw err;
          fastify.log.error({ err, task: task.name }, 'scheduled task failed');
        } finally {
          await finishRun(fastify.db, task.name, holder, done);
        }
      }
      return ran;
    };
    const runDue = (now = nowSeconds()): Promise<string[]> => {
      running = running.catch(() => []).then(() => runOnce(now));
      return running;
    };
    fastify.decorate<Scheduler>('scheduler', { add: (task) => void tasks.push(task), runDue });

    const checkEveryMs = fastify.config.schedulerCheckMs;
    const database = outageWatch('database (scheduler)', fastify.log, {
      firstWaitMs: Math.min(1000, checkEveryMs),
      maxWaitMs: checkEveryMs,
    });
    let timer: NodeJS.Timeout | undefined;
    let closed = false;
    /** One check, then the next one after checkEveryMs, or sooner after a failed one. */
    const check = async () => {
      let wait = checkEveryMs;
      try {
        await runDue();
        database.succeeded();
      } catch (err) {
        if (isDatabaseUnavailable(err)) wait = database.failed(err);
        else fastify.log.error({ err }, 'scheduler check failed');
      }
      if (closed) return;
      timer = setTimeout(() => void check(), wait);
      timer.unref();
    };
    fastify.addHook('onReady', async () => {
      setImmediate(() => void (closed ? undefined : check()));
    });
    fastify.addHook('onClose', async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await running.catch(() => undefined);
    });
  },
  { name: 'scheduler', dependencies: ['config', 'db'] },
);
