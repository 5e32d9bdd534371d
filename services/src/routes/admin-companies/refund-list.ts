// GET /api/admin/firmaer/:companyId/refusioner: what the company ledger's "Refundér" needs — each
// charge that can be given back with what is refunded, on its way and left (a card top-up no more
// than the balance may pay), and the company's refunds with their state and credit note, newest first.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { desc, eq } from 'drizzle-orm';
import {
  AdminCompanyParams,
  AdminRefundsReply,
  errorResponses,
  type AdminRefund,
} from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { receipts, refunds } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { refundableCharges } from '../../lib/payments/refund-rules.js';
import { companyById } from './queries.js';

function refundsOf(db: Db, companyId: number): Promise<AdminRefund[]> {
  return db
    .select({
      id: refunds.id,
      charge_ledger_id: refunds.chargeLedgerId,
      amount_ore: refunds.amountOre,
      method: refunds.method,
      status: refunds.status,
      reason: refunds.reason,
      created_at: refunds.createdAt,
      credit_note_number: receipts.number,
    })
    .from(refunds)
    .leftJoin(receipts, eq(receipts.ledgerId, refunds.ledgerId))
    .where(eq(refunds.companyId, companyId))
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(500)
    .all();
}

const refundListRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/admin/firmaer/:companyId/refusioner',
    {
      schema: {
        tags: ['admin'],
        summary: "A company's charges that can be refunded, and its refunds",
        params: AdminCompanyParams,
        response: { 200: AdminRefundsReply, ...errorResponses },
      },
    },
    async (request) => {
      const { db } = fastify;
      const companyId = request.params.companyId;
      if (!(await companyById(db, companyId))) throw new AppError(404, 'errors:::company_not_found');
      return { charges: await refundableCharges(db, companyId), refunds: await refundsOf(db, companyId) };
    },
  );
};

export default refundListRoute;
