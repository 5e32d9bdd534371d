// GET /api/site-projects: this site's project and the other site projects' addresses
// (SITE_PROJECT_LINKS), so a page sends the customer of another project's company to
// {link}{slug}/ (SPEC §2). Public, the same for everyone: cached for an hour.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SITE_PROJECT, SiteProjectLinksReply, errorResponses } from '@opgavetorvet/contracts';

const siteProjects: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/site-projects',
    {
      schema: {
        tags: ['site-projects'],
        summary: "This site's project and the other projects' site addresses",
        response: { 200: SiteProjectLinksReply, 429: errorResponses[429] },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { project: SITE_PROJECT, links: fastify.config.siteProjectLinks };
    },
  );
};

export default siteProjects;
