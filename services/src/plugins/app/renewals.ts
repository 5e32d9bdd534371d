// Paid plans renew from the balance: every hour (minute 10, Danish time) the scheduler renews the
// Pro and Pro+ categories whose 30-day period has ended, or moves them to Basic (lib/renewals).
import fp from 'fastify-plugin';
import { renewSubscriptions } from '../../lib/renewals/renew.js';

export const RENEWALS_PATTERN = '10 * * * *';

export default fp(
  async (fastify) => {
    fastify.scheduler.add({
      name: 'renewals',
      pattern: RENEWALS_PATTERN,
      run: async (now) => {
        const outcome = await renewSubscriptions(fastify, now);
        if (outcome.renewed + outcome.fellBack > 0) fastify.log.info(outcome, 'subscriptions renewed');
      },
    });
  },
  { name: 'renewals', dependencies: ['scheduler', 'mailer'] },
);
