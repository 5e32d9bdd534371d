// /firma/search_city_category: typeahead of the open-jobs filter. Cities whose zip or name starts
// with the typed text and categories whose name contains it (Danish-aware case folding), ten of
// each; categoty_name narrows the categories to the subcategories of that top-level category.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HtmlReply, SearchCityCategoryBody } from '@opgavetorvet/contracts';
import { renderHtml } from '../../lib/html.js';
import { fragmentT } from '../../lib/fragment-translator.js';
import { Suggestions, type CategorySuggestion, type CitySuggestion } from './html/suggestions.js';
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { dialectOf, fragment } from '../../db/engine/dialect.js';
import { categories as categoryRows, zipCodes } from '../../db/schema/index.js';
import { scopedResponses } from '../../lib/scoped-responses.js';

const parentCategory = alias(categoryRows, 'p');

const searchCityCategoryRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/firma/search_city_category',
    {
      schema: {
        tags: ['company-jobs'],
        summary: 'City and category suggestions for the job filter',
        body: SearchCityCategoryBody,
        response: scopedResponses(HtmlReply),
      },
    },
    async (request) => {
      const text = request.body.find_text.trim().toLocaleLowerCase('da-DK');
      const parent = (request.body.categoty_name ?? '').trim().toLocaleLowerCase('da-DK');
      /** Where the typed text starts in a (folded) column: 1 at its start, 0 when it is not there. */
      const at = (column: SQL) => fragment(dialectOf(fastify.db).textPosition, column, text);
      const cities: CitySuggestion[] = text
        ? await fastify.db
            .select({ zip: zipCodes.zip, city: zipCodes.city, region_id: zipCodes.regionId })
            .from(zipCodes)
            .where(or(sql`${at(sql`${zipCodes.zip}`)} = 1`, sql`${at(sql`da_lower(${zipCodes.city})`)} = 1`))
            .orderBy(asc(zipCodes.zip))
            .limit(10)
            .all()
        : [];
      const categories: CategorySuggestion[] = text
        ? await fastify.db
            .select({ id: categoryRows.id, name: categoryRows.name, parent_name: parentCategory.name })
            .from(categoryRows)
            .leftJoin(parentCategory, eq(parentCategory.id, categoryRows.parentId))
            .where(
              and(
                sql`${at(sql`da_lower(${categoryRows.name})`)} > 0`,
                parent === '' ? undefined : sql`da_lower(${parentCategory.name}) = ${parent}`,
              ),
            )
            .orderBy(at(sql`da_lower(${categoryRows.name})`), asc(categoryRows.sort), asc(categoryRows.name))
            .limit(10)
            .all()
        : [];
      return {
        html: renderHtml(<Suggestions cities={cities} categories={categories} t={fragmentT(request)} />),
      };
    },
  );
};

export default searchCityCategoryRoute;
