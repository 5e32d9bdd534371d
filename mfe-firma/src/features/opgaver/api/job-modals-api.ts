// The open-job modals' calls (SPEC §7 "Company jobs, bids, support"): the job description
// (/firma/modal_discription_job), the company's score in a category (/ajax/firma/infocategoryscore)
// and the pricelist popup read (/firma/modal_prise_read): each used by a lazily loaded part of the
// page. The bid modal's check, which the list itself makes, is bid-check-api.ts.
import type {
  HtmlReply,
  InfoCategoryScoreReply,
  MessageReply,
  PriceListReadBody,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const jobModalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    openJobDescription: build.query<string, number>({
      query: (jobId) => ({ url: '/firma/modal_discription_job', method: 'POST', body: { job_id: jobId } }),
      transformResponse: (reply: HtmlReply) => reply.html,
    }),
    categoryScore: build.query<InfoCategoryScoreReply, number>({
      query: (categoryId) => ({
        url: '/ajax/firma/infocategoryscore',
        method: 'POST',
        body: { categories_id: categoryId },
      }),
      providesTags: ['CompanyJobs'],
    }),
    markPriceListRead: build.mutation<MessageReply, PriceListReadBody>({
      query: (body) => ({ url: '/firma/modal_prise_read', method: 'POST', body }),
    }),
  }),
});

export const { useOpenJobDescriptionQuery, useCategoryScoreQuery, useMarkPriceListReadMutation } =
  jobModalsApi;
