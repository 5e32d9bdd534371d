// Social login under /social/facebook/ (SPEC §7): login with the network's auth response,
// recording the verified id on the profile, and the status the page polls.
import type { FastifyPluginAsync } from 'fastify';
import socialLoginRoute from './login.js';
import socialStatusRoutes from './status.js';

const social: FastifyPluginAsync = async (fastify) => {
  await fastify.register(socialLoginRoute);
  await fastify.register(socialStatusRoutes);
};

export default social;
