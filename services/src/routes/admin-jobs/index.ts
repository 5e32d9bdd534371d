// The administrator's jobs (/admin/opgaver, issue 33): search and filter every job, see one as its
// customer sees it, close and remove it with a reason both sides are told, and open it again.
// Every call is in an adminScope; every action writes an audit row in its own transaction.
import type { FastifyPluginAsync } from 'fastify';
import { adminScope } from '../../plugins/app/scopes.js';
import actionsRoute from './actions.js';
import jobRoute from './job.js';
import searchRoute from './search.js';

const adminJobs: FastifyPluginAsync = async (fastify) => {
  await fastify.register(adminScope, { routes: [searchRoute, jobRoute, actionsRoute] });
};

export default adminJobs;
