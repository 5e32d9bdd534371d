// GET /api/admin/firmaer/:companyId/profil: what the administrator's editor of one company shows
// (issue 33): its profile fields as the company's own form shows them (lib/company-details), and its
// pricelist with each line's price, as customers see it on the profile.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminCompanyEditReply, AdminCompanyParams, errorResponses } from '@opgavetorvet/contracts';
import { pricelistsOf } from '../../db/queries/pricelists.js';
import { AppError } from '../../errors.js';
import { ownDetails } from '../../lib/company-details/queries.js';
import { companyById } from './queries.js';

const companyEditRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/admin/firmaer/:companyId/profil',
    {
      schema: {
        tags: ['admin'],
        summary: "A company's profile fields and its pricelist with prices, to edit",
        params: AdminCompanyParams,
        response: { 200: AdminCompanyEditReply, ...errorResponses },
      },
    },
    async (request) => {
      const { db } = fastify;
      const { companyId } = request.params;
      if (!(await companyById(db, companyId))) throw new AppError(404, 'errors:::company_not_found');
      return { details: await ownDetails(db, companyId), pricelists: await pricelistsOf(db, companyId) };
    },
  );
};

export default companyEditRoute;
