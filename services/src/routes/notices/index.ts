// Notices a person receives: the unsubscribe link of alerts and reminders.
import type { FastifyPluginAsync } from 'fastify';
import unsubscribeRoutes from './unsubscribe.js';

const notices: FastifyPluginAsync = async (fastify) => {
  await fastify.register(unsubscribeRoutes);
};

export default notices;
