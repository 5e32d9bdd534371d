// GET /api/bruger/opgaver: the logged-in customer's jobs, newest first; POST /bruger/update_icon_idea
// toggles one job's block on the list (the service keeps the open ones in the session).
import type { IconIdeaBody, IconIdeaReply, UserJobsReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const opgaverApi = api.injectEndpoints({
  endpoints: (build) => ({
    userJobs: build.query<UserJobsReply, void>({
      query: () => '/api/bruger/opgaver',
      providesTags: ['UserJobs'],
    }),
    toggleJobBlock: build.mutation<IconIdeaReply, IconIdeaBody>({
      query: (body) => ({ url: '/bruger/update_icon_idea', method: 'POST', body }),
    }),
  }),
});

export const { useUserJobsQuery, useToggleJobBlockMutation } = opgaverApi;
