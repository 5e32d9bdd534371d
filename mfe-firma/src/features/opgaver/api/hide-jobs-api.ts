// Hiding a job for this company and showing it again (SPEC §4): POST /api/firma/opgaver/:id/skjul
// and /vis keep the per-company cookie; the open-jobs list is asked again afterwards.
import type { HiddenJobsReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const hideJobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    setJobHidden: build.mutation<HiddenJobsReply, { jobId: number; hidden: boolean }>({
      query: ({ jobId, hidden }) => ({
        url: `/api/firma/opgaver/${jobId}/${hidden ? 'skjul' : 'vis'}`,
        method: 'POST',
      }),
      invalidatesTags: ['CompanyJobs'],
    }),
  }),
});

export const { useSetJobHiddenMutation } = hideJobsApi;
