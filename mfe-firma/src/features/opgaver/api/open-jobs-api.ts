// GET /api/firma/opgaver?page=&search=&vis_alle=&jobid=: open jobs in the company's categories, 20 a
// page; the company's hidden jobs only with vis_alle; without a page, the page holding jobid.
import type { CompanyOpenJobsQuery, CompanyOpenJobsReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

/** What the page asks for; the call's ?regioner and ?kategorier (repeated keys) are not sent yet. */
type OpenJobsArgs = Pick<CompanyOpenJobsQuery, 'page' | 'search' | 'vis_alle' | 'jobid'>;

export const openJobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    companyOpenJobs: build.query<CompanyOpenJobsReply, OpenJobsArgs>({
      query: ({ page, search, vis_alle, jobid }) => ({
        url: '/api/firma/opgaver',
        params: { page, search: search ? search : undefined, vis_alle, jobid },
      }),
      providesTags: ['CompanyJobs'],
    }),
  }),
});

export const { useCompanyOpenJobsQuery } = openJobsApi;
