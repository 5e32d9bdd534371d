// The open-job modals' calls (SPEC §7 "Company jobs, bids, support"): the job description
// (/firma/modal_discription_job), the company's score in a category (/ajax/firma/infocategoryscore),
// the bid modal's check (/ajax/firma/modal_bid) and the pricelist popup read (/firma/modal_prise_read).
import type {
  BidModalReply,
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
    // A mutation: asked afresh on every 'Giv tilbud', since another tab may have bid meanwhile.
    checkBidModal: build.mutation<BidModalReply, number>({
      query: (jobId) => ({ url: '/ajax/firma/modal_bid', method: 'POST', body: { job_id: jobId } }),
    }),
    markPriceListRead: build.mutation<MessageReply, PriceListReadBody>({
      query: (body) => ({ url: '/firma/modal_prise_read', method: 'POST', body }),
    }),
  }),
});

export const {
  useOpenJobDescriptionQuery,
  useCategoryScoreQuery,
  useCheckBidModalMutation,
  useMarkPriceListReadMutation,
} = jobModalsApi;
