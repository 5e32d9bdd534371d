// GET /api/session: who is logged in, and the CSRF token every state-changing call must carry.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SessionReply } from '@opgavetorvet/contracts';

const sessionRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/session',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The logged-in user (or null) and the CSRF token',
        response: { 200: SessionReply },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: request.currentUser, csrfToken: reply.generateCsrf() };
    },
  );
};

export default sessionRoute;
