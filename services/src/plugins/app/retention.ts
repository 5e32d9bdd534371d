// Retention (issue 32): every night at 03:20 Danish time the scheduler removes, once across
// processes, what the privacy policy keeps for a limited time (lib/retention: expired sessions, old
// log-in attempts and outbox rows, unconfirmed contact changes, expired password codes).
import fp from 'fastify-plugin';
import { removeExpired } from '../../lib/retention/remove-expired.js';

/** 03:20 every night: away from the hourly tasks (minutes 10 and 40) and the 07:00 digest. */
export const RETENTION_PATTERN = '20 3 * * *';

export default fp(
  async (fastify) => {
    fastify.scheduler.add({
      name: 'retention',
      pattern: RETENTION_PATTERN,
      run: async (now) => {
        const removed = await removeExpired(fastify.db, now);
        if (Object.values(removed).some((count) => count > 0)) fastify.log.info(removed, 'retention ran');
      },
    });
  },
  { name: 'retention', dependencies: ['db', 'scheduler'] },
);
