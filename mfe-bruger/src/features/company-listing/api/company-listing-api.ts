// GET /api/firmaer (the listing, by the address's query string) and GET /api/categories (the
// category select's options).
import type { CategoryTreeReply, CompanyListingReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const companyListingApi = api.injectEndpoints({
  endpoints: (build) => ({
    companyListing: build.query<CompanyListingReply, string>({
      query: (queryString) => (queryString ? `/api/firmaer?${queryString}` : '/api/firmaer'),
    }),
    listingCategories: build.query<CategoryTreeReply, void>({
      query: () => '/api/categories',
      providesTags: [{ type: 'Category', id: 'tree' }],
    }),
  }),
});

export const { useCompanyListingQuery, useListingCategoriesQuery } = companyListingApi;
