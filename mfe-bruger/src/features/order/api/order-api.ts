// Ordering from a company (SPEC §1/§7): the pricelist lines with their amount fields
// (/bruger/companymodalamountattr), the order page with the personalised work order form
// (/bruger/ajaxpagebestil), the order itself (/bruger/createpersonalizedwork), the e-mail lookup
// (/bruger/findemail) and the confirmation of an existing profile by its password
// (/bruger/data_acknowledgment), which logs the visitor in. The company's info modal
// (/ajax/bruger/modalopenjob) and its public profile (GET /api/companies/:slug) serve the quote
// request page.
import type {
  BrugerCompanyBody,
  BrugerHtmlReply,
  CompanyAmountAttrBody,
  CompanyProfileReply,
  DataAcknowledgmentBody,
  DataAcknowledgmentReply,
  FindEmailBody,
  FindEmailReply,
  OrderPageBody,
  PersonalizedWorkBody,
  PersonalizedWorkReply,
} from '@opgavetorvet/contracts';
import { api, apiTagTypes } from '@opgavetorvet/ui';

export const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    orderAmountForm: build.query<BrugerHtmlReply, CompanyAmountAttrBody>({
      query: (body) => ({ url: '/bruger/companymodalamountattr', method: 'POST', body }),
    }),
    orderPage: build.mutation<BrugerHtmlReply, OrderPageBody>({
      query: (body) => ({ url: '/bruger/ajaxpagebestil', method: 'POST', body }),
    }),
    createPersonalizedWork: build.mutation<PersonalizedWorkReply, PersonalizedWorkBody>({
      query: (body) => ({ url: '/bruger/createpersonalizedwork', method: 'POST', body }),
      // A visitor who orders gets an account and is logged in by it.
      invalidatesTags: (reply) => (reply?.link ? ['UserJobs', 'Session'] : []),
    }),
    orderFindEmail: build.mutation<FindEmailReply, FindEmailBody>({
      query: (body) => ({ url: '/bruger/findemail', method: 'POST', body }),
    }),
    confirmProfile: build.mutation<DataAcknowledgmentReply, DataAcknowledgmentBody>({
      query: (body) => ({ url: '/bruger/data_acknowledgment', method: 'POST', body }),
      // A confirmed profile is logged in: everything cached may now read differently.
      invalidatesTags: (reply) => (reply?.success ? [...apiTagTypes] : []),
    }),
    quoteCompany: build.query<CompanyProfileReply, string>({
      query: (slug) => `/api/companies/${encodeURIComponent(slug)}`,
    }),
    orderCompanyInfo: build.query<BrugerHtmlReply, BrugerCompanyBody>({
      query: (body) => ({ url: '/ajax/bruger/modalopenjob', method: 'POST', body }),
    }),
  }),
});

export const {
  useOrderAmountFormQuery,
  useOrderPageMutation,
  useCreatePersonalizedWorkMutation,
  useOrderFindEmailMutation,
  useConfirmProfileMutation,
  useOrderCompanyInfoQuery,
  useQuoteCompanyQuery,
} = orderApi;
