// The administrator's customers (/admin/kunder, issue 33): search, one customer's page, and blocking
// or unblocking with a reason. Admin only (an adminScope); every block and unblock writes an audit
// row in its own transaction, and the customer is told by mail.
import type { FastifyPluginAsync } from 'fastify';
import { adminScope } from '../../plugins/app/scopes.js';
import blockRoute from './block.js';
import customerRoute from './customer.js';
import searchRoute from './search.js';

const adminCustomers: FastifyPluginAsync = async (fastify) => {
  await fastify.register(adminScope, { routes: [searchRoute, customerRoute, blockRoute] });
};

export default adminCustomers;
