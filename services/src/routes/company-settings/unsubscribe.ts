// POST /firma/unsubscribe_subscription: sets one profile category back to basic. The paid period
// is not refunded; a category that is already basic → 409 and nothing changes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UnsubscribeBody, UnsubscribeReply, errorResponses } from '@opgavetorvet/contracts';
import { unsubscribe } from './subscription-queries.js';

const unsubscribeRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/firma/unsubscribe_subscription',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Set the subscription of one profile category back to basic',
        body: UnsubscribeBody,
        response: { 200: UnsubscribeReply, ...errorResponses },
      },
    },
    async (request) => {
      const category = await unsubscribe(fastify.db, request.company.id, request.body.category_id);
      return {
        success: true,
        type: 'success' as const,
        message: request.t('notices:::subscription::unsubscribed', { category: category.name }),
      };
    },
  );
};

export default unsubscribeRoute;
