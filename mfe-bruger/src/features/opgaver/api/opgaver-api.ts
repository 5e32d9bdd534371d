// GET /api/bruger/opgaver: the logged-in customer's jobs, newest first.
import type { UserJobsReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const opgaverApi = api.injectEndpoints({
  endpoints: (build) => ({
    userJobs: build.query<UserJobsReply, void>({
      query: () => '/api/bruger/opgaver',
      providesTags: ['UserJobs'],
    }),
  }),
});

export const { useUserJobsQuery } = opgaverApi;
