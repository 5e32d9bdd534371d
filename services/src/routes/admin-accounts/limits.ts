// Per-address rate limits of the administrators' calls (@fastify/rate-limit route config): a code
// is checked as often as a password may be (config.loginRateLimit), an invitation sends mail.
import type { FastifyInstance } from 'fastify';

/** The second factor's calls: as the password login, config.loginRateLimit. */
export function codeCheckLimit(fastify: FastifyInstance) {
  const { max, timeWindowMs } = fastify.config.loginRateLimit;
  return { max, timeWindow: timeWindowMs };
}

/** An invitation sends a mail: as the other calls that send mail or create accounts. */
export const invitationLimit = { max: 10, timeWindow: 15 * 60 * 1000 };
