// The administrator's customers: search a page at a time (GET /api/admin/kunder?q=&page=), one
// customer (GET …/:userId) and block/unblock with a reason (POST …/:userId/spaerring). A change reads
// the customer again.
import type {
  AdminActionReply,
  AdminCustomerReply,
  AdminCustomerSearchReply,
  BlockCustomerBody,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const kunderApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminCustomers: build.query<AdminCustomerSearchReply, { q: string; page: number }>({
      query: ({ q, page }) => ({
        url: '/api/admin/kunder',
        params: { ...(q ? { q } : {}), ...(page > 1 ? { page } : {}) },
      }),
      keepUnusedDataFor: 0,
    }),
    adminCustomer: build.query<AdminCustomerReply, number>({
      query: (userId) => ({ url: `/api/admin/kunder/${userId}` }),
      keepUnusedDataFor: 0,
    }),
    blockCustomer: build.mutation<AdminActionReply, BlockCustomerBody & { userId: number }>({
      query: ({ userId, ...body }) => ({
        url: `/api/admin/kunder/${userId}/spaerring`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const { useAdminCustomersQuery, useAdminCustomerQuery, useBlockCustomerMutation } = kunderApi;
