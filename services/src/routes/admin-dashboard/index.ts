// The administrator's dashboard (/admin, issue 33): the marketplace's figures for a chosen period.
// Read only; in an adminScope, so a customer or company gets 403 and an administrator who has not
// given the second factor is not logged in (401).
import type { FastifyPluginAsync } from 'fastify';
import { adminScope } from '../../plugins/app/scopes.js';
import dashboardRoute from './dashboard.js';

const adminDashboard: FastifyPluginAsync = async (fastify) => {
  await fastify.register(adminScope, { routes: [dashboardRoute] });
};

export default adminDashboard;
