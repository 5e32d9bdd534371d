// The customer's control of her job (issue 32): where it stands and what she may do now
// (GET /api/bruger/opgaver/:jobId/styring), editing it while it has no offer, a dated addition
// once it has, and withdrawing it with a reason. Each change fetches the job page and list again.
import type {
  EditJobBody,
  JobAdditionBody,
  JobControlChangeReply,
  JobControlReply,
  WithdrawJobBody,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

type On<Body> = Body & { job_id: number };

export const jobControlApi = api.injectEndpoints({
  endpoints: (build) => ({
    jobControl: build.query<JobControlReply, number>({
      query: (jobId) => `/api/bruger/opgaver/${jobId}/styring`,
      providesTags: (_reply, _error, jobId) => [{ type: 'UserJobs', id: jobId }],
    }),
    editJob: build.mutation<JobControlChangeReply, On<EditJobBody>>({
      query: ({ job_id, ...body }) => ({
        url: `/api/bruger/opgaver/${job_id}/rediger`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['UserJobs'],
    }),
    addJobAddition: build.mutation<JobControlChangeReply, On<JobAdditionBody>>({
      query: ({ job_id, ...body }) => ({
        url: `/api/bruger/opgaver/${job_id}/tilfoejelse`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_reply, _error, { job_id }) => [{ type: 'UserJobs', id: job_id }],
    }),
    withdrawJob: build.mutation<JobControlChangeReply, On<WithdrawJobBody>>({
      query: ({ job_id, ...body }) => ({
        url: `/api/bruger/opgaver/${job_id}/traek-tilbage`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['UserJobs'],
    }),
  }),
});

export const { useJobControlQuery, useEditJobMutation, useAddJobAdditionMutation, useWithdrawJobMutation } =
  jobControlApi;
