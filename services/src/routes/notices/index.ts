// Pages the links in mails open: unsubscribe from alerts and reminders, keep a job open.
import type { FastifyPluginAsync } from 'fastify';
import keepOpenRoute from './keep-open.js';
import unsubscribeRoutes from './unsubscribe.js';

const notices: FastifyPluginAsync = async (fastify) => {
  await fastify.register(unsubscribeRoutes);
  await fastify.register(keepOpenRoute);
};

export default notices;
