// The company's account (/firma/konto): balance and history, topping up by card, the return page's
// payment status, and the receipts of payments.
import type { FastifyPluginAsync } from 'fastify';
import accountRoute from './account.js';
import paymentStatusRoute from './payment-status.js';
import receiptRoute from './receipt.js';
import topUpRoute from './top-up.js';

const companyAccount: FastifyPluginAsync = async (fastify) => {
  await fastify.register(accountRoute);
  await fastify.register(topUpRoute);
  await fastify.register(paymentStatusRoute);
  await fastify.register(receiptRoute);
};

export default companyAccount;
