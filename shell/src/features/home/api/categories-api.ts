// GET /api/categories: the category tree, for the home page's category overview.
import type { CategoryTreeReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    categoryTree: build.query<CategoryTreeReply, void>({
      query: () => '/api/categories',
      providesTags: [{ type: 'Category', id: 'tree' }],
    }),
  }),
});

export const { useCategoryTreeQuery } = categoriesApi;
