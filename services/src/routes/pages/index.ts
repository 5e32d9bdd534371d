// The pages area: the built front ends, the remotes manifest, the locales, and the SPA fallback.
import type { FastifyPluginAsync } from 'fastify';
import staticFiles from './static-files.js';
import remotesManifest from './remotes-manifest.js';
import localesRoute from './locales.js';
import spaFallback from './spa-fallback.js';

const pages: FastifyPluginAsync = async (fastify) => {
  await fastify.register(staticFiles);
  await fastify.register(remotesManifest);
  await fastify.register(localesRoute);
  await fastify.register(spaFallback);
};

export default pages;
