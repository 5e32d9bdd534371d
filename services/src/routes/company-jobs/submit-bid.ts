// POST /api/firma/bud: a sealed bid on an open job in the company's categories. Creates the contact
// ('bid') and the bid in one transaction; one active bid per company and job (a double click
// leaves one, the other gets 409 info). The customer is told ('new_bid'), without the price.
// A company the administrator blocked cannot bid (403, checked with the job in placeBid). The bid's
// life is domain/jobs/bids.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BidBody, BidReply, MessageReply, errorResponses } from '@opgavetorvet/contracts';
import { placeBid } from '../../domain/jobs/bids.js';
import { StateRefusal } from '../../domain/jobs/transitions.js';
import { AppError } from '../../errors.js';

const submitBidRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/firma/bud',
    {
      schema: {
        tags: ['company-jobs'],
        summary: 'Submit a sealed bid',
        body: BidBody,
        response: {
          200: BidReply,
          400: errorResponses[400],
          401: errorResponses[401],
          403: MessageReply,
          404: MessageReply,
          409: MessageReply,
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      if (
        body.min_estimate !== undefined &&
        body.max_estimate !== undefined &&
        body.min_estimate > body.max_estimate
      ) {
        throw new AppError(400, 'fragments-firma:::bid::estimate_order');
      }
      try {
        const { bidId, contactId } = await placeBid(fastify, request.company, body);
        return {
          type: 'success' as const,
          message: request.t('fragments-firma:::bid::sent'),
          bid_id: bidId,
          contact_id: contactId,
        };
      } catch (error) {
        if (!(error instanceof StateRefusal)) throw error;
        return reply
          .code(error.statusCode as 403 | 404 | 409)
          .send({ type: error.notification, message: request.t(error.key) });
      }
    },
  );
};

export default submitBidRoute;
