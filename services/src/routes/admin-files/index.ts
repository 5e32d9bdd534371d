// The administrator's reported photos and files (/admin/billeder, issue 33): the queue of files
// with open reports and the decided ones, removing a file (its uploader is told why) and
// dismissing its reports. Admin only; every decision writes an audit row in its own transaction.
// Every call is in an adminScope.
import type { FastifyPluginAsync } from 'fastify';
import { adminScope } from '../../plugins/app/scopes.js';
import dismissRoute from './dismiss.js';
import listRoute from './list.js';
import removeRoute from './remove.js';

const adminFiles: FastifyPluginAsync = async (fastify) => {
  await fastify.register(adminScope, { routes: [listRoute, removeRoute, dismissRoute] });
};

export default adminFiles;
