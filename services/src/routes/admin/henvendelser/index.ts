// The administrator's help inbox (/admin/henvendelser): reading the items and their threads, the
// header's counts, and answering, closing and re-opening.
import type { FastifyPluginAsync } from 'fastify';
import actionRoutes from './action-routes.js';
import readRoutes from './read-routes.js';

const henvendelser: FastifyPluginAsync = async (fastify) => {
  await fastify.register(readRoutes);
  await fastify.register(actionRoutes);
};

export default henvendelser;
