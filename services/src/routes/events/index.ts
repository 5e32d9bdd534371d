// Live events of open pages: GET /api/events, the logged-in caller's Server-Sent Events stream.
import type { FastifyPluginAsync } from 'fastify';
import eventsRoute from './events.js';

const events: FastifyPluginAsync = async (fastify) => {
  await fastify.register(eventsRoute);
};

export default events;
