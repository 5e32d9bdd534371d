// The administrator's area: the cancellation requests companies made, deciding on them, and the
// outbox of e-mail and SMS the product has queued.
import type { FastifyPluginAsync } from 'fastify';
import cancellationsRoute from './cancellations.js';
import decideCancellationRoute from './decide-cancellation.js';
import outboxRoute from './outbox.js';

const admin: FastifyPluginAsync = async (fastify) => {
  await fastify.register(cancellationsRoute);
  await fastify.register(decideCancellationRoute);
  await fastify.register(outboxRoute);
};

export default admin;
