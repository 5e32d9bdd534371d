// The administrator's edit of one company (issue 33): its profile fields and pricelist (GET and PUT
// /api/admin/firmaer/:id/profil, PUT …/prisliste), the company a support case came from (GET
// /api/admin/firmaer/supportsag/:caseId), and that case read, answered and closed through the help
// inbox's own calls (/api/admin/henvendelser/support_case/:id…), tagged 'Help' as the inbox's are, so
// the inbox and its counts follow an answer given here.
import type {
  AdminActionReply,
  AdminCompanyEditReply,
  AdminPricelistBody,
  AdminSupportCaseCompanyReply,
  CompanyDetailsBody,
  HelpActionReply,
  HelpThreadReply,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

const caseUrl = (caseId: number) => `/api/admin/henvendelser/support_case/${caseId}`;

export const companyEditApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminCompanyEdit: build.query<AdminCompanyEditReply, number>({
      query: (companyId) => `/api/admin/firmaer/${companyId}/profil`,
      keepUnusedDataFor: 0,
    }),
    saveCompanyProfile: build.mutation<AdminActionReply, CompanyDetailsBody & { companyId: number }>({
      query: ({ companyId, ...body }) => ({
        url: `/api/admin/firmaer/${companyId}/profil`,
        method: 'PUT',
        body,
      }),
    }),
    saveCompanyPricelist: build.mutation<AdminActionReply, AdminPricelistBody & { companyId: number }>({
      query: ({ companyId, ...body }) => ({
        url: `/api/admin/firmaer/${companyId}/prisliste`,
        method: 'PUT',
        body,
      }),
    }),
    supportCaseCompany: build.query<AdminSupportCaseCompanyReply, number>({
      query: (caseId) => `/api/admin/firmaer/supportsag/${caseId}`,
      keepUnusedDataFor: 0,
    }),
    companyCaseThread: build.query<HelpThreadReply, number>({
      query: caseUrl,
      providesTags: ['Help'],
    }),
    answerCompanyCase: build.mutation<HelpActionReply, { caseId: number; text: string }>({
      query: ({ caseId, text }) => ({ url: `${caseUrl(caseId)}/svar`, method: 'POST', body: { text } }),
      invalidatesTags: ['Help'],
    }),
    closeCompanyCase: build.mutation<HelpActionReply, number>({
      query: (caseId) => ({ url: `${caseUrl(caseId)}/luk`, method: 'POST', body: {} }),
      invalidatesTags: ['Help'],
    }),
  }),
});

export const {
  useAdminCompanyEditQuery,
  useSaveCompanyProfileMutation,
  useSaveCompanyPricelistMutation,
  useSupportCaseCompanyQuery,
  useCompanyCaseThreadQuery,
  useAnswerCompanyCaseMutation,
  useCloseCompanyCaseMutation,
} = companyEditApi;
