// The administrator's companies (/admin/firmaer): search, one company's plans, balance, ledger and
// audit trail, crediting a bank transfer by hand, and blocking or unblocking. Admin only; every
// change writes an audit row in its own transaction. Every call is in an adminScope. Editing a
// company's profile and pricelist (issue 33) is a scope of its own (edit-routes.ts).
import type { FastifyPluginAsync } from 'fastify';
import { adminScope } from '../../plugins/app/scopes.js';
import blockRoute from './block.js';
import companyRoute from './company.js';
import manualCreditRoute from './manual-credit.js';
import refundListRoute from './refund-list.js';
import refundRoute from './refund.js';
import searchRoute from './search.js';
import { companyEditRoutes } from './edit-routes.js';

const adminCompanies: FastifyPluginAsync = async (fastify) => {
  await fastify.register(adminScope, {
    routes: [searchRoute, companyRoute, manualCreditRoute, blockRoute, refundListRoute, refundRoute],
  });
  await fastify.register(adminScope, { routes: companyEditRoutes });
};

export default adminCompanies;
