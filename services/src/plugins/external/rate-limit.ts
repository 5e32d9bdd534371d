// Rate limiting, off by default and switched on per route with `config.rateLimit`
// (the login and profile-confirm calls are limited per address). 429 → errors:::rate_limited.
// The counters live in the database (rate-limit-store.ts), shared by every service process.
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../../errors.js';
import { databaseRateLimitStore } from './rate-limit-store.js';

export default fp(
  async (fastify) => {
    await fastify.register(rateLimit, {
      global: false,
      store: databaseRateLimitStore(fastify.db),
      errorResponseBuilder: () => new AppError(429, 'errors:::rate_limited'),
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
