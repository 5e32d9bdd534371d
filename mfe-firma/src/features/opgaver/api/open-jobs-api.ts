// GET /api/firma/opgaver?page=&search=: open jobs in the company's categories, 20 a page.
import type { CompanyOpenJobsQuery, CompanyOpenJobsReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const openJobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    companyOpenJobs: build.query<CompanyOpenJobsReply, CompanyOpenJobsQuery>({
      query: ({ page, search }) => ({
        url: '/api/firma/opgaver',
        params: { page, search: search ? search : undefined },
      }),
      providesTags: ['CompanyJobs'],
    }),
  }),
});

export const { useCompanyOpenJobsQuery } = openJobsApi;
