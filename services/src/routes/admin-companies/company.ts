// GET /api/admin/firmaer/:companyId: one company as the administrator sees it — contact details,
// whether it is blocked and why, its plan per category, balance, ledger and the audit trail.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminCompanyParams, AdminCompanyReply, errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { balanceOre } from '../../lib/ledger.js';
import { ledgerLines } from '../../lib/ledger-lines.js';
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
      const company = await companyById(db, request.params.companyId);
      if (!company) throw new AppError(404, 'errors:::company_not_found');
      return {
        company_id: company.id,
        name: company.name,
        slug: company.slug,
        cvr: company.cvr,
        email: company.email,
        phone: company.phone,
        blocked: company.blockedAt !== null,
        blocked_at: company.blockedAt,
        blocked_reason: company.blockedReason,
        balance_ore: await balanceOre(db, company.id),
        plans: await plansOf(db, company.id),
        lines: await ledgerLines(db, company.id),
        audit: await auditOf(db, company.id),
      };
    },
  );
};

export default companyRoute;
