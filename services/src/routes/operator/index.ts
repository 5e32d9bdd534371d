// GET /api/operatoer (issue 32, GDPR art. 13): the operator's name, CVR number and address from the
// configuration (SELLER_NAME, SELLER_CVR, SELLER_ADDRESS, the seller on the receipts), which the
// privacy policy and the terms of use name. Public; the same for everyone, so cached for an hour.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OperatorReply, errorResponses } from '@opgavetorvet/contracts';

const operator: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/operatoer',
    {
      schema: {
        tags: ['operator'],
        summary: 'Who runs the marketplace: name, CVR number and address',
        response: { 200: OperatorReply, 429: errorResponses[429] },
      },
    },
    async (_request, reply) => {
      const { name, cvr, address } = fastify.config.seller;
      reply.header('cache-control', 'public, max-age=3600');
      return { name, cvr, address };
    },
  );
};

export default operator;
