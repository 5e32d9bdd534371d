// The administrator's area: the cancellation requests companies made, and deciding on them.
import type { FastifyPluginAsync } from 'fastify';
import cancellationsRoute from './cancellations.js';
import decideCancellationRoute from './decide-cancellation.js';

const admin: FastifyPluginAsync = async (fastify) => {
  await fastify.register(cancellationsRoute);
  await fastify.register(decideCancellationRoute);
};

export default admin;
