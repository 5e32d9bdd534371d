// POST /api/firma/regioner: the regions the company works in (replaces the set); unknown ids → 400.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CompanyRegionsBody, SettingsSavedReply, errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { existingRegionIds, replaceRegions } from './profile-queries.js';

const regionsRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/firma/regioner',
    {
      schema: {
        tags: ['company-settings'],
        summary: 'Save the regions the company works in',
        body: CompanyRegionsBody,
        response: { 200: SettingsSavedReply, ...errorResponses },
      },
    },
    async (request) => {
      const companyId = request.company.id;
      const ids = [...new Set(request.body.region_ids)];
      if (existingRegionIds(fastify.db, ids).length !== ids.length)
        throw new AppError(400, 'errors:::region_unknown');
      replaceRegions(fastify.db, companyId, ids);
      return { success: true, message: request.t('notices:::settings_saved') };
    },
  );
};

export default regionsRoute;
