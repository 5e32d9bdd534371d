// POST /api/logout: deletes the session row on the server and clears the `sid` cookie.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LogoutReply, errorResponses } from '@opgavetorvet/contracts';
import { SESSION_COOKIE } from '../../plugins/external/session.js';

const logoutRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'End the session',
        response: { 200: LogoutReply, 403: errorResponses[403] },
      },
    },
    async (request, reply) => {
      if (request.session) await request.session.destroy();
      request.currentUser = null;
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true };
    },
  );
};

export default logoutRoute;
