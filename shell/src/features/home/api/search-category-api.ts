// POST /ajax/bruger/search_category: the home page's category typeahead (at most 10 suggestions).
import type { SearchCategoryReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const searchCategoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchCategory: build.query<SearchCategoryReply, string>({
      query: (search) => ({ url: '/ajax/bruger/search_category', method: 'POST', body: { search } }),
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useSearchCategoryQuery } = searchCategoryApi;
