// POST /bruger/companymodalamountattr: the company amount attributes modal: the lines of the
// company's pricelist that holds category_id (all of it for a chosen category, or that one line).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createElement } from 'react';
import { BrugerHtmlReply, CompanyAmountAttrBody, errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../../errors.js';
import { renderFragment } from '../../../lib/fragment-translator.js';
import { companyCard } from '../../../db/queries/company-card.js';
import { AmountAttrModal } from './components/amount-attr-modal.js';
import { pricelistLines, pricelistOfCategory } from '../../../db/queries/pricelists.js';

const amountAttrModalRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  fastify.post(
    '/bruger/companymodalamountattr',
    {
      schema: {
        tags: ['bruger'],
        summary: "A company's pricelist lines with their amount fields",
        body: CompanyAmountAttrBody,
        response: { 200: BrugerHtmlReply, ...errorResponses },
      },
    },
    async (request) => {
      const { company_id: companyId, category_id: categoryId } = request.body;
      const company = await companyCard(db, companyId);
      if (!company) throw new AppError(404, 'errors:::company_not_found');
      const pricelistId = await pricelistOfCategory(db, companyId, categoryId);
      const lines =
        pricelistId === undefined
          ? []
          : await pricelistLines(
              db,
              companyId,
              pricelistId,
              categoryId === pricelistId ? undefined : categoryId,
            );
      if (pricelistId === undefined || lines.length === 0)
        throw new AppError(404, 'errors:::pricelist_not_found', { company: company.name });
      const html = renderFragment(request, (t) =>
        createElement(AmountAttrModal, { t, companyId, companyName: company.name, pricelistId, lines }),
      );
      return { html };
    },
  );
};

export default amountAttrModalRoute;
