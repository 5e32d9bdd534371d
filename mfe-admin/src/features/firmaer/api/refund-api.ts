// Refunds of a company's charges (issue 33): the charges that can be given back with what is left
// of each, and the refunds made (GET /api/admin/firmaer/:id/refusioner), and a refund of one charge
// (POST …/:id/refusion/:ledgerId). The ledger reads both again after a refund.
import type { AdminActionReply, AdminRefundsReply, RefundBody } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

/** The company, and the newest ledger row it has: a new row reads the refunds again. */
export interface RefundsArgs {
  companyId: number;
  newestLine: number;
}

export const refundApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminRefunds: build.query<AdminRefundsReply, RefundsArgs>({
      query: ({ companyId }) => ({ url: `/api/admin/firmaer/${companyId}/refusioner` }),
      keepUnusedDataFor: 0,
    }),
    refundCharge: build.mutation<AdminActionReply, RefundBody & { companyId: number; ledgerId: number }>({
      query: ({ companyId, ledgerId, ...body }) => ({
        url: `/api/admin/firmaer/${companyId}/refusion/${ledgerId}`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const { useAdminRefundsQuery, useRefundChargeMutation } = refundApi;
