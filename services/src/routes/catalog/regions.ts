// GET /api/regions: the regions a company can pick for its profile and its mail agents (public,
// like the category tree; the settings page needs their names, the settings call only gives ids).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RegionListReply, errorResponses } from '@opgavetorvet/contracts';
import { asc } from 'drizzle-orm';
import { regions } from '../../db/schema/index.js';

const regionsRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/regions',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The regions',
        response: { 200: RegionListReply, 429: errorResponses[429] },
      },
    },
    async () => ({
      regions: await fastify.db
        .select({ id: regions.id, name: regions.name, slug: regions.slug })
        .from(regions)
        .orderBy(asc(regions.id))
        .all(),
    }),
  );
};

export default regionsRoute;
