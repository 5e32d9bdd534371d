// GET /opgave/get_auto_models?q=: car model suggestions for a car-model question (SPEC §9: at
// least 2 characters), matching make, model or "make model", in select-box shape, 20 a page.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, sql } from 'drizzle-orm';
import {
  CAR_MODELS_PAGE_SIZE,
  CarModelsQuery,
  CarModelsReply,
  errorResponses,
} from '@opgavetorvet/contracts';
import { containsFolded } from '../../../db/engine/dialect.js';
import { carModels } from '../../../db/schema/index.js';

const carModelsRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/opgave/get_auto_models',
    {
      schema: {
        tags: ['bruger'],
        summary: 'Car model suggestions (q: at least 2 characters)',
        querystring: CarModelsQuery,
        response: { 200: CarModelsReply, 400: errorResponses[400], 429: errorResponses[429] },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const words = request.query.q
        .trim()
        .toLocaleLowerCase('da-DK')
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, 4);
      if (words.length === 0) return { results: [], pagination: { more: false } };
      // Each word in "make model", Danish letters folded on both engines (da_lower).
      const conditions = words.map((word) =>
        containsFolded(sql`${carModels.make} || ' ' || ${carModels.model}`, word),
      );
      const rows = await fastify.db
        .select({ id: carModels.id, make: carModels.make, model: carModels.model })
        .from(carModels)
        .where(sql.join(conditions, sql` and `))
        .orderBy(asc(carModels.make), asc(carModels.model))
        .limit(CAR_MODELS_PAGE_SIZE + 1)
        .offset((page - 1) * CAR_MODELS_PAGE_SIZE)
        .all();
      return {
        results: rows
          .slice(0, CAR_MODELS_PAGE_SIZE)
          .map((row) => ({ ...row, text: `${row.make} ${row.model}` })),
        pagination: { more: rows.length > CAR_MODELS_PAGE_SIZE },
      };
    },
  );
};

export default carModelsRoute;
