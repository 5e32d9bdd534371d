// The scheduler: runs each registered task when its cron occurrence (Danish time) is due, once across
// every process sharing the database (schedule.ts), checking every 30 seconds and on start (so an
// occurrence missed while the service was down is caught up). Tests call runDue() with their clock.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import fp from 'fastify-plugin';
import { nowSeconds } from '../../lib/danish.js';
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

const CHECK_EVERY_MS = 30_000;

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
          // Not recorded as run: the next check tries again.
          done = null;
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

    let timer: NodeJS.Timeout | undefined;
    let closed = false;
    fastify.addHook('onReady', async () => {
      timer = setInterval(() => void (closed ? undefined : runDue()), CHECK_EVERY_MS);
      timer.unref();
      setImmediate(() => void (closed ? undefined : runDue()));
    });
    fastify.addHook('onClose', async () => {
      closed = true;
      if (timer) clearInterval(timer);
      await running.catch(() => undefined);
    });
  },
  { name: 'scheduler', dependencies: ['db'] },
);
