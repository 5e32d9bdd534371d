// Closing a job: the job with its offers (GET /api/bruger/opgaver/:jobId, as the job page reads it)
// and choosing the company the customer agreed with (/ajax/bruger/changejobstatus), with the street
// address to prefill (…/styring); or "Jeg har ikke længere brug for opgaven": withdrawing it
// (…/traek-tilbage, reason no_longer_needed, issue 32).
import type {
  ChangeJobStatusBody,
  ChangeJobStatusReply,
  JobControlChangeReply,
  JobControlReply,
  JobPageReply,
} from '@opgavetorvet/contracts';
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
    controlOfJobToClose: build.query<JobControlReply, number>({
      query: (jobId) => `/api/bruger/opgaver/${jobId}/styring`,
      providesTags: (_reply, _error, jobId) => [{ type: 'UserJobs', id: jobId }],
    }),
    noLongerNeeded: build.mutation<JobControlChangeReply, number>({
      query: (jobId) => ({
        url: `/api/bruger/opgaver/${jobId}/traek-tilbage`,
        method: 'POST',
        body: { reason: 'no_longer_needed' },
      }),
      invalidatesTags: ['UserJobs'],
    }),
  }),
});

export const {
  useJobToCloseQuery,
  useCloseJobMutation,
  useControlOfJobToCloseQuery,
  useNoLongerNeededMutation,
} = closeJobApi;
