// Rate limiting, off by default and switched on per route with `config.rateLimit`
// (the login and profile-confirm calls are limited per address). 429 → errors:::rate_limited.
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../../errors.js';

export default fp(
  async (fastify) => {
    await fastify.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new AppError(429, 'errors:::rate_limited'),
    });
  },
  { name: 'rate-limit' },
);
