// GET /remotes.json: where the shell loads each remote's remoteEntry.js from (REMOTE_*_URL or
// the copy this service serves). Never cached, so a redeployed remote is picked up at once.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RemotesManifest } from '@opgavetorvet/contracts';

const remotesManifest: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/remotes.json',
    { schema: { tags: ['pages'], summary: 'URLs of the remotes', response: { 200: RemotesManifest } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return fastify.config.remotes;
    },
  );
};

export default remotesManifest;
