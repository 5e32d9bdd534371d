// Opening an expired job again: POST /api/bruger/opgaver/:jobId/genaabn; the job page and the job
// list fetch again.
import type { ReopenJobReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const reopenJobApi = api.injectEndpoints({
  endpoints: (build) => ({
    reopenJob: build.mutation<ReopenJobReply, number>({
      query: (jobId) => ({ url: `/api/bruger/opgaver/${jobId}/genaabn`, method: 'POST', body: {} }),
      invalidatesTags: ['UserJobs'],
    }),
  }),
});

export const { useReopenJobMutation } = reopenJobApi;
