// The administrator's companies (/admin/firmaer): search, one company's plans, balance, ledger and
// audit trail, crediting a bank transfer by hand, and blocking or unblocking. Admin only; every
// change writes an audit row in its own transaction.
import type { FastifyPluginAsync } from 'fastify';
import blockRoute from './block.js';
import companyRoute from './company.js';
import manualCreditRoute from './manual-credit.js';
import searchRoute from './search.js';

const adminCompanies: FastifyPluginAsync = async (fastify) => {
  await fastify.register(searchRoute);
  await fastify.register(companyRoute);
  await fastify.register(manualCreditRoute);
  await fastify.register(blockRoute);
};

export default adminCompanies;
