// POST /api/admin/firmaer/:companyId/spaerring: blocks or unblocks a company with a required reason.
// A blocked company cannot log in (its sessions end here, the login refuses it), cannot bid, and is
// not listed. The change and its audit row are one transaction; blocking twice is 409.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { BlockCompanyBody } from '@opgavetorvet/contracts';
import { companies, sessions } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { nowSeconds } from '../../lib/danish.js';
import { changeCompany, companyChangeSchema } from './company-change.js';

const blockRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/admin/firmaer/:companyId/spaerring',
    { schema: companyChangeSchema('Block or unblock a company, with a reason', BlockCompanyBody) },
    async (request) => {
      const { db } = fastify;
      const companyId = request.params.companyId;
      const { blocked } = request.body;
      const reason = request.body.reason.trim();
      await changeCompany(db, request.admin.id, companyId, async (company) => {
        const now = nowSeconds();
        const changed = (
          await db
            .update(companies)
            .set(
              blocked ? { blockedAt: now, blockedReason: reason } : { blockedAt: null, blockedReason: null },
            )
            .where(
              and(
                eq(companies.id, companyId),
                blocked ? isNull(companies.blockedAt) : isNotNull(companies.blockedAt),
              ),
            )
            .run()
        ).changes;
        if (changed === 0)
          throw new AppError(
            409,
            blocked ? 'errors:::company_already_blocked' : 'errors:::company_not_blocked',
          );
        if (blocked) await db.delete(sessions).where(eq(sessions.userId, company.user_id)).run();
        return {
          action: blocked ? 'company.block' : 'company.unblock',
          before: { blocked_at: company.blocked_at, blocked_reason: company.blocked_reason },
          after: { blocked_at: blocked ? now : null, reason },
        };
      });
      return {
        type: 'success' as const,
        message: request.t(blocked ? 'admin:::firmaer::blocked_done' : 'admin:::firmaer::unblocked_done'),
      };
    },
  );
};

export default blockRoute;
