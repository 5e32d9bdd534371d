// The administrator's area: the cancellation requests companies made (pending and decided),
// deciding on them, the help inbox, and the outbox of e-mail and SMS the product has queued.
import type { FastifyPluginAsync } from 'fastify';
import cancellationsRoute from './cancellations.js';
import decidedCancellationsRoute from './decided-cancellations.js';
import decideCancellationRoute from './decide-cancellation.js';
import henvendelser from './henvendelser/index.js';
import outboxRoute from './outbox.js';

const admin: FastifyPluginAsync = async (fastify) => {
  await fastify.register(cancellationsRoute);
  await fastify.register(decidedCancellationsRoute);
  await fastify.register(decideCancellationRoute);
  await fastify.register(henvendelser);
  await fastify.register(outboxRoute);
};

export default admin;
