// POST /api/firma/regioner: the regions the company works in (replaces the set); unknown ids → 400.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CompanyRegionsBody } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { existingRegionIds, replaceRegions } from './profile-queries.js';
import { settingsSaveSchema, settingsSaved } from './settings-saved.js';

const regionsRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/firma/regioner',
    {
      schema: settingsSaveSchema('Save the regions the company works in', CompanyRegionsBody),
    },
    async (request) => {
      const companyId = request.company.id;
      const ids = [...new Set(request.body.region_ids)];
      if ((await existingRegionIds(fastify.db, ids)).length !== ids.length)
        throw new AppError(400, 'errors:::region_unknown');
      await replaceRegions(fastify.db, companyId, ids);
      return settingsSaved(request);
    },
  );
};

export default regionsRoute;
