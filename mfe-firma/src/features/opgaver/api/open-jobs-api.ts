// GET /api/firma/opgaver?page=&search=&vis_alle=&jobid=&omraade=: open jobs in the company's
// categories, 20 a page, in its own regions unless ?omraade names a region or all of Denmark; the
// company's hidden jobs only with vis_alle; without a page, the page holding jobid. GET /api/regions:
// the regions the area filter offers.
import type { CompanyOpenJobsQuery, CompanyOpenJobsReply, RegionListReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

/** What the page asks for; the call's ?regioner and ?kategorier (repeated keys) are not sent. */
type OpenJobsArgs = Pick<CompanyOpenJobsQuery, 'page' | 'search' | 'vis_alle' | 'jobid' | 'omraade'>;

export const openJobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    companyOpenJobs: build.query<CompanyOpenJobsReply, OpenJobsArgs>({
      query: ({ page, search, vis_alle, jobid, omraade }) => ({
        url: '/api/firma/opgaver',
        params: { page, search: search ? search : undefined, vis_alle, jobid, omraade },
      }),
      providesTags: ['CompanyJobs'],
    }),
    openJobsRegions: build.query<RegionListReply, void>({ query: () => ({ url: '/api/regions' }) }),
  }),
});

export const { useCompanyOpenJobsQuery, useOpenJobsRegionsQuery } = openJobsApi;
