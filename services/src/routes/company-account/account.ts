// GET /api/firma/konto: the company's balance, whether card payment is set up, the top-up bounds,
// and every movement newest first with the balance after it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CompanyAccountReply, TOPUP_MAX_KR, TOPUP_MIN_KR, errorResponses } from '@opgavetorvet/contracts';
import { balanceOre, history } from '../../lib/ledger.js';

const accountRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/firma/konto',
    {
      schema: {
        tags: ['company-account'],
        summary: 'Balance and history of the own company account',
        response: { 200: CompanyAccountReply, 401: errorResponses[401], 403: errorResponses[403] },
      },
    },
    async (request) => {
      const companyId = request.company.id;
      return {
        balance_ore: await balanceOre(fastify.db, companyId),
        card_payment: fastify.stripe !== null,
        min_kr: TOPUP_MIN_KR,
        max_kr: TOPUP_MAX_KR,
        lines: await history(fastify.db, companyId),
      };
    },
  );
};

export default accountRoute;
