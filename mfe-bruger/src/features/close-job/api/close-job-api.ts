// Closing a job: the job with its offers (GET /api/bruger/opgaver/:jobId, as the job page reads it)
// and choosing the company the customer agreed with (/ajax/bruger/changejobstatus).
import type { ChangeJobStatusBody, ChangeJobStatusReply, JobPageReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const closeJobApi = api.injectEndpoints({
  endpoints: (build) => ({
    jobToClose: build.query<JobPageReply, number>({
      query: (jobId) => `/api/bruger/opgaver/${jobId}`,
      providesTags: (_reply, _error, jobId) => [{ type: 'UserJobs', id: jobId }],
    }),
    closeJob: build.mutation<ChangeJobStatusReply, ChangeJobStatusBody>({
      query: (body) => ({ url: '/ajax/bruger/changejobstatus', method: 'POST', body }),
      invalidatesTags: ['UserJobs'],
    }),
  }),
});

export const { useJobToCloseQuery, useCloseJobMutation } = closeJobApi;
