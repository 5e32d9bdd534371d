// Payments from outside: Stripe's webhook, the only way a card top-up reaches a balance.
import type { FastifyPluginAsync } from 'fastify';
import webhookRoute from './webhook.js';

const payments: FastifyPluginAsync = async (fastify) => {
  await fastify.register(webhookRoute);
};

export default payments;
