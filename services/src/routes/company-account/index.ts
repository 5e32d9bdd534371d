// The company's account (/firma/konto): balance and history, topping up by card, the return page's
// payment status, and the receipts of payments. Every call is the calling company's (companyScope).
import type { FastifyPluginAsync } from 'fastify';
import { companyScope } from '../../plugins/app/scopes.js';
import accountRoute from './account.js';
import paymentStatusRoute from './payment-status.js';
import receiptRoute from './receipt.js';
import topUpRoute from './top-up.js';

const companyAccount: FastifyPluginAsync = async (fastify) => {
  await fastify.register(companyScope, {
    routes: [accountRoute, topUpRoute, paymentStatusRoute, receiptRoute],
  });
};

export default companyAccount;
