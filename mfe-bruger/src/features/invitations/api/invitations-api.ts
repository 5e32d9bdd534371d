// Inviting companies to the customer's own open job: the companies the job reaches
// (GET /api/bruger/opgaver/:jobId/firmaer) and the invitation (/bruger/invite_company_by_email).
import type { InviteCandidatesReply, InviteCompanyBody, InviteCompanyReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const invitationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    inviteCandidates: build.query<InviteCandidatesReply, number>({
      query: (jobId) => `/api/bruger/opgaver/${jobId}/firmaer`,
      providesTags: (_reply, _error, jobId) => [{ type: 'UserJobs', id: `firmaer-${jobId}` }],
    }),
    inviteCompany: build.mutation<InviteCompanyReply, InviteCompanyBody>({
      query: (body) => ({ url: '/bruger/invite_company_by_email', method: 'POST', body }),
      // The job page counts the invitations left; the list keeps its own button states.
      invalidatesTags: (_reply, _error, { job_id }) => [{ type: 'UserJobs', id: job_id }],
    }),
  }),
});

export const { useInviteCandidatesQuery, useInviteCompanyMutation } = invitationsApi;
