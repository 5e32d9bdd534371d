// New jobs reach companies: the background worker announces each posted job to the companies and
// search agents it matches (Pro and Pro+ at once by mail and SMS), and the scheduler sends Basic
// companies their daily digest at 07:00 Danish time.
import fp from 'fastify-plugin';
import { announceDueJobs } from '../../lib/job-alerts/announce.js';
import { sendDigests } from '../../lib/job-alerts/digest.js';

export const DIGEST_PATTERN = '0 7 * * *';

export default fp(
  async (fastify) => {
    fastify.delivery.addStep((now) => announceDueJobs(fastify, now));
    fastify.scheduler.add({
      name: 'job-digest',
      pattern: DIGEST_PATTERN,
      // Awaited: the run counts as done (and its lease is freed) only when every digest is written.
      run: async (now) => {
        await sendDigests(fastify, now);
      },
    });
  },
  { name: 'job-alerts', dependencies: ['delivery', 'scheduler', 'mailer'] },
);
