// The customer's review of a company that finished her job (POST /api/anmeldelser) and the
// category tree the review's category is chosen from (GET /api/categories).
import type { CategoryTreeReply, CreateReviewBody, CreateReviewReply } from '@opgavetorvet/contracts';
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
  }),
});

export const { useReviewCategoriesQuery, useCreateReviewMutation } = reviewsApi;
