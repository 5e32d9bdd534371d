// The administrator's companies: search (GET /api/admin/firmaer?q=), one company (GET …/:id), a
// bank transfer credited by hand (POST …/:id/indbetaling) and block/unblock (POST …/:id/spaerring).
// A change reads the company again.
import type {
  AdminActionReply,
  AdminCompanyReply,
  AdminCompanySearchReply,
  BlockCompanyBody,
  ManualCreditBody,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const firmaerApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminCompanies: build.query<AdminCompanySearchReply, string>({
      query: (q) => ({ url: '/api/admin/firmaer', params: q ? { q } : {} }),
      keepUnusedDataFor: 0,
    }),
    adminCompany: build.query<AdminCompanyReply, number>({
      query: (companyId) => ({ url: `/api/admin/firmaer/${companyId}` }),
      keepUnusedDataFor: 0,
    }),
    creditCompany: build.mutation<AdminActionReply, ManualCreditBody & { companyId: number }>({
      query: ({ companyId, ...body }) => ({
        url: `/api/admin/firmaer/${companyId}/indbetaling`,
        method: 'POST',
        body,
      }),
    }),
    blockCompany: build.mutation<AdminActionReply, BlockCompanyBody & { companyId: number }>({
      query: ({ companyId, ...body }) => ({
        url: `/api/admin/firmaer/${companyId}/spaerring`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const {
  useAdminCompaniesQuery,
  useAdminCompanyQuery,
  useCreditCompanyMutation,
  useBlockCompanyMutation,
} = firmaerApi;
