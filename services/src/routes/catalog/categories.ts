// GET /api/categories (the tree of top-level categories with their subcategories) and
// GET /api/categories/:slug (one category with its parent, subcategories and create-job form).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CategoryDetailReply,
  CategorySlugParams,
  CategoryTreeReply,
  errorResponses,
} from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { allCategories, refOf } from './queries.js';
import { attributesOf } from '../../db/queries/categories.js';

const categoriesRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The category tree',
        response: { 200: CategoryTreeReply, 429: errorResponses[429] },
      },
    },
    async () => {
      const all = await allCategories(fastify.db);
      return {
        categories: all
          .filter((c) => c.parentId === null)
          .map((top) => ({ ...refOf(top), children: all.filter((c) => c.parentId === top.id).map(refOf) })),
      };
    },
  );

  fastify.get(
    '/api/categories/:slug',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One category with its parent, subcategories and create-job attributes',
        params: CategorySlugParams,
        response: {
          200: CategoryDetailReply,
          400: errorResponses[400],
          404: errorResponses[404],
          429: errorResponses[429],
        },
      },
    },
    async (request) => {
      const all = await allCategories(fastify.db);
      const category = all.find((c) => c.slug === request.params.slug);
      if (!category) throw new AppError(404, 'errors:::category_unknown');
      const parent = all.find((c) => c.id === category.parentId);
      const { parentId: _parent, searchWords: _words, ...shown } = category;
      return {
        category: shown,
        parent: parent ? refOf(parent) : null,
        children: all.filter((c) => c.parentId === category.id).map(refOf),
        attributes: await attributesOf(fastify.db, category.id),
      };
    },
  );
};

export default categoriesRoutes;
