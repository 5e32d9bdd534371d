// POST /ajax/bruger/modalopenjob: the info modal about a company shown to a customer or visitor
// (its public profile only), with a link that starts a job sent to that company.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import { createElement } from 'react';
import { BrugerCompanyBody, BrugerHtmlReply, errorResponses } from '@opgavetorvet/contracts';
import { categories, companyCategories } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { CompanyInfoModal } from './components/company-info-modal.js';
import { renderFragment } from '../../lib/fragment-translator.js';
import { companyCard } from '../../db/queries/company-card.js';

const modalOpenJobRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  fastify.post(
    '/ajax/bruger/modalopenjob',
    {
      schema: {
        tags: ['bruger'],
        summary: 'Info modal about a company (public profile)',
        body: BrugerCompanyBody,
        response: { 200: BrugerHtmlReply, ...errorResponses },
      },
    },
    async (request) => {
      const company = await companyCard(db, request.body.company_id);
      if (!company) throw new AppError(404, 'errors:::company_not_found');
      const categoryNames = (
        await db
          .select({ name: categories.name })
          .from(companyCategories)
          .innerJoin(categories, eq(categories.id, companyCategories.categoryId))
          .where(eq(companyCategories.companyId, company.id))
          .orderBy(asc(categories.sort), asc(categories.name))
          .all()
      ).map((row) => row.name);
      return {
        html: renderFragment(request, (t) => createElement(CompanyInfoModal, { t, company, categoryNames })),
      };
    },
  );
};

export default modalOpenJobRoute;
