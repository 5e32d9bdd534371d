// What waits for the administrator (GET /api/admin/henvendelser/antal): unanswered support cases,
// complaints and tickets, for the header's 'Henvendelser' count. Tagged 'Help' (and
// 'Cancellations'), so an answer, a close or a live event (help_inbox) counts again.
import type { HelpCountsReply } from '@opgavetorvet/contracts';
import { api } from '@opgavetorvet/ui';

export const helpCountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminHelpCounts: build.query<HelpCountsReply, void>({
      query: () => '/api/admin/henvendelser/antal',
      providesTags: ['Help', 'Cancellations'],
    }),
  }),
});

export const { useAdminHelpCountsQuery } = helpCountsApi;
