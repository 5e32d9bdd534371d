// The create-job calls: GET /api/categories/:slug (the category, its subcategories and its form)
// and POST /api/opgaver, and the category search behind /createjob?search=. A visitor who posts is logged in by it, so the session is asked again.
import type {
  CategoryDetailReply,
  CreateJobBody,
  CreateJobReply,
  SearchCategoryReply,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const createJobApi = api.injectEndpoints({
  endpoints: (build) => ({
    categoryDetail: build.query<CategoryDetailReply, string>({
      query: (slug) => `/api/categories/${encodeURIComponent(slug)}`,
      providesTags: (_result, _error, slug) => [{ type: 'Category', id: slug }],
    }),
    /** /createjob?search=: the categories the word finds (the home search's call). */
    findCategory: build.query<SearchCategoryReply, string>({
      query: (search) => ({ url: '/ajax/bruger/search_category', method: 'POST', body: { search } }),
    }),
    createJob: build.mutation<CreateJobReply, CreateJobBody>({
      query: (body) => ({ url: '/api/opgaver', method: 'POST', body }),
      invalidatesTags: ['UserJobs', 'Session'],
    }),
  }),
});

export const { useCategoryDetailQuery, useCreateJobMutation, useFindCategoryQuery } = createJobApi;
