// GET /api/admin/firmaer/supportsag/:caseId: the company a support case came from (issue 33), so the
// help inbox's 'Ret firmaets prisliste' can open that company's editor with the case beside it.
// An unknown case → 404 errors:::support_case_not_found.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import {
  AdminSupportCaseCompanyReply,
  AdminSupportCaseParams,
  errorResponses,
} from '@opgavetorvet/contracts';
import { supportCases } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

const supportCaseRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/admin/firmaer/supportsag/:caseId',
    {
      schema: {
        tags: ['admin'],
        summary: 'The company a support case came from',
        params: AdminSupportCaseParams,
        response: { 200: AdminSupportCaseCompanyReply, ...errorResponses },
      },
    },
    async (request) => {
      const found = await fastify.db
        .select({
          case_id: supportCases.id,
          company_id: supportCases.companyId,
          subject: supportCases.subject,
        })
        .from(supportCases)
        .where(eq(supportCases.id, request.params.caseId))
        .get();
      if (!found) throw new AppError(404, 'errors:::support_case_not_found');
      return found;
    },
  );
};

export default supportCaseRoute;
