// PUT /api/admin/firmaer/:companyId/prisliste: the administrator sets the prices of a company's
// pricelist (issue 33), one per line as the pricelist order shows them to customers, in whole kroner
// incl. moms; a line left empty has no price. Only lines on the company's pricelist (400 otherwise).
// The prices, the audit row (before and after) and the mail telling the company are one transaction.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminPricelistBody } from '@opgavetorvet/contracts';
import { changeCompany, companyChangeSchema } from './company-change.js';
import { newPrices, pricelistPrices, replacePrices } from './pricelist-prices.js';
import { tellCompany } from './tell-company.js';

const pricelistEditRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.put(
    '/api/admin/firmaer/:companyId/prisliste',
    {
      schema: companyChangeSchema(
        "Set the prices of a company's pricelist (the company is told by mail)",
        AdminPricelistBody,
      ),
    },
    async (request) => {
      const { db } = fastify;
      const { companyId } = request.params;
      await changeCompany(db, request.admin.id, companyId, async (company) => {
        const { lines, prices: before } = await pricelistPrices(db, companyId);
        const after = newPrices(lines, request.body.prices);
        await replacePrices(db, companyId, after);
        await tellCompany(fastify, company, 'pricelist');
        return { action: 'company.pricelist', before: { prices_kr: before }, after: { prices_kr: after } };
      });
      return { type: 'success' as const, message: request.t('admin:::firmaer::edit::pricelist_saved') };
    },
  );
};

export default pricelistEditRoute;
