// The customer's job page: GET /api/bruger/opgaver/:jobId (job, offers, conversations), choosing
// the supplier (/ajax/bruger/changejobstatus) and declining an offer (/opgave/new_message).
import type {
  ChangeJobStatusBody,
  ChangeJobStatusReply,
  JobPageReply,
  NewMessageBody,
  NewMessageReply,
} from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const jobPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    jobPage: build.query<JobPageReply, number>({
      query: (jobId) => `/api/bruger/opgaver/${jobId}`,
      providesTags: (_reply, _error, jobId) => [{ type: 'UserJobs', id: jobId }],
    }),
    chooseSupplier: build.mutation<ChangeJobStatusReply, ChangeJobStatusBody>({
      query: (body) => ({ url: '/ajax/bruger/changejobstatus', method: 'POST', body }),
      invalidatesTags: ['UserJobs'],
    }),
    declineOffer: build.mutation<NewMessageReply, NewMessageBody & { job_id: number }>({
      query: ({ job_id: _jobId, ...body }) => ({ url: '/opgave/new_message', method: 'POST', body }),
      invalidatesTags: (_reply, _error, { job_id }) => [{ type: 'UserJobs', id: job_id }],
    }),
  }),
});

export const { useJobPageQuery, useChooseSupplierMutation, useDeclineOfferMutation } = jobPageApi;
