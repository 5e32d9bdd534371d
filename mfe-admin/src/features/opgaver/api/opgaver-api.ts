// The administrator's jobs (issue 33): a page of jobs by the filters (GET /api/admin/opgaver), the
// filters' categories and regions (…/valg), one job as its customer sees it (…/:jobId), and closing
// and removing it or opening it again with a reason (POST …/:jobId/fjern, …/genaabn). An action's
// reply is a notification; the page reads the job again.
import type {
  AdminJobActionBody,
  AdminJobActionReply,
  AdminJobFiltersReply,
  AdminJobReply,
  AdminJobSearchQuery,
  AdminJobSearchReply,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

/** Remove ('fjern') or open again ('genaabn'). */
export type AdminJobAction = 'fjern' | 'genaabn';

export const opgaverApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminJobs: build.query<AdminJobSearchReply, AdminJobSearchQuery>({
      query: (filters) => ({ url: '/api/admin/opgaver', params: filters }),
      keepUnusedDataFor: 0,
    }),
    adminJobFilters: build.query<AdminJobFiltersReply, void>({
      query: () => ({ url: '/api/admin/opgaver/valg' }),
    }),
    adminJob: build.query<AdminJobReply, number>({
      query: (jobId) => ({ url: `/api/admin/opgaver/${jobId}` }),
      keepUnusedDataFor: 0,
    }),
    changeAdminJob: build.mutation<
      AdminJobActionReply,
      AdminJobActionBody & { jobId: number; action: AdminJobAction }
    >({
      query: ({ jobId, action, ...body }) => ({
        url: `/api/admin/opgaver/${jobId}/${action}`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const { useAdminJobsQuery, useAdminJobFiltersQuery, useAdminJobQuery, useChangeAdminJobMutation } =
  opgaverApi;
