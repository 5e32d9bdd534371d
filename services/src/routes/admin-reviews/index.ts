// The administrator's reported reviews (/admin/anmeldelser, issue 33): the queue of reports and the
// decided ones, keeping a review or removing it on a stated ground. Admin only; every decision
// writes an audit row naming the administrator in its own transaction. Every call is in an adminScope.
import type { FastifyPluginAsync } from 'fastify';
import { adminScope } from '../../plugins/app/scopes.js';
import keepRoute from './keep.js';
import listRoute from './list.js';
import removeRoute from './remove.js';

const adminReviews: FastifyPluginAsync = async (fastify) => {
  await fastify.register(adminScope, { routes: [listRoute, keepRoute, removeRoute] });
};

export default adminReviews;
