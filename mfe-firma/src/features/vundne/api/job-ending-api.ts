// Finishing or cancelling a won job (SPEC §4 "Job finishing (company)", §7): the finish with its
// final price, the cancel request that waits for the administrator, its undo ('Fortryd'), the
// cancel-message view, a rated job's reviews-cancel modal, and the contract of the job (opening it marks the booking seen).
import type {
  CancelJobBody,
  CancelJobReply,
  ContractBody,
  FinishJobBody,
  FinishJobReply,
  HtmlReply,
  JobIdBody,
  ShowCancelBody,
  UndoCancelBody,
  UndoCancelReply,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const jobEndingApi = api.injectEndpoints({
  endpoints: (build) => ({
    finishJob: build.mutation<FinishJobReply, FinishJobBody>({
      query: (body) => ({ url: '/ajax/firma/update_balans_company', method: 'POST', body }),
      invalidatesTags: ['CompanyJobs'],
    }),
    // A rated job's reviews-cancel modal, shown in place of the finish form (SPEC §4).
    reviewsCancel: build.query<string, JobIdBody>({
      query: (body) => ({ url: '/ajax/firma/modal_reviews_cancel', method: 'POST', body }),
      transformResponse: (reply: HtmlReply) => reply.html,
    }),
    cancelJob: build.mutation<CancelJobReply, CancelJobBody>({
      query: (body) => ({ url: '/ajax/firma/refused_to_work', method: 'POST', body }),
      invalidatesTags: ['CompanyJobs'],
    }),
    undoCancel: build.mutation<UndoCancelReply, UndoCancelBody>({
      query: (body) => ({ url: '/ajax/firma/delete_cancel_message', method: 'POST', body }),
      invalidatesTags: ['CompanyJobs'],
    }),
    cancelMessage: build.query<string, ShowCancelBody>({
      query: (body) => ({ url: '/ajax/firma/show_cancel_message', method: 'POST', body }),
      transformResponse: (reply: HtmlReply) => reply.html,
      providesTags: ['CompanyJobs'],
    }),
    // A mutation, not a query: reading the contract marks the booking seen, so the lists refresh.
    openContract: build.mutation<string, ContractBody>({
      query: (body) => ({ url: '/ajax/firma/get_my_contract_by_job_id', method: 'POST', body }),
      transformResponse: (reply: HtmlReply) => reply.html,
      invalidatesTags: ['CompanyJobs'],
    }),
  }),
});

export const {
  useFinishJobMutation,
  useReviewsCancelQuery,
  useCancelJobMutation,
  useUndoCancelMutation,
  useCancelMessageQuery,
  useOpenContractMutation,
} = jobEndingApi;
