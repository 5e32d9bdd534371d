// The open-jobs filter's calls: the search-as-you-type helper for cities, zips and categories
// (/firma/search_city_category), a category's questions (GET /api/categories and /:slug) and the
// open jobs of a category by ticked answers (/firma/find_checked). Replies are service html.
import type {
  CategoryDetailReply,
  CategoryTreeReply,
  FindCheckedBody,
  HtmlReply,
  SearchCityCategoryBody,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const jobFilterApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchCityCategory: build.query<string, SearchCityCategoryBody>({
      query: (body) => ({ url: '/firma/search_city_category', method: 'POST', body }),
      transformResponse: (reply: HtmlReply) => reply.html,
    }),
    openJobsCategoryTree: build.query<CategoryTreeReply, void>({
      query: () => '/api/categories',
    }),
    openJobsCategoryForm: build.query<CategoryDetailReply, string>({
      query: (slug) => `/api/categories/${encodeURIComponent(slug)}`,
    }),
    findCheckedJobs: build.query<string, FindCheckedBody>({
      query: (body) => ({ url: '/firma/find_checked', method: 'POST', body }),
      transformResponse: (reply: HtmlReply) => reply.html,
      providesTags: ['CompanyJobs'],
    }),
  }),
});

export const {
  useSearchCityCategoryQuery,
  useOpenJobsCategoryTreeQuery,
  useOpenJobsCategoryFormQuery,
  useFindCheckedJobsQuery,
} = jobFilterApi;
