// POST /api/firma/bud/:bidId/tilbagetraek: the company withdraws its own active bid while the
// customer has not chosen anyone on it; the contact becomes 'withdrawn' (it may bid again later).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BidIdParams, MessageReply } from '@opgavetorvet/contracts';
import { companyChangeRefusals } from '../../lib/company-refusals.js';
import { withdrawBid } from '../../domain/jobs/bids.js';

const withdrawBidRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/firma/bud/:bidId/tilbagetraek',
    {
      schema: {
        tags: ['company-jobs'],
        summary: 'Withdraw an own bid',
        params: BidIdParams,
        response: { 200: MessageReply, ...companyChangeRefusals },
      },
    },
    async (request) => {
      await withdrawBid(fastify.db, request.company.id, request.params.bidId);
      return { type: 'success' as const, message: request.t('fragments-firma:::bid::withdrawn') };
    },
  );
};

export default withdrawBidRoute;
