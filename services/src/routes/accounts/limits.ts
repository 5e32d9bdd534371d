// Per-address rate limits of the account calls (@fastify/rate-limit route config).
import type { FastifyInstance } from 'fastify';

/** Login, profile confirm and password reset: config.loginRateLimit (20 per 15 minutes). */
export function passwordCheckLimit(fastify: FastifyInstance) {
  const { max, timeWindowMs } = fastify.config.loginRateLimit;
  return { max, timeWindow: timeWindowMs };
}

/** E-mail lookups: a form calls it as the visitor types. */
export const lookupLimit = { max: 60, timeWindow: 60 * 1000 };

/** Calls that send mail or create accounts. */
export const sendingLimit = { max: 10, timeWindow: 15 * 60 * 1000 };
