// The administrator's area: the cancellation requests companies made, awaiting a decision.
import type { FastifyPluginAsync } from 'fastify';
import cancellationsRoute from './cancellations.js';

const admin: FastifyPluginAsync = async (fastify) => {
  await fastify.register(cancellationsRoute);
};

export default admin;
