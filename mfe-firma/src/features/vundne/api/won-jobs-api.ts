// The company's won jobs (SPEC §2 /firma/opgaver/dine-vundne-opgaver) as JSON: GET /api/firma/vundne,
// 20 a page, newest choice first, with the contact state that decides each job's actions.
import type { WonJobsReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const wonJobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    wonJobs: build.query<WonJobsReply, number>({
      query: (page) => ({ url: '/api/firma/vundne', params: { page } }),
      providesTags: ['CompanyJobs'],
    }),
  }),
});

export const { useWonJobsQuery } = wonJobsApi;
