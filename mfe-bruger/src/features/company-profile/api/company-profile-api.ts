// The company profile's calls: the public profile (GET /api/companies/:slug), its opening times
// (/ajax/firma/openingtimes), the paged review lists as html (load_reviews, load_publicreview,
// load_friendtestimonials), and for a logged-in customer the own jobs with offers from the company
// (GET /api/companies/:slug/offers), the list of those offers (/ajax/bruger/modal_list) and the
// 'call me' request, sent as a message to the company (/opgave/new_message).
import type {
  BrugerCompanyBody,
  BrugerHtmlReply,
  CompanyOwnOffersReply,
  CompanyProfileReply,
  ModalListBody,
  ModalListReply,
  NewMessageBody,
  NewMessageReply,
  ReviewListBody,
  ReviewListReply,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

/** The three public lists: customers' reviews, other public reviews, friends' testimonials. */
export type ProfileReviewList = 'reviews' | 'publicreview' | 'friendtestimonials';

export const profileReviewLists: readonly ProfileReviewList[] = [
  'reviews',
  'publicreview',
  'friendtestimonials',
];

const listUrl: Record<ProfileReviewList, string> = {
  reviews: '/ajax/firma/load_reviews',
  publicreview: '/ajax/firma/load_publicreview',
  friendtestimonials: '/ajax/firma/load_friendtestimonials',
};

export const companyProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    companyProfile: build.query<CompanyProfileReply, string>({
      query: (slug) => `/api/companies/${encodeURIComponent(slug)}`,
    }),
    profileOpeningTimes: build.query<BrugerHtmlReply, BrugerCompanyBody>({
      query: (body) => ({ url: '/ajax/firma/openingtimes', method: 'POST', body }),
    }),
    profileReviewPage: build.query<ReviewListReply, ReviewListBody & { list: ProfileReviewList }>({
      query: ({ list, ...body }) => ({ url: listUrl[list], method: 'POST', body }),
      providesTags: (_result, _error, { company_id }) => [{ type: 'Reviews', id: company_id }],
    }),
    profileOwnOffers: build.query<CompanyOwnOffersReply, string>({
      query: (slug) => `/api/companies/${encodeURIComponent(slug)}/offers`,
      providesTags: ['UserJobs'],
    }),
    profileOfferList: build.query<ModalListReply, ModalListBody>({
      query: (body) => ({ url: '/ajax/bruger/modal_list', method: 'POST', body }),
      keepUnusedDataFor: 0,
    }),
    profileCallMe: build.mutation<NewMessageReply, NewMessageBody>({
      query: (body) => ({ url: '/opgave/new_message', method: 'POST', body }),
      invalidatesTags: ['Messages'],
    }),
  }),
});

export const {
  useCompanyProfileQuery,
  useProfileOpeningTimesQuery,
  useProfileReviewPageQuery,
  useProfileOwnOffersQuery,
  useProfileOfferListQuery,
  useProfileCallMeMutation,
} = companyProfileApi;
