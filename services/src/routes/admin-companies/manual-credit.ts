// POST /api/admin/firmaer/:companyId/indbetaling: the administrator credits a bank transfer by hand
// (whole kroner, a required note). A ledger row with who and the note, the receipt and its mail,
// and the audit row, all in one transaction.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ManualCreditBody } from '@opgavetorvet/contracts';
import { formatKroner, nowSeconds } from '../../lib/danish.js';
import { balanceOre } from '../../lib/ledger.js';
import { creditPayment } from '../../lib/payments/credit-payment.js';
import { changeCompany, companyChangeSchema } from './company-change.js';

const manualCreditRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/admin/firmaer/:companyId/indbetaling',
    {
      schema: companyChangeSchema(
        'Credit a bank transfer to a company by hand, with a note',
        ManualCreditBody,
      ),
    },
    async (request) => {
      const admin = request.admin;
      const { db } = fastify;
      const companyId = request.params.companyId;
      const note = request.body.note.trim();
      const amountOre = request.body.amount_kr * 100;
      await changeCompany(db, admin.id, companyId, async () => {
        const before = { balance_ore: await balanceOre(db, companyId) };
        const credited = await creditPayment(fastify, {
          companyId,
          amountOre,
          kind: 'manual_credit',
          reason: fastify.translate('da-DK', 'mail:::receipt::ledger_manual'),
          createdByUserId: admin.id,
          note,
          createdAt: nowSeconds(),
        });
        return {
          action: 'company.credit',
          before,
          after: {
            balance_ore: await balanceOre(db, companyId),
            amount_ore: amountOre,
            note,
            ledger_id: credited?.ledgerId ?? null,
          },
        };
      });
      return {
        type: 'success' as const,
        message: request.t('admin:::firmaer::credited', { amount: formatKroner(amountOre) }),
      };
    },
  );
};

export default manualCreditRoute;
