// POST /api/firma/kategorier: the company's profile categories (replaces the set). Unknown ids →
// 400; more than two distinct top-level categories → 400 with SPEC §5's text; nothing changes then.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CompanyCategoriesBody } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { categoriesByIds, replaceCategories } from './profile-queries.js';
import { tooManyTopCategories } from './rules.js';
import { settingsSaveSchema, settingsSaved } from './settings-saved.js';

const categoriesRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/firma/kategorier',
    {
      schema: settingsSaveSchema(
        'Save the profile categories (at most two top-level categories)',
        CompanyCategoriesBody,
      ),
    },
    async (request) => {
      const companyId = request.company.id;
      const ids = [...new Set(request.body.category_ids)];
      const chosen = await categoriesByIds(fastify.db, ids);
      if (chosen.length !== ids.length) throw new AppError(400, 'errors:::category_unknown');
      if (tooManyTopCategories(chosen)) throw new AppError(400, 'errors:::max_two_top_categories');
      await replaceCategories(fastify.db, companyId, ids);
      return settingsSaved(request);
    },
  );
};

export default categoriesRoute;
