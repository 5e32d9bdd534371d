// POST /ajax/bruger/search_category: the home page's category typeahead. Anyone may call it; an
// empty search gives no suggestions, otherwise at most 10, subcategories first by relevance.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SearchCategoryBody, SearchCategoryReply, errorResponses } from '@opgavetorvet/contracts';
import { allCategories } from './queries.js';
import { suggestCategories } from './rules.js';

const searchCategoryRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/ajax/bruger/search_category',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Suggest categories for what the visitor typed',
        body: SearchCategoryBody,
        response: {
          200: SearchCategoryReply,
          400: errorResponses[400],
          403: errorResponses[403],
          429: errorResponses[429],
        },
      },
    },
    async (request) => suggestCategories(await allCategories(fastify.db), request.body.search),
  );
};

export default searchCategoryRoute;
