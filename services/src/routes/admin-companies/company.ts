// GET /api/admin/firmaer/:companyId: one company as the administrator sees it — contact details,
// whether it is blocked and why, its plan per category, balance, ledger and the audit trail.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminCompanyParams, AdminCompanyReply, errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { history } from '../../lib/ledger.js';
import { auditOf, companyById, plansOf } from './queries.js';

const companyRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/admin/firmaer/:companyId',
    {
      schema: {
        tags: ['admin'],
        summary: 'One company: plans, balance, ledger, block state and audit trail',
        params: AdminCompanyParams,
        response: { 200: AdminCompanyReply, ...errorResponses },
      },
    },
    async (request) => {
      const { db } = fastify;
      const found = await companyById(db, request.params.companyId);
      if (!found) throw new AppError(404, 'errors:::company_not_found');
      const { user_id: _login, ...company } = found;
      return {
        ...company,
        blocked: company.blocked_at !== null,
        plans: await plansOf(db, company.company_id),
        lines: await history(db, company.company_id),
        audit: await auditOf(db, company.company_id),
      };
    },
  );
};

export default companyRoute;
