// Reminders and expiry run by the scheduler every quarter of an hour: expiry warnings and expiry of
// open jobs, the chosen company's confirmation reminder and the customer's notice when it has not
// confirmed, review requests after a finished job, and tickets on overdue won jobs.
import fp from 'fastify-plugin';
import { expireJobs } from '../../domain/jobs/expiry.js';
import { warnBeforeExpiry } from '../../lib/reminders/expiry.js';
import {
  openOverdueTickets,
  remindUnconfirmed,
  requestReviews,
} from '../../lib/reminders/won-job-reminders.js';

export const REMINDERS_PATTERN = '*/15 * * * *';

export default fp(
  async (fastify) => {
    fastify.scheduler.add({
      name: 'reminders',
      pattern: REMINDERS_PATTERN,
      run: async (now) => {
        await warnBeforeExpiry(fastify, now);
        await expireJobs(fastify, now);
        await remindUnconfirmed(fastify, now);
        await requestReviews(fastify, now);
        await openOverdueTickets(fastify, now);
      },
    });
  },
  { name: 'reminders', dependencies: ['scheduler', 'mailer'] },
);
