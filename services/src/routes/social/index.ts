// Social login (SPEC §7): under /social/oidc/ through an OpenID provider (the login window), under
// /social/facebook/ with a network SDK's signed auth response; for both, recording the verified id
// on the profile and the status the page polls.
import type { FastifyPluginAsync } from 'fastify';
import socialLoginRoute from './login.js';
import socialStatusRoutes from './status.js';
import { oidcProvider } from './oidc-client.js';
import socialOidcRoutes from './oidc.js';

const social: FastifyPluginAsync = async (fastify) => {
  await fastify.register(socialLoginRoute);
  await fastify.register(socialStatusRoutes);
  await fastify.register(socialOidcRoutes, { provider: oidcProvider(fastify.config.oidc) });
};

export default social;
