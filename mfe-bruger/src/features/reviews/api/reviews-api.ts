// The customer's review of a company that finished her job (POST /api/anmeldelser) and the
// category tree the review's category is chosen from (GET /api/categories); the review written with
// a company's review request link (POST /api/anmeldelser/offentlig), which refreshes its lists.
import type {
  CategoryTreeReply,
  CreateReviewBody,
  CreateReviewReply,
  PublicReviewBody,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    reviewCategories: build.query<CategoryTreeReply, void>({
      query: () => '/api/categories',
      providesTags: [{ type: 'Category', id: 'tree' }],
    }),
    createReview: build.mutation<CreateReviewReply, CreateReviewBody>({
      query: (body) => ({ url: '/api/anmeldelser', method: 'POST', body }),
      // The account data says which bookings are reviewed.
      invalidatesTags: [{ type: 'UserJobs', id: 'konto' }],
    }),
    createPublicReview: build.mutation<CreateReviewReply, PublicReviewBody>({
      query: (body) => ({ url: '/api/anmeldelser/offentlig', method: 'POST', body }),
      invalidatesTags: (_result, _error, { company_id }) => [{ type: 'Reviews', id: company_id }],
    }),
  }),
});

export const { useReviewCategoriesQuery, useCreateReviewMutation, useCreatePublicReviewMutation } =
  reviewsApi;
