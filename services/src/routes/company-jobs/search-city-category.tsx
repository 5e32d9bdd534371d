// /firma/search_city_category: typeahead of the open-jobs filter. Cities whose zip or name starts
// with the typed text and categories whose name contains it (Danish-aware case folding), ten of
// each; categoty_name narrows the categories to the subcategories of that top-level category.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HtmlReply, SearchCityCategoryBody, errorResponses } from '@opgavetorvet/contracts';
import { renderHtml } from '../../lib/html.js';
import { fragmentT } from '../../lib/fragment-translator.js';
import { Suggestions, type CategorySuggestion, type CitySuggestion } from './html/suggestions.js';
import { all } from '../../db/prepared-sql.js';

const searchCityCategoryRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/firma/search_city_category',
    {
      schema: {
        tags: ['company-jobs'],
        summary: 'City and category suggestions for the job filter',
        body: SearchCityCategoryBody,
        response: {
          200: HtmlReply,
          400: errorResponses[400],
          401: errorResponses[401],
          403: errorResponses[403],
        },
      },
    },
    async (request) => {
      const text = request.body.find_text.trim().toLocaleLowerCase('da-DK');
      const parent = (request.body.categoty_name ?? '').trim().toLocaleLowerCase('da-DK');
      const cities = text
        ? all<CitySuggestion>(
            fastify.db,
            `select zip, city, region_id from zip_codes where instr(zip, @text) = 1 or instr(da_lower(city), @text) = 1
             order by zip limit 10`,
            { text },
          )
        : [];
      const categories = text
        ? all<CategorySuggestion>(
            fastify.db,
            `select c.id, c.name, p.name parent_name from categories c left join categories p on p.id = c.parent_id
             where instr(da_lower(c.name), @text) > 0 and (@parent = '' or da_lower(p.name) = @parent)
             order by instr(da_lower(c.name), @text), c.sort, c.name limit 10`,
            { text, parent },
          )
        : [];
      return {
        html: renderHtml(<Suggestions cities={cities} categories={categories} t={fragmentT(request)} />),
      };
    },
  );
};

export default searchCityCategoryRoute;
